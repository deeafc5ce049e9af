"""The sentence a finished job tells its owner: where the questions came from, and why."""

OFFLINE = "the built-in generator"
ALL_GENERATED = "Successfully generated questions."


def generation_message(*, generated: int, requested: int) -> str:
    if generated >= requested:
        return ALL_GENERATED
    return f"Generated {generated} of {requested} questions: the document does not support more."


def fallback_message(reason: str, *, from_ai: int, from_offline: int, requested: int) -> str:
    """`reason` is why the AI server fell short ("The AI server was too slow"); the document is named only
    when the offline generator, which reads all of it, could not make up the rest either."""
    total = from_ai + from_offline
    if not from_offline:
        return f"{reason}, so only {total} of the {requested} questions asked for could be written."
    if not from_ai:
        sentence = f"{reason}, so all {total} of these questions come from {OFFLINE}."
    else:
        sentence = f"{reason}, so {from_offline} of these {total} questions come from {OFFLINE}."
    if total < requested:
        sentence += f" The document gave no more than {total} of the {requested} asked for."
    return sentence


def cancelled_message(*, kept: int, requested: int) -> str:
    return f"Generation was cancelled: {kept} of the {requested} questions were written before it stopped."
