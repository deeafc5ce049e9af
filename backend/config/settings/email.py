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

# E-mails one account receives an hour, however many requests ask for them (each request is throttled per
# address too): password reset links, verification links.
PASSWORD_RESET_EMAILS_PER_RECIPIENT = env.int("PASSWORD_RESET_EMAILS_PER_RECIPIENT", default=3)
VERIFICATION_EMAILS_PER_RECIPIENT = env.int("VERIFICATION_EMAILS_PER_RECIPIENT", default=5)
# Contact-form messages mailed to SUPPORT_EMAIL an hour (all are stored and shown in the admin).
CONTACT_EMAILS_PER_HOUR = env.int("CONTACT_EMAILS_PER_HOUR", default=60)
# Run background work (the password reset e-mail) inside the request instead of after it: tests only.
BACKGROUND_INLINE = env.bool("BACKGROUND_INLINE", default=False)
