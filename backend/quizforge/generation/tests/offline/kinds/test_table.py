from quizforge.generation.providers.offline.kinds import table
from quizforge.generation.tests.offline.helpers import read

PLANETS = "Planet\tMoons\tRings\nMars\t2\tno\nJupiter\t95\tyes\nSaturn\t146\tyes\nVenus\t0\tno\n"


def test_a_rows_value_in_a_column_with_the_columns_other_values_as_wrong_answers() -> None:
    doc, vocabulary = read(PLANETS)
    found = {candidate.stem: candidate for candidate in table.candidates(doc, vocabulary)}
    jupiter = found["In the table, what is the “Moons” of “Jupiter”?"]
    assert jupiter.key == "95"
    assert set(jupiter.group) == {"2", "146", "0"}
    assert jupiter.source == "Jupiter\t95\tyes"
