from django.contrib import admin
from django.urls import include, path, re_path

from quizforge.core.spa import spa_index

handler400 = "quizforge.api.exception_handlers.bad_request_view"
handler403 = "quizforge.api.exception_handlers.permission_denied_view"
handler404 = "quizforge.api.exception_handlers.not_found_view"
handler500 = "quizforge.api.exception_handlers.server_error_view"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/", include("quizforge.api.urls")),
    path("social/", include("social_django.urls", namespace="social")),
    re_path(r"^(?!api/|admin/|social/|ws/|django-static/).*$", spa_index, name="spa"),
]
