"""Question generation: OpenAI-compatible server when a key is set, the offline generator otherwise."""

from config.env import env

OPENAI_API_KEY = env("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env("OPENAI_BASE_URL", default="") or None
OPENAI_MODEL = env("OPENAI_MODEL", default="gpt-4o-mini")
# Sized for a local server (llama.cpp, Ollama, vLLM on one machine): one call's timeout; retries of a call
# that failed (a timed-out call is never retried unchanged: it is asked again for less); calls at once
# (each needs its own share of the server's context); characters of the document one call shows (about
# 4 characters a token); questions one call asks for. A cloud API takes more of each (see README).
OPENAI_TIMEOUT_SECONDS = env.float("OPENAI_TIMEOUT_SECONDS", default=60.0)
OPENAI_MAX_RETRIES = env.int("OPENAI_MAX_RETRIES", default=2)
OPENAI_CONCURRENCY = env.int("OPENAI_CONCURRENCY", default=2)
OPENAI_PASSAGE_CHARS = env.int("OPENAI_PASSAGE_CHARS", default=6000)
OPENAI_QUESTIONS_PER_CALL = env.int("OPENAI_QUESTIONS_PER_CALL", default=5)
# When the AI server fails, the offline generator makes up the missing questions (and the message says so).
GENERATION_OFFLINE_FALLBACK = env.bool("GENERATION_OFFLINE_FALLBACK", default=True)
GENERATION_PROVIDER = env("GENERATION_PROVIDER", default="openai" if OPENAI_API_KEY else "local")

UPLOAD_MAX_BYTES = env.int("UPLOAD_MAX_BYTES", default=20 * 1024 * 1024)
UPLOAD_MAX_UNPACKED_BYTES = env.int("UPLOAD_MAX_UNPACKED_BYTES", default=200 * 1024 * 1024)
UPLOAD_MAX_PDF_PAGES = env.int("UPLOAD_MAX_PDF_PAGES", default=300)
EXTRACTION_TIME_LIMIT_SECONDS = env.int("EXTRACTION_TIME_LIMIT_SECONDS", default=60)
# Resident memory an extraction worker may reach (what it shares with the server included), and the same
# for each program it runs (pdftotext, antiword).
EXTRACTION_MEMORY_LIMIT_MB = env.int("EXTRACTION_MEMORY_LIMIT_MB", default=1024)
# Extractions one server process runs at once, and how long one more waits for its turn before the
# upload is turned away with 503.
EXTRACTION_CONCURRENCY = env.int("EXTRACTION_CONCURRENCY", default=2)
# Of those, how many one user may hold at once (below EXTRACTION_CONCURRENCY, so others still get one).
EXTRACTION_CONCURRENCY_PER_USER = env.int("EXTRACTION_CONCURRENCY_PER_USER", default=1)
EXTRACTION_QUEUE_SECONDS = env.float("EXTRACTION_QUEUE_SECONDS", default=30.0)

# Generation jobs run on the Celery worker pool. How long POST /api/generate-questions/ waits for its job;
# how many unfinished jobs one user may have, and how many of them may run at once (below the worker
# pool, so that one user never holds every worker: the others wait in the queue); after how many seconds
# without a poll a job is stopped (its page was closed); how many hours a job is kept at all.
GENERATION_WAIT_SECONDS = env.int("GENERATION_WAIT_SECONDS", default=320)
GENERATION_ACTIVE_JOBS_MAX = env.int("GENERATION_ACTIVE_JOBS_MAX", default=2)
GENERATION_RUNNING_JOBS_PER_USER = env.int("GENERATION_RUNNING_JOBS_PER_USER", default=1)
# A job's time for the AI server, from its start: past it no call is sent or waited for, and the offline
# generator makes the missing questions. Never more than the task's soft time limit
# (CELERY_TASK_SOFT_TIME_LIMIT) less GENERATION_OFFLINE_RESERVE_SECONDS, the time kept for the offline part.
GENERATION_AI_BUDGET_SECONDS = env.float("GENERATION_AI_BUDGET_SECONDS", default=180.0)
GENERATION_OFFLINE_RESERVE_SECONDS = env.float("GENERATION_OFFLINE_RESERVE_SECONDS", default=30.0)
GENERATION_ABANDONED_SECONDS = env.int("GENERATION_ABANDONED_SECONDS", default=90)
GENERATION_JOB_KEEP_HOURS = env.int("GENERATION_JOB_KEEP_HOURS", default=24)
# What a finished job keeps for Replace in Review & Edit (deleted with the job): how many further questions
# the offline generator finds beyond the quiz; on the AI path, how much of the document's text.
GENERATION_SPARE_QUESTIONS = env.int("GENERATION_SPARE_QUESTIONS", default=10)
GENERATION_REPLACEMENT_TEXT_MAX_CHARS = env.int("GENERATION_REPLACEMENT_TEXT_MAX_CHARS", default=200_000)
# The Celery queue generation jobs go to (a dedicated worker can serve it).
GENERATION_QUEUE = env("GENERATION_QUEUE", default="celery")
