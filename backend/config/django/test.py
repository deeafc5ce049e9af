"""Settings for the test suite: the real database and Redis given by the environment, fast hashing."""

from config.django.base import *  # noqa: F403
from config.django.base import REST_FRAMEWORK, VAR_DIR

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
MAIL_FILE_DIR = VAR_DIR / "test-mail"
REST_FRAMEWORK = {**REST_FRAMEWORK}
