"""The label catalogue: every user-facing string, in English and German, looked up by key; plural forms;
numbers, percentages and times written the way each language writes them; a checker for language slips.

Plural labels hold their forms separated by ``|``: ``"one|other"`` or ``"zero|one|other"``, e.g.
``{"en": "{n} card|{n} cards", "de": "{n} Karte|{n} Karten"}``; ``tn(key, n, lang)`` picks the form and
writes ``n`` with ``fmt_num``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from numbers import Real

from .errors import InvalidInput
from .validate import check_float, check_int, check_items, check_lang, short_repr

LANGUAGES = ("en", "de")
MAX_SEAT = 99  # seat numbers count from 0 (a game has a handful of players)
MAX_LISTED = 100  # words one sentence lists ("A, B and C"; real lists: a handful)
MAX_DIGITS = 15  # decimals a number is rounded to for display (a float carries about 15 significant digits)

_CATALOGUE: dict[str, dict[str, str]] = {}


def register(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Add labels (key -> {'en': ..., 'de': ...}) to the catalogue; a key may be registered once."""
    if not isinstance(entries, Mapping):
        raise InvalidInput(f"register: entries must map label keys to {{'en': ..., 'de': ...}}, not "
                           f"{short_repr(entries)}")
    for key, texts in entries.items():
        if not isinstance(key, str) or not isinstance(texts, Mapping) or "en" not in texts or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in texts.items()):
            raise InvalidInput(f"register: label {short_repr(key)} must be a text key with texts "
                               f"{{'en': ..., 'de': ...}}, not {short_repr(texts)}")
        if key in _CATALOGUE and dict(texts) != _CATALOGUE[key]:
            raise InvalidInput(f"label {key!r} registered twice with different texts")
        _CATALOGUE[key] = dict(texts)


def t(key: str, lang: str = "en", **fmt: object) -> str:
    """Return the label for ``key`` in ``lang`` (English if missing), formatted with ``fmt``."""
    text = _text(key, lang)
    return _format(key, text, fmt) if fmt else text


def _entry(key: object) -> dict[str, str] | None:
    """Return the texts of ``key``: its own, else those of the shared label ``ui.<rest>`` for a key ``<ns>.<rest>``
    (a game's family of labels, such as ``<game>.bot.<name>``, says a shared text once: ``ui.bot.random``)."""
    if not isinstance(key, str):
        return None
    texts = _CATALOGUE.get(key)
    if texts is None and "." in key:
        texts = _CATALOGUE.get("ui." + key.split(".", 1)[1])
    return texts


def _text(key: object, lang: object) -> str:
    """Return the catalogue's text of ``key`` in ``lang`` (English if missing); raise InvalidInput."""
    texts = _entry(key)
    if texts is None:
        raise InvalidInput(f"no label {short_repr(key)} in the catalogue")
    if not isinstance(lang, str):
        raise InvalidInput(f"lang must be a language code ('en' or 'de'), not {short_repr(lang)}")
    return texts.get(lang) or texts["en"]


def _format(key: str, text: str, fmt: Mapping[str, object]) -> str:
    """Return a label's text with its fields filled in; raise InvalidInput naming a missing or wrong field."""
    try:
        return text.format(**fmt)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError) as exc:
        raise InvalidInput(f"label {key!r} cannot be filled in with {short_repr(sorted(fmt), 120)}: "
                           f"{type(exc).__name__} {short_repr(str(exc))}") from None


def tn(key: str, n: int, lang: str = "en", **fmt: object) -> str:
    """Return the plural label for ``key`` with the form for count ``n`` (``{n}`` is filled in for you)."""
    forms = _text(key, lang).split("|")
    if isinstance(n, bool) or not isinstance(n, Real):
        raise InvalidInput(f"tn: n must be a number (the count), not {short_repr(n)}")
    if len(forms) == 3:
        text = forms[0] if n == 0 else forms[1] if n == 1 else forms[2]
    elif len(forms) == 2:
        text = forms[0] if n == 1 else forms[1]
    else:
        text = forms[0]
    return _format(key, text, {"n": fmt_num(n, lang), **fmt})


_NNBSP = "\u202f"  # narrow no-break space: groups thousands in German and keeps "34,6 %" on one line


def as_printed(x: float) -> Fraction:
    """Return a finite float as the decimal it prints as (12 significant digits: 0.145, not the float a hair below)."""
    return Fraction(Decimal(format(check_float(x, "x"), ".12g")))


def school_round(x: float | int | Fraction, digits: int = 0) -> Fraction:
    """Return ``x`` rounded to ``digits`` decimals the way school rounds: a 5 rounds up (away from zero).

    Fractions are rounded exactly (5/16 = 0.3125 -> 0.313); a float is first read as the decimal it prints as
    (12 significant digits), so 0.145 rounds to 0.15 although the float is a hair below it. Every number bugkit
    shows goes through here (``fmt_num``, ``fmt_pct``); Python's ``round`` (half to even) is never used for display.
    """
    digits = check_int(digits, "digits", -MAX_DIGITS, MAX_DIGITS)
    q = as_printed(x) if isinstance(x, float) else _fraction(x, "school_round: x")  # (both refuse NaN, infinity)
    scale = Fraction(10) ** digits
    n = math.floor(abs(q) * scale + Fraction(1, 2))
    return (n if q >= 0 else -n) / scale


def _fraction(x: object, name: str) -> Fraction:
    """Return a (finite) number as an exact Fraction; raise InvalidInput for anything else (a text too)."""
    if not isinstance(x, (Real, Decimal)):
        raise InvalidInput(f"{name} must be a number, not {short_repr(x)}")
    try:
        return Fraction(x)  # type: ignore[arg-type]
    except (ValueError, OverflowError, TypeError):  # nan and infinities of numpy or Decimal
        raise InvalidInput(f"{name} must be a finite number, not {short_repr(x)}") from None


def _check_number(x: object, name: str) -> None:
    """Raise InvalidInput unless ``x`` is a real number (numpy's and Decimal too; not a text)."""
    if not isinstance(x, (Real, Decimal)):
        raise InvalidInput(f"{name} must be a number, not {short_repr(x)}")


def _check_lang(lang: object) -> None:
    """Raise InvalidInput unless ``lang`` is a text (an unknown code is written the English way)."""
    if not isinstance(lang, str):
        raise InvalidInput(f"lang must be a language code ('en' or 'de'), not {short_repr(lang)}")


def fmt_num(x: float | int | Fraction, lang: str = "en", digits: int | None = None) -> str:
    """Return ``x`` written for ``lang``, rounded the school way (``school_round``): a decimal comma in German;
    ``digits`` decimals (None: as few as needed, at most 3). Whole numbers of 10,000 and more are grouped in threes
    ("12,345" / "12 345")."""
    _check_number(x, "fmt_num: x")
    _check_lang(lang)
    if digits is not None:
        digits = check_int(digits, "digits", -MAX_DIGITS, MAX_DIGITS)
    if isinstance(x, bool):
        x = int(x)
    if isinstance(x, float) and (math.isnan(x) or math.isinf(x)):
        return str(x)
    if not isinstance(x, (int, float, Fraction)):
        x = float(x)  # numpy numbers
    rounded: int | Fraction
    if type(x) is int and not digits:  # a whole number with no decimals asked for: nothing to round (a log's counts)
        rounded, places, whole_part, frac_part = x, 0, abs(x), 0
    else:
        rounded = school_round(x, 3 if digits is None else digits)
        places = 3 if digits is None else max(digits, 0)
        whole_part, frac_part = divmod(int(abs(rounded) * 10**places), 10**places)
    frac = str(frac_part).rjust(places, "0") if places else ""
    if digits is None:
        frac = frac.rstrip("0")
    whole = str(whole_part)
    if len(whole) >= 5:
        sep = "," if lang == "en" else _NNBSP
        whole = f"{whole_part:,}".replace(",", sep)
    sign = "-" if rounded < 0 else ""
    point = "," if lang == "de" else "."
    return sign + whole + (point + frac if frac else "")


def fmt_pct(p: float | Fraction, lang: str = "en", digits: int = 1) -> str:
    """Return the share ``p`` (0..1) as a percentage, rounded the school way: "34.6%" in English, "34,6 %" in
    German (5/16 -> "31.3%", 1/8 with no decimals -> "13%"). Impossible and certain are whole ("0%", "100%"); a
    share that is neither but rounds to one of them says so ("under 0.1%", "over 99.9%"), never "0.0%". ``digits``:
    0 to MAX_DIGITS decimals."""
    _check_number(p, "fmt_pct: p")
    digits = check_int(digits, "digits (decimals of a percentage)", 0, MAX_DIGITS)
    value = p * 100 if isinstance(p, (Fraction, int)) else float(p) * 100
    if p == 0 or p == 1:
        digits = 0
    elif 0 < p < 1 and (rounded := school_round(value, digits)) in (0, 100):
        step = Fraction(10) ** -digits  # the smallest step shown: 0.1 with one decimal
        key, edge = ("fmt.under", step) if rounded == 0 else ("fmt.over", 100 - step)
        return t(key, lang, n=fmt_pct(edge / 100, lang, digits))
    number = fmt_num(value, lang, digits)
    return f"{number}{_NNBSP}%" if lang == "de" else f"{number}%"


def fmt_points(diff: float | Fraction, lang: str = "en", digits: int | None = 1) -> str:
    """Return a difference of two shares in percentage points, rounded the school way: 0.05 -> "5.0 percentage
    points" / "5,0 Prozentpunkte" (a difference of percentages is never written with "%")."""
    _check_number(diff, "fmt_points: diff")
    number = fmt_num(diff * 100 if isinstance(diff, (Fraction, int)) else float(diff) * 100, lang, digits)
    return t("fmt.point" if number.lstrip("-−") == "1" else "fmt.points", lang, n=number)  # "1 percentage point"


def fmt_seconds(seconds: float, lang: str = "en", digits: int = 1) -> str:
    """Return a time in seconds: "3.0 s" / "3,0 s"."""
    return f"{fmt_num(seconds, lang, digits)}\u00a0s"


def fmt_frac(p: Fraction | int, lang: str = "en") -> str:
    """Return a fraction as children write it: "3/8" (whole numbers without a denominator)."""
    q = _fraction(p, "fmt_frac: p")
    _check_lang(lang)
    return fmt_num(q.numerator, lang) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def fmt_share(p: Fraction | int, lang: str = "en", digits: int = 1) -> str:
    """Return a share as its fraction and its percentage, joined by "=" where the percentage is exact and by "≈"
    where it is rounded: "1/4 = 25.0%", "5/16 ≈ 31.3%" (``fmt_frac``, ``fmt_pct``)."""
    q = _fraction(p, "fmt_share: p")
    percent = fmt_pct(q, lang, digits)  # (which checks digits)
    exact = (q * 100 * 10 ** digits).denominator == 1 and percent[:1].isdigit()  # not "under 0.1%"
    return f"{fmt_frac(q, lang)} {'=' if exact else '≈'} {percent}"


# What a German reader must never see in a German board, and the reverse (checked by the rendering tests).
_ENGLISH_WORDS = ("the", "and", "or", "of", "to", "is", "not", "player", "players", "card", "cards", "dice",
                  "roll", "rolls", "turn", "space", "score", "seed", "winner", "allowed", "legal", "odds", "random",
                  "greedy", "planner", "memory", "forgetful", "heuristic", "threshold", "easy", "hard", "points")
_GERMAN_WORDS = ("und", "oder", "der", "das", "ist", "nicht", "spieler", "karte", "karten", "würfel", "würfeln",
                 "zug", "runde", "punkte", "punkt", "gewonnen", "dran", "neues", "spiel", "erlaubt", "wirf", "würfle")
_GERMAN_PLURAL_NOUNS = ("Punkte", "Karten", "Trostkarten", "Würfe", "Wiederholungswürfe", "Züge", "Wanzen",
                        "Babywanzen", "Sekunden", "Plätze", "Parkplätze", "Runden", "Aufgaben", "Asseln", "Mitglieder",
                        "Chips", "Strafkarten", "Fehler", "Spielerinnen")


# a count of one before a noun: "1" alone, not the end of a longer number ("11", "2,1") or of a list of dice ("Bad
# dreckig 1 1", then a card row's heading "Mitglieder": a text read from a board runs its parts together)
_ONE = r"(?<![\d,.])(?<!\d )\b1 "


def language_problems(text: str, lang: str, allow: Iterable[str] = ()) -> list[str]:
    """Return the slips a reader of ``lang`` would notice in ``text`` (empty if none): words of the other language,
    decimal points in German numbers, "(n)" makeshifts, "1 Karten"-style plurals, English genitives after names.
    ``allow`` lists words that are right here although they look foreign (names from the box, card titles)."""
    if not isinstance(text, str):
        raise InvalidInput(f"language_problems: text must be a text, not {short_repr(text)}")
    _check_lang(lang)
    if isinstance(allow, (str, bytes, Mapping)) or not isinstance(allow, Iterable):
        raise InvalidInput(f"language_problems: allow must be a list of words, not {short_repr(allow)}")
    words_allowed = list(allow)
    if not all(isinstance(w, str) for w in words_allowed):
        raise InvalidInput(f"language_problems: allow must be a list of words (texts), not {short_repr(allow)}")
    allowed = {w.lower() for w in words_allowed}
    text = re.sub(r"\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}", " ", text)  # format fields are no words
    words = re.findall(r"[A-Za-zÄÖÜäöüß]+", text)
    problems: list[str] = []
    foreign = _ENGLISH_WORDS if lang == "de" else _GERMAN_WORDS
    problems += [f"word {w!r} of the other language" for w in words
                 if w.lower() in foreign and w.lower() not in allowed]
    if lang == "de":
        problems += [f"decimal point in {m!r}" for m in re.findall(r"\d\.\d", text)]
        problems += [f"number written {m!r} (German writes a space before %)" for m in re.findall(r"\d%", text)]
        problems += [f"makeshift plural {m!r}" for m in re.findall(r"\w\((?:n|en|e|s|er)\)", text)]
        problems += [f"singular count with plural noun {m!r}"
                     for m in re.findall(_ONE + "(?:" + "|".join(_GERMAN_PLURAL_NOUNS) + r")\b", text)]
        problems += [f"English genitive {m!r}" for m in re.findall(r"\b(?:Spieler|Platz|Bot|Kakerlake) \d+s\b", text)]
    else:
        problems += [f"makeshift plural {m!r}" for m in re.findall(r"\w\(s\)", text)]
        problems += [f"singular count with plural noun {m!r}"
                     for m in re.findall(_ONE + r"(?:points|cards|dice rolls|moves|bugs|seconds|tiles)\b", text)]
    return problems


def missing_translations() -> list[tuple[str, str]]:
    """Return (key, language) pairs that have no text; a test keeps this empty."""
    return [(k, lang) for k, texts in _CATALOGUE.items() for lang in LANGUAGES if not texts.get(lang)]


def known(key: str) -> bool:
    """Return True if ``key`` is in the catalogue (its own text or the shared ``ui.<rest>`` one)."""
    return _entry(key) is not None


def keys() -> list[str]:
    """Return every registered label key."""
    return sorted(_CATALOGUE)


def player_name(i: int, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return the name of seat ``i`` as every board and log writes it: "Player 1" / "Spieler 1" (seats count from 0,
    people from 1), or ``names[i]`` when a board names its seats itself (``Board.player_names``: a child's nickname
    at a shared table); raise InvalidInput for a bad seat or a ``names`` that is not a list of texts naming it."""
    i = check_int(i, "i (a seat number)", 0, MAX_SEAT)
    lang = check_lang(lang)
    if names is None:
        return t("ui.player", lang, n=i + 1)
    given = check_items(names, "names (one per seat)", MAX_SEAT + 1, i + 1)
    if not all(isinstance(name, str) and name for name in given):
        raise InvalidInput(f"names must be non-empty texts, one per seat, not {short_repr(names)}")
    return str(given[i])


def and_list(words: Sequence[str], lang: str = "en") -> str:
    """Return words listed as a sentence lists them: "A", "A and B", "A, B and C" ("A, B und C" in German; "" for
    none); raise InvalidInput unless ``words`` is a list of texts."""
    items = check_items(words, "words", MAX_LISTED)
    if not all(isinstance(w, str) for w in items):
        raise InvalidInput(f"and_list: words must be texts, not {short_repr(words)}")
    texts: list[str] = items
    lang = check_lang(lang)
    if len(texts) <= 1:
        return "".join(texts)
    return ", ".join(texts[:-1]) + t("ui.and.join", lang) + texts[-1]


def winners_text(winners: Sequence[int], lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Return the line that ends a game: "Game over. The winner: Player 1." / "Game over. The winners: Player 1 and
    Player 3." (``player_name``, with ``names`` as it takes them; ``and_list``); raise InvalidInput unless
    ``winners`` is a list of one or more seats, each once."""
    seats = check_items(winners, "winners", MAX_SEAT + 1, 1)
    lang = check_lang(lang)
    names_ = [player_name(i, lang, names) for i in seats]  # (checks each seat)
    if len({int(i) for i in seats}) != len(seats):
        raise InvalidInput(f"winners names each seat once, not {short_repr(seats)}")
    return tn("ui.winners", len(seats), lang, names=and_list(names_, lang))


register({
    "lang.name": {"en": "Language", "de": "Sprache"},
    "ui.new_game": {"en": "New game", "de": "Neues Spiel"},
    "ui.seed": {"en": "Game number", "de": "Spielnummer"},
    "ui.players": {"en": "Players", "de": "Spieler"},
    "ui.variant": {"en": "Variant", "de": "Variante"},
    "ui.seat": {"en": "Seat {n}", "de": "Platz {n}"},
    "ui.human": {"en": "Human", "de": "Mensch"},
    "ui.player": {"en": "Player {n}", "de": "Spieler {n}"},
    "ui.bot_step": {"en": "Bot: next step", "de": "Bot: nächster Schritt"},
    "ui.bot_turn": {"en": "Bots: play until my turn", "de": "Bots: spielen bis ich dran bin"},
    "ui.log": {"en": "What happened", "de": "Was passiert ist"},
    "ui.error": {"en": "Not allowed: {msg}", "de": "Nicht erlaubt: {msg}"},
    "ui.hint": {"en": "Hint", "de": "Tipp"},
    "fmt.points": {"en": "{n} percentage points", "de": "{n} Prozentpunkte"},
    "fmt.point": {"en": "{n} percentage point", "de": "{n} Prozentpunkt"},
    "fmt.under": {"en": "under {n}", "de": "unter {n}"},
    "fmt.over": {"en": "over {n}", "de": "über {n}"},
    "ui.and.join": {"en": " and ", "de": " und "},
    "ui.animation": {"en": "Animation", "de": "Animation"},
    "ui.bot.random": {"en": "Random bot", "de": "Zufalls-Bot"},
    "ui.class_dice": {"en": "Our class's dice", "de": "Die Würfel unserer Klasse"},
    # a colour's name on its own ("grün"); before a noun German inflects it: voll_verasselt.adj.<colour> ("grüne")
    "ui.colour.green": {"en": "green", "de": "grün"},
    "ui.colour.yellow": {"en": "yellow", "de": "gelb"},
    "ui.computer_rolls": {"en": "computer (as many rolls)", "de": "Computer (gleich viele Würfe)"},
    "ui.ev.roll": {"en": "{name} rolls {dice}.", "de": "{name} würfelt {dice}."},
    "ui.exact_chance": {"en": "exact chance", "de": "genaue Wahrscheinlichkeit"},
    "ui.howto.title": {"en": "How to play", "de": "So geht’s"},
    "ui.none": {"en": "none", "de": "keine"},
    "ui.oops": {"en": "That did not work. The board is unchanged.",
                "de": "Das hat nicht geklappt. Das Spielfeld ist unverändert."},
    "ui.our_class": {"en": "our class", "de": "unsere Klasse"},
    "ui.our_group": {"en": "our group", "de": "unsere Gruppe"},
    "ui.phase.roll": {"en": "{name}: roll the dice!", "de": "{name}: Würfle!"},
    "ui.points": {"en": "{n} point|{n} points", "de": "{n} Punkt|{n} Punkte"},
    "ui.cards": {"en": "no cards|{n} card|{n} cards", "de": "keine Karte|{n} Karte|{n} Karten"},
    "ui.result": {"en": "result", "de": "Ergebnis"},
    "ui.right": {"en": "Right!", "de": "Richtig!"},
    "ui.roll": {"en": "Roll the dice", "de": "Würfeln"},
    "ui.show_odds": {"en": "Show the odds", "de": "Chancen zeigen"},
    "ui.stop": {"en": "Stop", "de": "Aufhören"},  # a button; advice says it in a sentence: voll_verasselt.advice.stop
    # whose turn it is, as a status; the log says it as a sentence: this text and a full stop (wuerfel_wg.labels)
    "ui.turn": {"en": "{name}'s turn", "de": "{name} ist dran"},
    "ui.winners": {"en": "Game over. The winner: {names}.|Game over. The winners: {names}.",
                   "de": "Das Spiel ist aus. Gewonnen hat {names}.|Das Spiel ist aus. Gewonnen haben {names}."},
    # a refusal's reason, after "Not allowed: "; the log's line when a game ends is e.g. wuerfel_wg.ev.end.hammock
    "core.refuse.over": {"en": "the game is over", "de": "Das Spiel ist schon aus."},
    "core.refuse.not_legal": {"en": "the rules do not allow this move now",
                              "de": "Die Regeln erlauben diesen Zug gerade nicht."},
    "core.refuse.impossible_outcome": {"en": "chance cannot bring {outcome} here",
                                       "de": "Der Zufall kann hier nicht „{outcome}“ bringen."},
    "core.refuse.not_chance": {"en": "no chance step is due now: a player decides",
                               "de": "Jetzt entscheidet ein Mensch oder Bot, nicht der Zufall."},
    "core.refuse.malformed": {"en": "that is not a move of this game",
                              "de": "Das ist kein Zug dieses Spiels."},
    "core.refuse.too_long": {"en": "a move is at most {hi} characters long",
                             "de": "Ein Zug ist höchstens {hi} Zeichen lang."},
    "core.refuse.not_text": {"en": "a move is a text", "de": "Ein Zug ist ein Text."},
})
