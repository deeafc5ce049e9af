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
# Memory one extraction may allocate on top of what its process already holds.
EXTRACTION_MEMORY_LIMIT_MB = env.int("EXTRACTION_MEMORY_LIMIT_MB", default=1024)

# Generation jobs: threads that run them in-process when no broker is configured (embedded mode), and how
# long POST /api/generate-questions/ waits for its job before answering.
GENERATION_EMBEDDED_WORKERS = env.int("GENERATION_EMBEDDED_WORKERS", default=2)
GENERATION_WAIT_SECONDS = env.int("GENERATION_WAIT_SECONDS", default=320)
