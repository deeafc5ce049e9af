"""Failed sign-in limits (CONTRACT §3): per account and address, per account, per address.

A pupil guessing one account's password is stopped after LOGIN_FAILURES_PER_ACCOUNT_ADDRESS tries from
that address; the owner on another address and everyone else behind the same address still sign in.
The ceilings per account and per address are sized for a school of hundreds behind one address.
"""

from config.env import env

LOGIN_FAILURE_WINDOW_SECONDS = env.int("LOGIN_FAILURE_WINDOW_SECONDS", default=15 * 60)
LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = env.int("LOGIN_FAILURES_PER_ACCOUNT_ADDRESS", default=5)
LOGIN_FAILURES_PER_ACCOUNT = env.int("LOGIN_FAILURES_PER_ACCOUNT", default=50)
LOGIN_FAILURES_PER_ADDRESS = env.int("LOGIN_FAILURES_PER_ADDRESS", default=200)
