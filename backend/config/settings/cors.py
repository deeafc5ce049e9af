"""CORS for a frontend served from another origin (the Vite dev server proxies, so this is usually empty)."""

from config.env import env

CORS_ALLOWED_ORIGINS = env.list("CORS_ALLOWED_ORIGINS", default=[])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
