from django.db import models

from quizforge.core.models import TimestampedModel


class ContactMessage(TimestampedModel):
    name = models.CharField(max_length=200)
    email = models.EmailField(max_length=254)
    subject = models.CharField(max_length=200, blank=True, default="")
    message = models.TextField(max_length=5000)
    handled = models.BooleanField(default=False, help_text="Tick once someone has answered.")

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} <{self.email}>: {self.subject or '(no subject)'}"
