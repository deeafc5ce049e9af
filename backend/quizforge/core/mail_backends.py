"""The embedded mail backend: prints each message and keeps a copy (one .eml each) under MAIL_FILE_DIR."""

import time
import uuid
from collections.abc import Sequence
from pathlib import Path

from django.conf import settings
from django.core.mail import EmailMessage
from django.core.mail.backends.console import EmailBackend as ConsoleBackend


class ConsoleAndFileBackend(ConsoleBackend):
    def send_messages(self, email_messages: Sequence[EmailMessage]) -> int:
        sent = super().send_messages(email_messages)
        directory = Path(settings.MAIL_FILE_DIR)
        directory.mkdir(parents=True, exist_ok=True)
        for message in email_messages:
            name = f"{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}.eml"
            (directory / name).write_bytes(message.message().as_bytes())
        return sent
