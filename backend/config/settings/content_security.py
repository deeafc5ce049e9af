"""The Content-Security-Policy sent with every answer (quizforge.core.content_security_policy).

The SPA loads only its own scripts, styles, images and fonts and talks only to its own origin (API and
websockets). The one inline script, on the page that continues to Google, is allowed by its hash.
Google's sign-in is reached by a form whose redirect leaves for accounts.google.com.
"""

from config.env import env

# sha256 of the script in accounts/google_start.html (a test keeps the two in step).
GOOGLE_START_SCRIPT_HASH = "'sha256-yDzf13xfBrd111ay+bwmYFXzytnrYqcuNczq513OXWM='"

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        f"script-src 'self' {GOOGLE_START_SCRIPT_HASH}",
        # React sets styles through the DOM, which CSP allows; the admin's templates carry style attributes.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        # The celebration confetti draws in a worker it creates from a blob.
        "worker-src 'self' blob:",
        "font-src 'self' data:",
        " ".join(["connect-src 'self'", *env.list("CSP_CONNECT_SRC", default=[])]),
        "form-action 'self' https://accounts.google.com",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
    ]
)
