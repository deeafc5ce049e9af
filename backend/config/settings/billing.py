"""Stripe: off until STRIPE_SECRET_KEY and the price ids are set (checkout then answers 503)."""

from config.env import env

STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
STRIPE_PRICE_MONTHLY = env("STRIPE_PRICE_MONTHLY", default="")
STRIPE_PRICE_YEARLY = env("STRIPE_PRICE_YEARLY", default="")
# Another address for Stripe's API (a local stand-in in tests); empty means Stripe itself.
STRIPE_API_BASE = env("STRIPE_API_BASE", default="")
# How old a webhook's signed timestamp may be before it is refused as a replay (Stripe's default).
STRIPE_WEBHOOK_TOLERANCE_SECONDS = env.int("STRIPE_WEBHOOK_TOLERANCE_SECONDS", default=300)
STRIPE_TIMEOUT_SECONDS = env.float("STRIPE_TIMEOUT_SECONDS", default=20.0)
