"""Statements in French, German, Russian and Hebrew turned round, the counterpart of reversals.py: one
direction reversed ("augmente" → "diminue", "höher" → "niedriger", "больше" → "меньше", "יעלה" →
"ירד", "au moins" → "au plus"), or a firm rule negated or its negation removed ("doit" → "ne doit pas",
"ne peut pas" → "peut", "darf nicht" → "darf", "не является" → "является", "לא יעלה" → "יעלה").

A statement turned round stays fluent and on topic and says what the document denies: the misconception a
teacher offers as a wrong answer. Never turned: what the sentence already says both ways ("au moins ... au
plus"), a word inside a condition or a relative clause (a detail, not the rule), a word of a compound."""

import re
from dataclasses import dataclass

from quizforge.generation.providers.local.languages import Language


@dataclass(frozen=True)
class Turn:
    start: int
    end: int
    turned: str

    def applied(self, text: str) -> str:
        return f"{text[: self.start]}{self.turned}{text[self.end :]}"


# a negation right before the verb: "ne doit", "n'est", "не может" (not "La commune peut")
_NEGATED_BEFORE = re.compile(r"(?:\bne|\bn['’]|\bне)\s*$")


def _pairs(block: str) -> dict[str, str]:
    """'a b' lines (a phrase may join its words with '_') as a two-way mapping."""
    found: dict[str, str] = {}
    for line in block.strip().splitlines():
        first, second = (word.replace("_", " ") for word in line.split())
        found.setdefault(first, second)
        found.setdefault(second, first)
    return found


_OPPOSITES = {
    "fr": _pairs(
        """
        augmente diminue
        augmentent diminuent
        augmentation diminution
        hausse baisse
        supérieur inférieur
        supérieure inférieure
        supérieurs inférieurs
        supérieures inférieures
        majorité minorité
        maximum minimum
        maximale minimale
        au_moins au_plus
        avant_le après_le
        avant_la après_la
        avant_l' après_l'
        """
    ),
    "de": _pairs(
        """
        steigt sinkt
        steigen sinken
        erhöht verringert
        erhöhen verringern
        zunimmt abnimmt
        nimmt_zu nimmt_ab
        größer kleiner
        höher niedriger
        mindestens höchstens
        Maximum Minimum
        maximal minimal
        vor_dem nach_dem
        vor_der nach_der
        """
    ),
    "ru": _pairs(
        """
        увеличивается уменьшается
        увеличиваются уменьшаются
        возрастает убывает
        повышается понижается
        растёт снижается
        больше меньше
        выше ниже
        не_более не_менее
        максимум минимум
        максимальный минимальный
        увеличение уменьшение
        """
    ),
    # "גדל" grows, but "קטן" is first of all small: only the verb is turned
    "he": {"גדל": "קטן", "גדלה": "קטנה"}
    | _pairs(
        """
        יעלה ירד
        יעלו ירדו
        גדול קטן
        גדולה קטנה
        עלייה ירידה
        מגביר מקטין
        מגבירה מקטינה
        """
    ),
}


def _one_way(block: str) -> dict[str, str]:
    return {
        first.replace("_", " "): second.replace("_", " ")
        for first, second in (line.split() for line in block.strip().splitlines())
    }


# a firm rule's verb and the same verb negated, read both ways
_NEGATIONS = {
    "fr": _pairs(
        """
        doit ne_doit_pas
        doivent ne_doivent_pas
        peut ne_peut_pas
        peuvent ne_peuvent_pas
        est_tenu n'est_pas_tenu
        """
    )
    | {"ne peut être": "peut être", "ne peuvent être": "peuvent être"},
    # German places "nicht" by rules a word list cannot follow: only a negation is taken away
    "de": _one_way(
        """
        muss_nicht muss
        müssen_nicht müssen
        darf_nicht darf
        dürfen_nicht dürfen
        kann_nicht kann
        können_nicht können
        ist_nicht ist
        sind_nicht sind
        """
    ),
    "ru": _pairs(
        """
        должен не_должен
        должна не_должна
        должно не_должно
        должны не_должны
        может не_может
        могут не_могут
        является не_является
        являются не_являются
        """
    ),
    "he": _pairs(
        """
        לא_יעלה יעלה
        לא_ירד ירד
        לא_ישתנה ישתנה
        אין יש
        חייב אינו_חייב
        חייבת אינה_חייבת
        חייבים אינם_חייבים
        """
    ),
}


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# words after which, in the same clause, a change touches a condition or a detail rather than the rule
_CLAUSE_OPENERS = {
    "fr": _words("si lorsque quand qui que qu' dont où sauf"),
    "de": _words("wenn falls ob sofern dass der die das welche welcher welches"),
    "ru": _words("если когда который которая которое которые которых что чтобы"),
    "he": _words("אם כאשר כש אשר"),
}
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?'?")
_MODALS = {"fr": frozenset({"peut", "peuvent"}), "ru": frozenset({"может", "могут"})}


def turns(text: str, language: Language) -> list[Turn]:
    """Every single change that turns the sentence's claim round: directions first, then negations."""
    code = language.code
    negations = _found(text, _NEGATIONS.get(code, {}), code, taken=[])
    # "לא יעלה" is turned as a negation ("יעלה"), not as a direction ("לא ירד")
    directions = _found(text, _OPPOSITES.get(code, {}), code, taken=negations, directions=True)
    return directions + negations


def _found(
    text: str, table: dict[str, str], code: str, *, taken: list[Turn], directions: bool = False
) -> list[Turn]:
    found: list[Turn] = []
    lowered = text.lower()
    for said in sorted(table, key=len, reverse=True):
        turned = table[said]
        for match in re.finditer(rf"(?<![\w'’]){re.escape(said)}(?![\w'’\-\u05be])", lowered):
            start, end = match.start(), match.end()
            if any(turn.start < end and start < turn.end for turn in found + taken):
                continue  # "ne peut pas" holds "peut": one change per place
            if directions and _both_ways(lowered, turned):
                continue
            if _in_clause(text[:start], code) or not _fluent(
                text, start, end, turned, code, direction=directions
            ):
                continue
            written = text[start:end]
            found.append(Turn(start, end, turned.capitalize() if written[:1].isupper() else turned))
    return sorted(found, key=lambda turn: turn.start)


def _negation_added(said: str, turned: str) -> bool:
    return len(turned.split()) > len(said.split())


def _both_ways(lowered: str, turned: str) -> bool:
    """'au moins ... au plus', 'больше или меньше': the sentence already names the other way."""
    return re.search(rf"(?<![\w'’]){re.escape(turned)}(?![\w'’])", lowered) is not None


def _in_clause(before: str, code: str) -> bool:
    clause = re.split(r"[,;:]", before)[-1]
    words = [word.lower() for word in _WORD.findall(clause)]
    openers = _CLAUSE_OPENERS.get(code, frozenset())
    if code == "he":
        return any(word in openers or (word.startswith("ש") and len(word) > 3) for word in words)
    return any(word in openers for word in words)


_NEGATED = re.compile(r"(?<![\w'’])(?:ne|n['’]|nicht|kein\w*|не|нет|לא|אין)(?![\w'’])", re.IGNORECASE)
_EITHER_OR = re.compile(r"(?<![\w'’])(?:ou|oder|или|או)(?![\w'’])")


def _fluent(text: str, start: int, end: int, turned: str, code: str, *, direction: bool = False) -> bool:
    before = _WORD.findall(text[:start])
    if direction and len(before) > 1 and before[-1][:1].isupper() and code != "de":
        return False  # "le Conseil supérieur de la magistrature": a word of a name, not a direction
    after = text[end:].lstrip()
    if _negation_added(text[start:end], turned) and _EITHER_OR.search(re.split(r"[,;:]", after)[0]):
        return False  # "ne peut pas être direct ou indirect" denies both ways at once: no rule reads so
    if _negation_added(text[start:end], turned) and _NEGATED.search(" ".join(after.split()[:3])):
        return False  # "могут быть не допущены": a second negation would read as a riddle
    following = (_WORD.match(after) or [""])[0].lower()
    said = text[start:end].lower()
    negated_before = bool(_NEGATED_BEFORE.search(text[:start].lower()))
    if turned.startswith(("ne ", "не ")) and negated_before:
        return False  # "ne doit être": negated already
    if code == "fr" and said in ("doit", "doivent"):
        return bool(re.match(r"[^\W\d_]+(?:er|ir|re)\b", after))
    if code == "fr" and said in _MODALS["fr"]:
        # "peut" + an infinitive is a power the rule gives; "ne peut pas" before a vowel is still fluent,
        # but "peut, en outre," or "peut-être" is no rule
        return bool(re.match(r"[^\W\d_]+(?:er|ir|re)\b", after)) and not negated_before
    if code == "fr" and said.startswith("ne ") and not turned.startswith("ne "):
        return following not in ("excéder", "dépasser")  # "ne peut excéder": a limit, not a permission
    if code == "de" and said in ("ist nicht", "sind nicht"):
        return bool(following) and following[:1].islower()  # "ist nicht kompakt", not "ist nicht Teil"
    if code == "ru" and said in _MODALS["ru"]:
        return following.endswith(("ть", "ться", "ти"))  # "может быть назначен": a power, not "может, ..."
    return True
