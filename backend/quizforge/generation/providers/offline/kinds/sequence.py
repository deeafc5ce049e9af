"""Numbered steps: "Which step comes right after <step>?", the next step as the key, the list's other
steps as wrong answers; the source quotes both steps."""

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary

STEP_MAX_WORDS = 25


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    phrases = doc.profile.phrases
    if not phrases:
        return []
    found = []
    for steps in doc.steps:
        texts = [" ".join(step.text.split()) for step in steps]
        if any(len(text.split()) > STEP_MAX_WORDS for text in texts):
            continue
        for index in range(len(steps) - 1):
            key = texts[index + 1]
            others = [text for position, text in enumerate(texts) if position not in (index, index + 1)]
            source = doc.text[steps[index].start : steps[index + 1].end]
            stem = phrases.next_step.format(step=texts[index])
            found.append(Candidate("sequence", steps[index + 1], stem, key, "group", source, group=others))
    return found
