"""Environment access. Every variable read here is listed in .env.example."""

from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = BASE_DIR.parent
VAR_DIR = BASE_DIR / "var"

env = environ.Env()
environ.Env.read_env(REPO_DIR / ".env")
