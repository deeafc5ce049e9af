from django.urls import path

from quizforge.contact.apis import ContactApi

urlpatterns = [
    path("contact/", ContactApi.as_view(), name="contact"),
]
