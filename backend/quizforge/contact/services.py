import logging
import smtplib
from functools import partial

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import transaction
from django.template.loader import render_to_string

from quizforge.contact.models import ContactMessage
from quizforge.core.rate_limits import counter_hit

logger = logging.getLogger(__name__)


def contact_message_notify_support(*, contact_message: ContactMessage) -> None:
    """Forwards the message to SUPPORT_EMAIL; replying answers the sender directly."""
    context = {"contact": contact_message, "site_url": settings.SITE_URL}
    # Subjects are single lines: the sender's text could otherwise inject mail headers.
    subject = " ".join(render_to_string("contact/emails/support_subject.txt", context).split())
    email = EmailMessage(
        subject=subject,
        body=render_to_string("contact/emails/support.txt", context),
        to=[settings.SUPPORT_EMAIL],
        reply_to=[contact_message.email],
    )
    try:
        email.send()
    except (smtplib.SMTPException, OSError):
        logger.exception("Could not forward contact message %s to support", contact_message.pk)


def _support_mailbox_has_room() -> bool:
    return counter_hit("contact-emails", window_s=3600).count <= settings.CONTACT_EMAILS_PER_HOUR


@transaction.atomic
def contact_message_create(*, name: str, email: str, subject: str, message: str) -> ContactMessage:
    contact_message = ContactMessage.objects.create(name=name, email=email, subject=subject, message=message)
    # Every message is stored; the support mailbox gets at most CONTACT_EMAILS_PER_HOUR of them, whatever
    # number of addresses send them (the rest are read in the admin).
    if settings.SUPPORT_EMAIL and _support_mailbox_has_room():
        transaction.on_commit(partial(contact_message_notify_support, contact_message=contact_message))
    return contact_message
