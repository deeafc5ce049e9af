"""Question generation: OpenAI-compatible server when a key is set, the offline generator otherwise."""

from config.env import env

OPENAI_API_KEY = env("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env("OPENAI_BASE_URL", default="") or None
OPENAI_MODEL = env("OPENAI_MODEL", default="gpt-4o-mini")
OPENAI_TIMEOUT_SECONDS = env.float("OPENAI_TIMEOUT_SECONDS", default=60.0)
OPENAI_MAX_RETRIES = env.int("OPENAI_MAX_RETRIES", default=4)
OPENAI_CONCURRENCY = env.int("OPENAI_CONCURRENCY", default=4)
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
EXTRACTION_QUEUE_SECONDS = env.float("EXTRACTION_QUEUE_SECONDS", default=30.0)

# Generation jobs: threads that run them in-process when no broker is configured (embedded mode), and how
# long POST /api/generate-questions/ waits for its job before answering.
GENERATION_EMBEDDED_WORKERS = env.int("GENERATION_EMBEDDED_WORKERS", default=2)
GENERATION_WAIT_SECONDS = env.int("GENERATION_WAIT_SECONDS", default=320)
