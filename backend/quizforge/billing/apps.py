from django.apps import AppConfig


class BillingConfig(AppConfig):
    name = "quizforge.billing"
    label = "billing"
