from django.apps import AppConfig


class GenerationConfig(AppConfig):
    name = "quizforge.generation"
    label = "generation"
