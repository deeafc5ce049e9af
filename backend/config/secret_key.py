"""The signing key: SECRET_KEY from the environment, else one generated on first run and kept under var/.

A key published anywhere (the repository's old default, the examples) would let anyone forge sign-in
tokens and e-mail links, so such a key is refused rather than used.
"""

import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

KNOWN_PUBLIC_KEYS = frozenset(
    {
        "local-development-secret-key-change-me-in-production-0123456789",
        "change-me-in-production-to-a-long-random-string-0123456789",
        "change-me-to-a-long-random-string",
    }
)
MINIMUM_LENGTH = 32
KEY_FILE_NAME = "secret_key"


def refuse_known_key(key: str) -> str:
    if key.strip() in KNOWN_PUBLIC_KEYS or "change-me" in key:
        raise ImproperlyConfigured(
            "SECRET_KEY is a published example value; set a long random SECRET_KEY or unset it to let "
            "the server generate one under backend/var/."
        )
    if len(key) < MINIMUM_LENGTH:
        raise ImproperlyConfigured(f"SECRET_KEY must be at least {MINIMUM_LENGTH} characters long.")
    return key


def load_or_create_secret_key(var_dir: Path) -> str:
    """The key kept in var_dir/secret_key, written once (readable by the owner only) on first run."""
    key_file = var_dir / KEY_FILE_NAME
    if not key_file.exists():
        var_dir.mkdir(parents=True, exist_ok=True)
        # Written whole under a private name, then linked into place: a process starting at the same
        # moment either links first (and both use its key) or finds the complete file, never a partial one.
        draft = var_dir / f".{KEY_FILE_NAME}.{os.getpid()}.{secrets.token_hex(4)}"
        descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(secrets.token_urlsafe(64))
        try:
            os.link(draft, key_file)
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    return refuse_known_key(key_file.read_text().strip())


def secret_key(configured: str, var_dir: Path) -> str:
    return refuse_known_key(configured) if configured else load_or_create_secret_key(var_dir)


# The Stripe stand-in's (quizforge/billing/tests/fake_stripe.py), printed in the README: anyone could sign
# webhooks with them, so production refuses them.
PUBLISHED_STRIPE_SECRETS = frozenset({"sk_test_quizforge_local", "whsec_quizforge_local"})


def refuse_published_stripe_secrets(*secrets_in_use: str) -> None:
    for value in secrets_in_use:
        if value.strip() in PUBLISHED_STRIPE_SECRETS:
            raise ImproperlyConfigured(
                f"{value.strip()} is the local Stripe stand-in's published secret; set STRIPE_SECRET_KEY and "
                "STRIPE_WEBHOOK_SECRET to your own Stripe account's, or leave them empty."
            )
