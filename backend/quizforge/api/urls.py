"""Every API path of the product. Each domain lists its own paths in its urls.py, included here."""

from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView

from quizforge.core.apis import HealthApi

urlpatterns = [
    path("health/", HealthApi.as_view(), name="health"),
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("", include("quizforge.accounts.urls")),
    path("", include("quizforge.billing.urls")),
    path("", include("quizforge.contact.urls")),
    path("", include("quizforge.generation.urls")),
    path("", include("quizforge.quizzes.urls")),
]
