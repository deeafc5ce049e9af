"""Structured logging: one JSON object a line in production (LOG_FORMAT=json), readable lines locally."""

from config.env import env

LOG_LEVEL = env("LOG_LEVEL", default="INFO")
LOG_FORMAT = env("LOG_FORMAT", default="console")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "structured": {
            "()": "structlog.stdlib.ProcessorFormatter",
            "processor": (
                "structlog.processors.JSONRenderer"
                if LOG_FORMAT == "json"
                else "structlog.dev.ConsoleRenderer"
            ),
            "foreign_pre_chain": [
                "structlog.stdlib.add_log_level",
                "structlog.stdlib.add_logger_name",
                "structlog.processors.TimeStamper",
            ],
        },
    },
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "structured"}},
    "root": {"handlers": ["console"], "level": LOG_LEVEL},
    "loggers": {
        "django.server": {"level": "WARNING"},
        "daphne": {"level": "WARNING"},
    },
}
