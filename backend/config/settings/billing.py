"""Stripe: off until STRIPE_SECRET_KEY is set."""

from config.env import env

STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
STRIPE_PRICE_MONTHLY = env("STRIPE_PRICE_MONTHLY", default="")
STRIPE_PRICE_YEARLY = env("STRIPE_PRICE_YEARLY", default="")
STRIPE_API_BASE = env("STRIPE_API_BASE", default="")
