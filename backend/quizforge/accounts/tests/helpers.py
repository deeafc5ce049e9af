import re

from django.core import mail

PASSWORD = "Corr3ct-Horse"
NEW_PASSWORD = "N3w-Battery!"


def bearer(access: str) -> dict[str, str]:
    return {"HTTP_AUTHORIZATION": f"Bearer {access}"}


def text_part(message: mail.EmailMessage) -> str:
    return str(message.body)


def html_part(message: mail.EmailMessage) -> str:
    assert isinstance(message, mail.EmailMultiAlternatives)
    htmls = [content for content, mimetype in message.alternatives if mimetype == "text/html"]
    assert len(htmls) == 1
    return str(htmls[0])


def link_in(message: mail.EmailMessage, route: str) -> str:
    """The one link to the app route (`verify-email` or `reset-password`) in the plain-text part."""
    links = re.findall(rf"https?://\S+/{route}/\S+", text_part(message))
    assert len(links) == 1, text_part(message)
    return links[0]


def token_in(message: mail.EmailMessage, route: str) -> str:
    return link_in(message, route).rsplit("/", 1)[1]
