"""A table row's value in a column: "In the table, what is the <column> of <row>?", the key from the row,
wrong answers from the same column."""

from quizforge.generation.providers.offline.candidate import Candidate
from quizforge.generation.providers.offline.segment import Doc
from quizforge.generation.providers.offline.vocabulary import Vocabulary


def candidates(doc: Doc, vocabulary: Vocabulary) -> list[Candidate]:
    phrases = doc.profile.phrases
    found = []
    for rows in doc.tables:
        header, body = rows[0].cells, rows[1:]
        width = len(header)
        body = [row for row in body if len(row.cells) == width]
        for row in body:
            label = row.cells[0]
            for column in range(1, width):
                key = row.cells[column]
                others = [other.cells[column] for other in body if other.cells[column] != key]
                if len(set(others)) < 2 or not key or label == key:
                    continue
                if phrases:
                    stem = phrases.table_value.format(column=header[column], row=label)
                else:
                    stem = f"{header[column]} — {label}: ______"
                found.append(Candidate("table", row, stem, key, "group", row.text, group=others))
    return found
