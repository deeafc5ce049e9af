"""The e-mails an account receives: each has a subject, a plain-text part and an HTML part."""

import logging
import smtplib
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

from quizforge.accounts.models import User
from quizforge.accounts.tokens import EmailTokenPurpose, email_token_make

logger = logging.getLogger(__name__)


def email_templated_send(*, template: str, to: str, context: dict[str, Any]) -> None:
    """Renders `<template>_subject.txt`, `<template>.txt` and `<template>.html` and sends them.

    A mail server failure is logged rather than raised: the action that triggered the e-mail has
    already been committed and the user can ask for the message again.
    """
    context = {"site_url": settings.SITE_URL, **context}
    subject = " ".join(render_to_string(f"{template}_subject.txt", context).split())
    message = EmailMultiAlternatives(
        subject=subject, body=render_to_string(f"{template}.txt", context), to=[to]
    )
    message.attach_alternative(render_to_string(f"{template}.html", context), "text/html")
    try:
        message.send()
    except (smtplib.SMTPException, OSError):
        logger.exception("Could not send the %s e-mail", template)


def _link_hours() -> int:
    return max(1, settings.EMAIL_TOKEN_MAX_AGE_SECONDS // 3600)


def email_verification_send(*, user: User) -> None:
    token = email_token_make(user=user, purpose=EmailTokenPurpose.VERIFY_EMAIL)
    email_templated_send(
        template="accounts/emails/verify_email",
        to=user.email,
        context={"link": f"{settings.SITE_URL}/verify-email/{token}", "hours": _link_hours()},
    )


def email_password_reset_send(*, user: User) -> None:
    token = email_token_make(user=user, purpose=EmailTokenPurpose.RESET_PASSWORD)
    email_templated_send(
        template="accounts/emails/password_reset",
        to=user.email,
        context={"link": f"{settings.SITE_URL}/reset-password/{token}", "hours": _link_hours()},
    )
