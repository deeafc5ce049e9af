from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "quizforge.reviews"
    label = "reviews"
