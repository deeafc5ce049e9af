"""Django REST Framework: JWT auth, the error shape of CONTRACT §2, throttles, OpenAPI schema."""

from config.env import env

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        "quizforge.api.parsers.JsonParser",
        "rest_framework.parsers.MultiPartParser",
        "rest_framework.parsers.FormParser",
    ],
    "EXCEPTION_HANDLER": "quizforge.api.exception_handlers.api_exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_THROTTLE_RATES": {
        "register": env("THROTTLE_REGISTER", default="300/hour"),
        "password_reset": env("THROTTLE_PASSWORD_RESET", default="5/hour"),
        "contact": env("THROTTLE_CONTACT", default="5/hour"),
        "verification_email": env("THROTTLE_VERIFICATION_EMAIL", default="5/hour"),
        "room_join": env("THROTTLE_ROOM_JOIN", default="600/min"),
        "room_join_room": env("THROTTLE_ROOM_JOIN_ROOM", default="120/min"),
        "room_lookup": env("THROTTLE_ROOM_LOOKUP", default="600/min"),
        "room_socket": env("THROTTLE_ROOM_SOCKET", default="600/min"),
        "generation": env("THROTTLE_GENERATION", default="30/hour"),
        "question_replacement": env("THROTTLE_QUESTION_REPLACEMENT", default="300/hour"),
        "document_upload": env("THROTTLE_DOCUMENT_UPLOAD", default="120/hour"),
        "subscription": env("THROTTLE_SUBSCRIPTION", default="30/hour"),
        "review": env("THROTTLE_REVIEW", default="120/hour"),
    },
    "NUM_PROXIES": env.int("NUM_PROXIES", default=0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "QuizForge API",
    "DESCRIPTION": "Turn study documents into quizzes; save, share and play them.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
}
