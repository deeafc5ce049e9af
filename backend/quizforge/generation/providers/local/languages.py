"""Which language a document is written in, and what the generator needs to know about each language it
serves: sentence-splitting abbreviations, words that point outside the sentence, words too common to ask
about, and the few fixed phrases a question is worded with."""

import re
from collections import Counter
from dataclasses import dataclass

from quizforge.generation.providers.local import lexicon


@dataclass(frozen=True)
class Language:
    code: str
    name: str
    # tokens (lower case, with their final dot) after which a full stop does not end a sentence
    abbreviations: frozenset[str]
    # words that, opening a sentence, refer to something said before it
    dangling_openers: frozenset[str]
    # words anywhere in a sentence that point at a figure, a list or another part of the document
    pointers: frozenset[str]
    # words that open an exercise's instruction rather than a statement ("Definieren Sie ...", "ציינו")
    instruction_openers: frozenset[str]
    # frequent words: never a key, never a distractor
    stopwords: frozenset[str]
    # words before a number that make it a label ("article 89", "Satz 3.2"), not a quantity
    number_labels: frozenset[str]
    # a definition names its term after these words ("... heißt kompakt", "on appelle ...")
    definition_markers: tuple[str, ...]
    # numbers written in words that a question can ask for ("dans un délai de quarante jours")
    number_words: frozenset[str]
    # words of one letter that are words, not variables of a formula
    one_letter_words: frozenset[str]
    true_statement: tuple[str, ...]  # as many wordings as statement questions a quiz may have
    document_says: str
    not_stated: str
    but: str
    quote_open: str
    quote_close: str
    cased: bool = True
    # pairs of word stems (first five letters) that are often both right: never a key and its wrong answer
    overlapping: tuple[frozenset[str], ...] = ()
    # ordinals in groups that agree with the same noun ("au premier alinéa", "au dernier alinéa")
    ordinals: tuple[frozenset[str], ...] = ()
    # numbers in words after which a noun takes another form than after the others ("одного семестра",
    # "двух семестров"): never offered against the others
    singular_number_words: frozenset[str] = frozenset()
    # the word "and" that joins the words describing a name ("поэта, прозаика и переводчика")
    and_word: str = ""
    # month names as a date writes them after its day ("le 5 mai", "31. Dezember", "5 мая")
    months: frozenset[str] = frozenset()
    # personal pronouns that stand as a clause's subject ("..., il nomme")
    subject_pronouns: frozenset[str] = frozenset()
    # the ending of ordinals beyond the listed ones ("dixième"): never a wrong answer for a noun
    ordinal_ending: str = ""
    # words that, inside a sentence and not after a comma, draw its claim from the sentence before
    # ("Eine Isotopie ist also für Knoten definiert")
    conclusion_words: frozenset[str] = frozenset()
    # nouns that fit nearly any rule ("les conditions", "des mesures", "les membres"): blanking one leaves
    # the rule in the stem, and as a wrong answer one reads as vague rather than wrong
    generic_nouns: frozenset[str] = frozenset()
    # openings of several words that lean on the sentence before ("Aux mêmes fins, ...", "В этом случае")
    leaning_openings: tuple[str, ...] = ()
    # phrases anywhere in a sentence (lower case) that point at a figure or another part of the document
    pointer_phrases: tuple[re.Pattern[str], ...] = ()
    # articles a defined term may come after ("heißt ein metrischer Raum"): they stay in the sentence
    definite_or_indefinite: frozenset[str] = frozenset()
    # "X ist kompakt", "R ist nicht kompakt": what is said of a thing after these words
    copulas: tuple[str, ...] = ()
    negation: str = ""
    # words that open a sentence declaring a variable ("Sei S ⊆ R3 eine reguläre Fläche.")
    declaration_openers: tuple[str, ...] = ()


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


ENGLISH = Language(
    code="en",
    name="English",
    abbreviations=_words(
        "e.g. i.e. etc. vs. mr. mrs. dr. prof. st. no. fig. al. approx. ca. cf. jan. feb. u.s."
    ),
    dangling_openers=lexicon.word_set(
        "this these those it its they them their such both either neither another other others so but and"
        " or nor which here there then also however"
    ),
    pointers=_words("above below following figure table slide diagram graph shown previous"),
    instruction_openers=_words("note see compare consider explain describe"),
    stopwords=lexicon.word_set(
        """
        the of and to is that for it as was with be by on not are this which or from at an have has shall
        will would can been were their they his her its these those there what when who whom how than then
        them also into such other any all more most may must should each only one two three some same
        """
    ),
    number_labels=_words("article section amendment clause chapter figure fig table page step lecture slide"),
    definition_markers=("is called", "are called", "is known as", "are known as", "is defined as"),
    number_words=_words(
        "three four five six seven eight nine ten twelve fifteen twenty thirty forty fifty sixty hundred"
    ),
    one_letter_words=_words("a i"),
    true_statement=(
        "Which statement is true according to the document?",
        "According to the document, which of these statements is correct?",
        "Which of these statements does the document make?",
        "Which statement agrees with the document?",
    ),
    document_says="The document says",
    not_stated="It does not say",
    but="but",
    quote_open="“",
    quote_close="”",
    and_word="and",
    copulas=("is", "are"),
    negation="not",
    declaration_openers=("let",),
    subject_pronouns=_words("he she they"),
    months=_words("january february march april may june july august september october november december"),
)

FRENCH = Language(
    code="fr",
    name="French",
    abbreviations=_words("m. mm. mme. mlle. art. cf. p. pp. etc. ex. n°. no. al. av. apr. j.-c. env. vol."),
    dangling_openers=_words(
        "ce cet cette ces celui celle ceux celles il elle ils elles cela ceci ça lui leur leurs y en dont"
        " son sa ses mais et ou donc or ni puis ensuite aussi toutefois cependant ainsi néanmoins enfin"
        " également"
    ),
    pointers=_words(
        "ci-dessus ci-dessous suivant suivante suivants suivantes précédent précédente figure tableau présent"
    ),
    instruction_openers=_words(
        "indiquez expliquez citez définissez montrez calculez décrivez comparez soit soient"
    ),
    stopwords=_words(
        """
        le la les un une des du de d' l' et ou à au aux en dans par pour sur avec sans sous entre est sont
        être été a ont avoir qui que quoi dont où ne pas plus ce cette ces son sa ses leur leurs il elle ils
        elles se lui on nous vous tout tous toute toutes autre autres même peut doit sont fait selon lors
        ainsi après avant contre dès depuis vers chaque aucun aucune sauf cas article articles loi
        """
    ),
    number_labels=_words("article articles art. alinéa titre chapitre loi n° no page tableau figure"),
    definition_markers=(
        "on appelle",
        "est appelé",
        "est appelée",
        "sont appelés",
        "sont appelées",
        "est dit",
        "est dite",
        "sont dits",
        "sont dites",
        "désigne",
    ),
    number_words=_words(
        "trois quatre cinq six sept huit neuf dix douze quinze vingt trente quarante cinquante soixante"
    ),
    one_letter_words=_words("à a y"),
    true_statement=(
        "Quelle affirmation est exacte d'après le document ?",
        "D'après le document, laquelle de ces affirmations est vraie ?",
        "Laquelle de ces affirmations figure dans le document ?",
        "Quelle affirmation est conforme au document ?",
    ),
    document_says="Le document dit",
    not_stated="Il ne dit pas",
    but="mais",
    quote_open="« ",
    quote_close=" »",
    # the Senate is part of Parliament; France is the Republic
    overlapping=(frozenset({"sénat", "parle"}), frozenset({"franc", "répub"})),
    and_word="et",
    copulas=("est", "sont"),
    negation="pas",
    declaration_openers=("soit", "soient"),
    subject_pronouns=_words("il elle ils elles"),
    conclusion_words=_words("donc outre toutefois cependant également"),
    definite_or_indefinite=_words("le la les un une des"),
    leaning_openings=(
        "aux mêmes fins",
        "de même",
        "dans ce cas",
        "dans ces cas",
        "en outre",
        "par ailleurs",
        "de plus",
    ),
    generic_nouns=_words(
        "condition conditions disposition dispositions fonction fonctions membre membres mesure mesures"
        " formation manière façon partie parties ensemble nombre objet effet lieu moment fois cadre matière"
        " domaine modalités personne personnes chose choses élément éléments question questions"
    ),
    ordinal_ending="ième",
    months=_words("janvier février mars avril mai juin juillet août septembre octobre novembre décembre"),
    ordinals=(
        _words("premier second deuxième troisième quatrième cinquième sixième dernier"),
        _words("première seconde deuxième troisième quatrième cinquième sixième dernière"),
    ),
)

GERMAN = Language(
    code="de",
    name="German",
    abbreviations=_words(
        "z.b. d.h. u.a. bzw. vgl. s. nr. ca. usw. etc. dr. prof. bsp. ggf. evtl. inkl. insb. sog. abb. def."
        " kap. bem. bzgl. bzw. vgl. z. b. d. h. u. a."
    ),
    dangling_openers=_words(
        "dies diese dieser dieses diesem diesen er sie es ihr ihre ihrem ihren sein seine seinem seinen"
        " dann daher damit dabei dafür dazu somit also aber und oder denn außerdem hier dort auch jedoch"
        " ebenso ebenfalls zudem deshalb deswegen folglich trotzdem dennoch"
    ),
    pointers=_words(
        "oben unten obige obigen folgende folgenden folgendes tabelle vorherigen skizze seite abb"
        " diesen diesem"
    ),
    # "Abbildung 3" is a figure; "eine stetige Abbildung" a map, the word of the mathematics itself
    pointer_phrases=(re.compile(r"\babbildung\s+\d"),),
    instruction_openers=_words(
        "definieren zeigen beweisen bestimmen berechnen betrachte betrachten sei seien zeige beweise man"
    ),
    stopwords=_words(
        """
        der die das den dem des ein eine einer eines einem einen und oder zu in im ist sind war wird werden
        wurde mit von für auf an am aus bei nach nicht auch als wie so sich es er sie wir ihr man kann können
        muss gilt gibt sei seien hat haben dass wenn dann nur noch durch über unter zwischen jede jeder jedes
        alle mehr sehr diese dieser dieses heißt heißen
        """
    ),
    number_labels=_words(
        "satz definition lemma korollar bemerkung beispiel abschnitt kapitel seite s. aufgabe übung abbildung"
        " tabelle folgerung proposition theorem"
    ),
    definition_markers=("heißt", "heißen", "nennt man", "bezeichnet man", "wird als"),
    number_words=_words("drei vier fünf sechs sieben acht neun zehn zwölf zwanzig dreißig hundert"),
    one_letter_words=frozenset(),
    true_statement=(
        "Welche Aussage ist laut dem Dokument richtig?",
        "Welche dieser Aussagen trifft laut dem Dokument zu?",
        "Welche dieser Aussagen steht so im Dokument?",
        "Welche Aussage stimmt mit dem Dokument überein?",
    ),
    document_says="Das Dokument sagt",
    not_stated="Es sagt nicht",
    but="sondern",
    quote_open="„",
    quote_close="“",
    and_word="und",
    copulas=("ist", "sind"),
    negation="nicht",
    declaration_openers=("sei", "seien"),
    subject_pronouns=_words("er"),
    conclusion_words=_words("also folglich somit daher deshalb jedoch"),
    leaning_openings=("in diesem fall", "auf diese weise", "im gegensatz dazu"),
    definite_or_indefinite=_words("der die das den dem des ein eine einer eines einem einen"),
    generic_nouns=_words(
        "Art Weise Fall Falle Fälle Teil Teile Beispiel Beispiele Form Bereich Ergebnis Frage Fragen Seite"
        " Zeit Sache Dinge Ding Rolle Möglichkeit Punkt"
    ),
    months=_words("januar februar märz april mai juni juli august september oktober november dezember"),
    ordinals=(
        _words("erste zweite dritte vierte fünfte letzte"),
        _words("ersten zweiten dritten vierten fünften letzten"),
        _words("erster zweiter dritter vierter fünfter letzter"),
        _words("erstes zweites drittes viertes fünftes letztes"),
    ),
)

RUSSIAN = Language(
    code="ru",
    name="Russian",
    abbreviations=_words(
        "т. е. т.е. т.к. т.д. т.п. г. гг. см. др. им. ул. проф. руб. коп. стр. с. н. э. в. вв. напр. прим."
        " наст. доц. акад. тыс. млн."
    ),
    dangling_openers=_words(
        "это этот эта эти этого этой этих он она оно они его её ее их тот та те такой такая такие но и или"
        " а также поэтому здесь там однако кроме например следовательно затем тогда"
    ),
    pointers=_words("выше ниже следующий следующая следующие следующих указанный указанные рисунок таблица"),
    instruction_openers=_words("укажите опишите объясните назовите приведите сравните"),
    stopwords=_words(
        """
        и в во не на с со что как по к ко из у за от до о об а но или же бы ли для при без под над это был
        была были быть есть его её их он она они мы вы также может должен должна должны которые который
        которая которое если то так все всех более чем после только года год лет работы работа работе
        """
    ),
    number_labels=_words(
        "п. пункт пункта ст. статья статьи раздел раздела глава стр. с. рис. таблица приложение №"
    ),
    definition_markers=("называется", "называются", "называют", "является", "являются"),
    number_words=_words("одного двух трёх трех четырёх четырех пяти шести семи восьми десяти"),
    one_letter_words=_words("в с к о у и я а"),
    true_statement=(
        "Какое утверждение верно согласно документу?",
        "Какое из этих утверждений соответствует документу?",
        "Какое из этих утверждений содержится в документе?",
        "Какое утверждение согласуется с документом?",
    ),
    document_says="В документе сказано",
    not_stated="В нём не сказано",
    but="а",
    quote_open="«",
    quote_close="»",
    overlapping=(frozenset({"русск", "совет"}),),
    and_word="и",
    declaration_openers=("пусть",),
    subject_pronouns=_words("он она оно они"),
    conclusion_words=_words("следовательно значит однако"),
    leaning_openings=("в этом случае", "кроме того", "при этом", "в то же время"),
    generic_nouns=_words(
        "вид виде часть части случае случай случаях образом порядке порядок условия условиях форме форма"
        " вопрос вопросы вопросов средства средств целом мере"
    ),
    months=_words("января февраля марта апреля мая июня июля августа сентября октября ноября декабря"),
    ordinals=(
        _words("первого второго третьего четвёртого пятого последнего"),
        _words("первой третьей четвёртой пятой последней"),
        _words("первый третий четвёртый пятый последний"),
        _words("первая вторая третья четвёртая пятая последняя"),
    ),
    singular_number_words=_words("одного одной"),
)

HEBREW = Language(
    code="he",
    name="Hebrew",
    abbreviations=frozenset(),
    dangling_openers=_words(
        "זה זו זאת אלה אלו הוא היא הם הן לכן אבל או גם כמו כלומר לדוגמה למשל שאר בנוסף ולכן אולם ואילו"
    ),
    pointers=_words("לעיל להלן הבא הבאה הבאים הבאות בטבלה בגרף באיור לכך זה זו אלו אלה"),
    instruction_openers=_words("ציינו השלימו הסבירו תארו כתבו בנו הציעו שרטטו חשבו קבעו נסחו הסיקו ענו"),
    stopwords=_words(
        """
        של את על עם אל כי אם לא גם או הוא היא הם הן זה זו זאת אלה יש אין כל כך מה מי אשר בין לפי כמו עד
        רק יותר פחות ידי כדי אחד אחת שני שתי נכון אופן באופן בלתי הבלתי ערכי סוגי השני השנייה כלומר למשל
        לדוגמה צריך צריכה צריכים יכול יכולה יכולים עושים מאוד שלנו שלהם אותו אותה אותם כאשר בזמן לאחר לפני
        אחרי תוך היא הוא שהוא שהיא שלה שלו כלל בכל לכל כמה
        """
    ),
    number_labels=_words("סעיף שאלה עמוד טבלה איור פרק"),
    definition_markers=("נקרא", "נקראת", "נקראים", "נקראות", "מכונה", "מוגדר"),
    number_words=frozenset(),
    one_letter_words=frozenset(),
    true_statement=(
        "איזו טענה נכונה לפי המסמך?",
        "איזו מהטענות הבאות מופיעה במסמך?",
        "איזו טענה תואמת את המסמך?",
        "לפי המסמך, איזו מהטענות נכונה?",
    ),
    document_says="במסמך נאמר",
    not_stated="לא נאמר בו",
    but="אלא",
    quote_open='"',
    quote_close='"',
    cased=False,
    generic_nouns=_words("הדרך האופן החלק הצורה הסוג האפשרות המקרה הדבר הדברים"),
    leaning_openings=("כמו כן", "עם זאת", "בנוסף לכך", "יתר על כן"),
)

# the value of each number written in words that the languages above list, to offer near numbers ("sur
# quatre": trois, cinq) rather than far ones ("sur quarante")
NUMBER_VALUES = {
    word: value
    for words, value in (
        ("trois drei трёх трех", 3),
        ("quatre vier четырёх четырех", 4),
        ("cinq fünf пяти", 5),
        ("six sechs шести", 6),
        ("sept sieben семи", 7),
        ("huit acht восьми", 8),
        ("neuf neun", 9),
        ("dix zehn десяти", 10),
        ("douze zwölf", 12),
        ("quinze", 15),
        ("vingt zwanzig", 20),
        ("trente dreißig", 30),
        ("quarante", 40),
        ("cinquante", 50),
        ("soixante", 60),
        ("hundert", 100),
        ("одного одной", 1),
        ("двух", 2),
    )
    for word in words.split()
}

# the rank of the ordinals above by the start of the word, the last one next to the first few: "la première
# assemblée saisie" gets "seconde", "dernière", "troisième", never "sixième"
ORDINAL_RANKS = (
    ("prem", 1.0),
    ("sec", 2.0),
    ("deux", 2.0),
    ("trois", 3.0),
    ("quat", 4.0),
    ("cinq", 5.0),
    ("six", 6.0),
    ("dern", 2.5),
    ("erst", 1.0),
    ("zweit", 2.0),
    ("dritt", 3.0),
    ("viert", 4.0),
    ("fünft", 5.0),
    ("letzt", 2.5),
    ("перв", 1.0),
    ("втор", 2.0),
    ("трет", 3.0),
    ("четв", 4.0),
    ("пят", 5.0),
    ("послед", 2.5),
)

LANGUAGES = {language.code: language for language in (ENGLISH, FRENCH, GERMAN, RUSSIAN, HEBREW)}

_MARKERS = {
    "en": lexicon.word_set("the of and to is that for it with be by are this which from have has"),
    "fr": _words("le la les des du et est une dans pour qui que sur par sont aux au ne pas"),
    "de": _words("der die das und ist nicht ein eine zu den mit von sich dem des wird sind auf für"),
}
_SCRIPT_NAMES = {"cyrillic": "ru", "hebrew": "he"}
_WORD = re.compile(r"[^\W\d_]+")


def script_of(char: str) -> str:
    if "\u0400" <= char <= "\u04ff":
        return "cyrillic"
    if "\u0590" <= char <= "\u05ff":
        return "hebrew"
    if char.isascii() or "\u00c0" <= char <= "\u024f":
        return "latin"
    if "\u3040" <= char <= "\u30ff" or "\u4e00" <= char <= "\u9fff":
        return "japanese or chinese"
    if "\u0600" <= char <= "\u06ff":
        return "arabic"
    if "\u0370" <= char <= "\u03ff":
        return "greek"
    return "other"


def detect(text: str) -> str:
    """The code of the document's language ("en", "fr", "de", "ru", "he"), or the name of the script or
    language it is written in when the generator cannot serve it ("japanese or chinese", "latin")."""
    scripts = Counter(script_of(char) for char in text if char.isalpha())
    if not scripts:
        return "latin"
    script, count = scripts.most_common(1)[0]
    if script != "latin" or count < 0.6 * sum(scripts.values()):
        return _SCRIPT_NAMES.get(script, script)
    words = [word.lower() for word in _WORD.findall(text)]
    shares = {
        code: sum(word in markers for word in words) / max(len(words), 1)
        for code, markers in _MARKERS.items()
    }
    code, share = max(shares.items(), key=lambda pair: pair[1])
    return code if share >= 0.08 else "latin"
