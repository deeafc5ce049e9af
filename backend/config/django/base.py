"""Settings for every environment; values come from the environment with safe local defaults."""

from pathlib import Path

from config.env import BASE_DIR, REPO_DIR, VAR_DIR, env  # noqa: F401
from config.secret_key import secret_key
from config.sqlite import configured_for_a_web_server

SECRET_KEY = secret_key(env("SECRET_KEY", default=""), VAR_DIR)
DEBUG = env.bool("DEBUG", default=False)
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]", "testserver"])
# The port `make run` serves on (PORT, which scripts/serve.sh exports), so that links point at this server.
PORT = env.int("PORT", default=8000)
SITE_URL = env("SITE_URL", default=f"http://127.0.0.1:{PORT}").rstrip("/")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework_simplejwt.token_blacklist",
    "drf_spectacular",
    "corsheaders",
    "channels",
    "social_django",
    "quizforge.core",
    "quizforge.accounts",
    "quizforge.billing",
    "quizforge.contact",
    "quizforge.reviews",
    "quizforge.generation",
    "quizforge.quizzes",
    "quizforge.multiplayer",
    "quizforge.homework",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "quizforge.core.content_security_policy.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "quizforge.api.slashless_paths.ApiSlashlessPathMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "quizforge.accounts.middleware.GoogleSignInErrorMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
WSGI_APPLICATION = None

FRONTEND_DIST_DIR = Path(env("FRONTEND_DIST_DIR", default=str(REPO_DIR / "frontend" / "dist")))

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": configured_for_a_web_server(
        env.db("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
        busy_timeout_seconds=env.float("SQLITE_BUSY_TIMEOUT_SECONDS", default=30.0),
    ),
}
DATABASES["default"]["ATOMIC_REQUESTS"] = False
DATABASES["default"]["CONN_MAX_AGE"] = env.int("DB_CONN_MAX_AGE", default=0)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "quizforge.accounts.password_rules.SpecPasswordValidator"},
    {"NAME": "quizforge.accounts.password_rules.CommonPasswordValidator"},
]
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/django-static/"
STATIC_ROOT = VAR_DIR / "static"
WHITENOISE_ROOT = FRONTEND_DIST_DIR if FRONTEND_DIST_DIR.is_dir() else None
WHITENOISE_INDEX_FILE = False
# The build names every asset after a hash of its content (assets/home-3fA9_x1Q.js), so a browser may keep
# it for a year; other files (index.html, favicon) are re-checked after WHITENOISE_MAX_AGE (60 s).
# WhiteNoise sends the .br or .gz copy the build writes beside each file when the browser accepts it.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^/assets/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$"

DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024
FILE_UPLOAD_MAX_MEMORY_SIZE = 21 * 1024 * 1024

REDIS_URL = env("REDIS_URL", default="")
# Set by scripts/serve.sh when it started its own redis-server because REDIS_URL was not given.
REDIS_EMBEDDED = env.bool("REDIS_EMBEDDED", default=False)

CACHES = {
    "default": (
        {"BACKEND": "quizforge.core.cache.ProcessRedisCache", "LOCATION": REDIS_URL}
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "quizforge"}
    )
}

from config.settings.billing import *  # noqa: E402,F403
from config.settings.celery import *  # noqa: E402,F403
from config.settings.channels import *  # noqa: E402,F403
from config.settings.content_security import *  # noqa: E402,F403
from config.settings.cors import *  # noqa: E402,F403
from config.settings.drf import *  # noqa: E402,F403
from config.settings.email import *  # noqa: E402,F403
from config.settings.generation import *  # noqa: E402,F403
from config.settings.jwt import *  # noqa: E402,F403
from config.settings.live_games import *  # noqa: E402,F403
from config.settings.logging import *  # noqa: E402,F403
from config.settings.rate_limits import *  # noqa: E402,F403
from config.settings.request_limits import *  # noqa: E402,F403
from config.settings.sign_in import *  # noqa: E402,F403
from config.settings.social_auth import *  # noqa: E402,F403
