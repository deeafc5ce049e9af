"""Production hardening on top of the base settings; every secret must come from the environment."""

from config.django.base import *  # noqa: F403
from config.env import env
from config.secret_key import refuse_known_key, refuse_published_stripe_secrets

DEBUG = False
SECRET_KEY = refuse_known_key(env("SECRET_KEY"))
refuse_published_stripe_secrets(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SECURE_REDIRECT_EXEMPT = [r"^api/health/$"]
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
