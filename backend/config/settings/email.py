"""E-mail: SMTP from EMAIL_URL; without it mail goes to the console and to files under backend/var/mail/."""

from pathlib import Path

from config.env import VAR_DIR, env

_email_url = env("EMAIL_URL", default="")
if _email_url:
    vars().update(env.email_url("EMAIL_URL"))
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
else:
    EMAIL_BACKEND = "quizforge.core.mail_backends.ConsoleAndFileBackend"

MAIL_FILE_DIR = Path(env("MAIL_FILE_DIR", default=str(VAR_DIR / "mail")))
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", default="QuizForge <no-reply@quizforge.local>")
SUPPORT_EMAIL = env("SUPPORT_EMAIL", default="")
EMAIL_TOKEN_MAX_AGE_SECONDS = env.int("EMAIL_TOKEN_MAX_AGE_SECONDS", default=24 * 60 * 60)
