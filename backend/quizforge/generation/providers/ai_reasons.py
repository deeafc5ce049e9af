"""Why the AI server fell short, in the words its owner reads (each ends a clause: \", so ...\")."""

AI_SLOW = "The AI server was too slow"
AI_CONTEXT = (
    "The AI server cut its answers short because its context is too small (raise its context size, "
    "llama.cpp's -c, or lower OPENAI_PASSAGE_CHARS)"
)
AI_UNREACHABLE = "The AI server could not be reached"
AI_UNAVAILABLE = "The AI server is not answering right now"
AI_FORMAT_REFUSED = "The AI server refused the answer format"
AI_REFUSED = "The AI server refused the requests"
AI_UNUSABLE = "The AI server's answers could not be used as quiz questions"
# Not a reason a call gives: the job's own work with the AI server broke unexpectedly.
AI_BROKE = "Something went wrong while working with the AI server"
# Which reason a shortfall is told with when calls failed for several.
REASON_ORDER = (
    AI_SLOW,
    AI_CONTEXT,
    AI_UNREACHABLE,
    AI_UNAVAILABLE,
    AI_FORMAT_REFUSED,
    AI_REFUSED,
    AI_UNUSABLE,
)
# Reasons after which no more calls are worth sending.
SERVER_FAILING = {AI_SLOW, AI_UNREACHABLE, AI_UNAVAILABLE, AI_FORMAT_REFUSED, AI_REFUSED}
# Reasons after which no call of the job can succeed: the rest is not even sent.
SERVER_GONE = {AI_UNREACHABLE, AI_FORMAT_REFUSED, AI_REFUSED}
