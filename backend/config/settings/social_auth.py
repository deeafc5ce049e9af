"""Google sign-in through social-auth-app-django; off until both keys are set."""

from config.env import env

SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = env("GOOGLE_OAUTH2_KEY", default="")
SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = env("GOOGLE_OAUTH2_SECRET", default="")
SOCIAL_AUTH_GOOGLE_OAUTH2_SCOPE = ["email"]
SOCIAL_AUTH_USER_MODEL = "accounts.User"
SOCIAL_AUTH_USERNAME_IS_FULL_EMAIL = True
SOCIAL_AUTH_JSONFIELD_ENABLED = True
AUTHENTICATION_BACKENDS = [
    "social_core.backends.google.GoogleOAuth2",
    "quizforge.accounts.backends.RateLimitedModelBackend",
]
SOCIAL_AUTH_USER_FIELDS = ["email"]
SOCIAL_AUTH_FORCE_EMAIL_LOWERCASE = True
# Google reports only verified addresses, so an account registered with the same address is the same person.
SOCIAL_AUTH_PIPELINE = (
    "social_core.pipeline.social_auth.social_details",
    "social_core.pipeline.social_auth.social_uid",
    "social_core.pipeline.social_auth.auth_allowed",
    "social_core.pipeline.social_auth.social_user",
    "social_core.pipeline.social_auth.associate_by_email",
    "social_core.pipeline.user.create_user",
    "social_core.pipeline.social_auth.associate_user",
    "social_core.pipeline.social_auth.load_extra_data",
    "quizforge.accounts.pipeline.user_email_mark_verified",
)
# Both land on the view that turns the server session into tokens for the app (or reports the failure).
SOCIAL_AUTH_LOGIN_REDIRECT_URL = "/api/auth/google/complete/"
SOCIAL_AUTH_LOGIN_ERROR_URL = "/api/auth/google/complete/"
SOCIAL_AUTH_RAISE_EXCEPTIONS = False
# The one-time code that hands a finished Google sign-in to the app works this long.
GOOGLE_CODE_MAX_AGE_SECONDS = env.int("GOOGLE_CODE_MAX_AGE_SECONDS", default=120)
