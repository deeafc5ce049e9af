from django.apps import AppConfig


class QuizzesConfig(AppConfig):
    name = "quizforge.quizzes"
    label = "quizzes"
