from django.contrib import admin

from quizforge.quizzes.models import SavedQuiz


@admin.register(SavedQuiz)
class SavedQuizAdmin(admin.ModelAdmin):
    list_display = ["id", "title", "user", "question_count", "high_score", "created_at"]
    list_select_related = ["user"]
    search_fields = ["title", "user__email"]
    raw_id_fields = ["user", "copied_from"]
    readonly_fields = ["share_token", "created_at", "updated_at"]
    date_hierarchy = "created_at"
