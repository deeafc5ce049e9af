"""What a finished live game keeps for its players."""

from config.env import env

# A player's review link ("Review my mistakes") answers this many days after the game, then 404.
LIVE_GAME_REVIEW_DAYS = env.int("LIVE_GAME_REVIEW_DAYS", default=30)
