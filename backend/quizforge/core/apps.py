from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "quizforge.core"
    label = "core"
