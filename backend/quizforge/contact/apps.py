from django.apps import AppConfig


class ContactConfig(AppConfig):
    name = "quizforge.contact"
    label = "contact"
