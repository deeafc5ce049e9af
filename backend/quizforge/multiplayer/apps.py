from django.apps import AppConfig


class MultiplayerConfig(AppConfig):
    name = "quizforge.multiplayer"
    default_auto_field = "django.db.models.BigAutoField"
