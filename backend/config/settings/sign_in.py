"""Failed sign-in limits (CONTRACT §3): per account and address, per account, per address.

A pupil guessing one account's password waits longer and longer after LOGIN_FAILURES_PER_ACCOUNT_ADDRESS
tries from that address; the owner on another address and everyone else behind the same address still sign in.
The ceilings per account and per address are sized for a school of hundreds behind one address.
"""

from config.env import env

LOGIN_FAILURE_WINDOW_SECONDS = env.int("LOGIN_FAILURE_WINDOW_SECONDS", default=15 * 60)
LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = env.int("LOGIN_FAILURES_PER_ACCOUNT_ADDRESS", default=5)
LOGIN_FAILURES_PER_ACCOUNT = env.int("LOGIN_FAILURES_PER_ACCOUNT", default=50)
LOGIN_FAILURES_PER_ADDRESS = env.int("LOGIN_FAILURES_PER_ADDRESS", default=200)
# The first wait once an account's free mistakes on an address are spent; it doubles with each mistake.
LOGIN_FAILURE_DELAY_SECONDS = env.float("LOGIN_FAILURE_DELAY_SECONDS", default=2.0)
# Sign-ins to e-mails with no account, per address and window: their own budget, apart from real accounts.
LOGIN_UNKNOWN_EMAILS_PER_ADDRESS = env.int("LOGIN_UNKNOWN_EMAILS_PER_ADDRESS", default=100)
