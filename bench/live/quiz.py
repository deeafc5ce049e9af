"""The quiz every benchmark game plays: the product stores it, the bare server sends the same text."""

QUESTIONS_TOTAL = 8
# Players answer the first seven questions the moment they arrive; nobody answers the last one, which
# therefore ends at its deadline (that is how deadline -> question_ended lateness is measured).
ANSWERED_QUESTIONS = QUESTIONS_TOTAL - 1


def bench_questions() -> list[dict[str, str | list[str]]]:
    questions: list[dict[str, str | list[str]]] = []
    for index in range(QUESTIONS_TOTAL):
        choices = [f"Choice {letter} of question {index + 1}, a plausible answer" for letter in "ABCD"]
        questions.append(
            {
                "question": f"Question {index + 1}: which of these statements about the reading is "
                "supported by the second paragraph of the assigned chapter?",
                "choices": choices,
                "correct_answer": choices[index % 4],
                "explanation": "The second paragraph says so.",
                "source": "Chapter 2, paragraph 2.",
            }
        )
    return questions


def player_choice(player_number: int, choices: list[str]) -> str:
    """Spread the room's answers over the choices so that some are right and some wrong."""
    return choices[player_number % len(choices)]
