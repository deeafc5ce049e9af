from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "quizforge.accounts"
    label = "accounts"
