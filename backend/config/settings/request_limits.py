"""How large a request body may be, checked before anything else reads it (uploads allow their file)."""

from config.env import env
from config.settings.generation import UPLOAD_MAX_BYTES

REQUEST_BODY_MAX_BYTES = env.int("REQUEST_BODY_MAX_BYTES", default=2 * 1024 * 1024)
# An upload's body carries the file plus the multipart framing around it.
UPLOAD_REQUEST_MAX_BYTES = env.int("UPLOAD_REQUEST_MAX_BYTES", default=UPLOAD_MAX_BYTES + 1024 * 1024)
UPLOAD_REQUEST_PATHS = ("/api/upload-file/", "/api/generation-jobs/")
