from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from quizforge.generation.models import GenerationJob


@admin.register(GenerationJob)
class GenerationJobAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "status", "progress", "num_questions", "created_at", "finished_at")
    list_filter = ("status",)
    list_select_related = ("user",)
    search_fields = ("id", "user__email", "filename")
    readonly_fields = (
        "id",
        "user",
        "status",
        "progress",
        "num_questions",
        "filename",
        "text",
        "questions",
        "message",
        "error",
        "error_status",
        "watched_at",
        "started_at",
        "finished_at",
        "created_at",
        "updated_at",
    )

    def get_queryset(self, request: HttpRequest) -> QuerySet[GenerationJob]:
        # An uploaded file waiting for extraction can weigh 20 MB; the admin never shows it.
        return super().get_queryset(request).defer("document")

    def has_add_permission(self, request: HttpRequest, obj: GenerationJob | None = None) -> bool:
        return False
