"""The one answer checker of bugkit: reads what a child types, in English or German, and judges it.

What it reads (``read_answer``; both languages' words are understood on either page):

- whole numbers and decimals with a point or a comma ("24", "0.375", "0,375", ".5"); thousands separators the
  page's language uses ("1,000" on an English page, "1.000" on a German one, "10 000" on both);
- fractions and mixed numbers ("3/8", "4 1/2" = 9/2, "4½"), unicode fractions ("½", "⅙", "¾");
- percentages with or without a space or as a word ("50%", "50 %", "50 percent", "50 Prozent");
- percentage points ("30.1 percentage points", "30,1 Prozentpunkte", "30.1 pp");
- words for simple shares: "half", "a half", "a quarter", "three quarters", "one third", "one in six", "1 in 6",
  "1 out of 6", "1 chance in 6"; "halb", "ein halb", "die Hälfte", "ein Viertel", "zwei Drittel", "1 von 6",
  "4 von 24", "1 aus 6", "eineinhalb";
- a word for "about" before the number and a full stop or "!" after it, as a child writes a guess ("ca. 30 %",
  "etwa 1/6", "rund 17 %", "about 50%.", "≈ 0.17"): read past, the number judged as typed.

The one tolerance (``TOLERANCE_RULE``, also printed in the teacher guide): an answer typed as a fraction or in
words must be exactly right; a rounded answer is right when it is the exact answer rounded the school way (a 5
rounds up) to the decimals the child typed, and it must be at least as precise as a whole percent. So for 1/24
(4.1666... %) "4 %", "4.2 %", "4.17 %", "0.04" and "0.042" are right, "5 %", "4.1 %" and "0.0" are not; for a
plain number (not a share) at least two significant digits are needed ("3.3" for 10/3, not "3").
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from ..core.errors import InvalidInput
from ..core.i18n import school_round
from ..core.validate import check_choice, check_lang, short_repr

MAX_ANSWER_CHARS = 60  # a longer text is not an answer (and never reaches Fraction())
MAX_DIGITS = 12  # digits in one number: "1e99999999" or "9" * 5000 never turn into a huge Fraction

TOLERANCE_RULE = {
    "en": "A fraction must be exactly right (any equal fraction counts: 2/12 for 1/6). A rounded answer counts "
          "when it is the exact answer rounded the school way (a 5 rounds up) to the decimals the child typed, at "
          "least to a whole percent: for 1/6 (16.66…%) 17%, 16.7% and 0.17 are right, 16% and 0.2 are not. "
          "A count must be exact; other numbers may be rounded to at least two digits (3.3 for 10/3, not 3).",
    "de": "Ein Bruch muss genau stimmen (jeder gleichwertige Bruch zählt: 2/12 für 1/6). Eine gerundete Antwort "
          "zählt, wenn sie die genaue Antwort ist, auf so viele Nachkommastellen gerundet, wie das Kind "
          "geschrieben hat (ab 5 wird aufgerundet), mindestens auf ganze Prozent: Für 1/6 (16,66… %) sind 17 %, "
          "16,7 % und 0,17 richtig, 16 % und 0,2 nicht. "
          "Eine Anzahl muss genau stimmen; andere Zahlen dürfen auf mindestens zwei Ziffern gerundet sein "
          "(3,3 für 10/3, nicht 3).",
}

_UNICODE_FRACTIONS = {"½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5",
                      "⅗": "3/5", "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅐": "1/7", "⅛": "1/8", "⅜": "3/8",
                      "⅝": "5/8", "⅞": "7/8", "⅑": "1/9", "⅒": "1/10"}
_SPACES = re.compile(r"[\s\u00a0\u202f\u2009\u2007]+")
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "hundred": 100, "a hundred": 100,
    "ein": 1, "eine": 1, "eins": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6,
    "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwölf": 12, "zwanzig": 20, "hundert": 100,
    "einhundert": 100,
}
_PARTS = {  # words for "one n-th" and its plural
    2: ("half", "halves", "halb", "halbe", "halbes", "hälfte"),
    3: ("third", "thirds", "drittel"), 4: ("quarter", "quarters", "fourth", "fourths", "viertel"),
    5: ("fifth", "fifths", "fünftel"), 6: ("sixth", "sixths", "sechstel"), 7: ("seventh", "sevenths", "siebtel"),
    8: ("eighth", "eighths", "achtel"), 9: ("ninth", "ninths", "neuntel"), 10: ("tenth", "tenths", "zehntel"),
    12: ("twelfth", "twelfths", "zwölftel"), 100: ("hundredth", "hundredths", "hundertstel"),
}
_PART_OF = {word: den for den, names in _PARTS.items() for word in names}
_WORD = "|".join(sorted((re.escape(w) for w in _NUMBER_WORDS), key=len, reverse=True))
_PART = "|".join(sorted((re.escape(w) for w in _PART_OF), key=len, reverse=True))
_POINTS = re.compile(r"\s*(?:percentage\s*points?|percent\s*points?|prozentpunkte?|pp|%\s*-?\s*punkte?)$")
_PERCENT = re.compile(r"\s*(?:%|percent|per\s*cent|prozent|pct)$")
_ABOUT = re.compile(r"^(?:ca\.?|circa|zirka|etwa|ungefähr|rund|about|around|roughly|approx\.?|approximately|≈|~|∼)"
                    r"(?:\s+|(?<=[.≈~∼]))")
_END = re.compile(r"\s*[.!]+$")  # a sentence's end after the answer ("50 %.")
_OUT_OF = re.compile(r"^(?P<a>\S+)\s+(?:chances?\s+)?(?:in|out\s+of|of|von|aus)\s+(?P<b>\S+)$")


@dataclass(frozen=True)
class Reading:
    """What a typed answer says: its number (before any % division), its unit, and how precisely it was written.

    ``decimals`` is None for an exact answer (a whole number, fraction or words), else the decimals typed
    (0 for "17 %"); ``significant`` counts the digits typed without leading zeros.
    """

    value: Fraction
    unit: str  # "", "%" (percent) or "pp" (percentage points)
    decimals: int | None
    significant: int
    whole: bool  # typed as a whole number ("24", "17 %")

    @property
    def share(self) -> Fraction:
        """Return the number as a share: 50 % -> 1/2; a number without a unit as it is."""
        return self.value / 100 if self.unit == "%" else self.value


def _plain_number(token: str, lang: str) -> tuple[Fraction, int | None, int] | None:
    """Return (value, decimals typed or None for a whole number, significant digits) of one number token."""
    if lang == "de":
        grouped = re.fullmatch(r"([1-9]\d{0,2}(?:\.\d{3})+|[1-9]\d{0,2}(?: \d{3})+)(?:,(\d+))?", token)
        plain = re.fullmatch(r"(\d*)[.,](\d+)|(\d+)", token)
    else:
        grouped = re.fullmatch(r"([1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,2}(?: \d{3})+)(?:\.(\d+))?", token)
        plain = re.fullmatch(r"(\d*)[.,](\d+)|(\d+)", token)
    if grouped:
        whole, frac = re.sub(r"[., ]", "", grouped.group(1)), grouped.group(2) or ""
    elif plain:
        whole, frac = (plain.group(3), "") if plain.group(3) is not None else (plain.group(1) or "0",
                                                                                plain.group(2))
    else:
        return None
    if len(whole) + len(frac) > MAX_DIGITS:
        return None
    value = Fraction(int(whole + frac), 10 ** len(frac))
    significant = len((whole + frac).lstrip("0"))
    return value, (len(frac) if frac else None), significant


def _count(word: str) -> int | None:
    """Return a small whole number written in digits or as a word ("six", "sechs"), or None."""
    if re.fullmatch(r"\d{1,6}", word):
        return int(word)
    return _NUMBER_WORDS.get(word)


def _words(s: str) -> Fraction | None:
    """Return the share a phrase in words says ("a quarter", "one in six", "4 von 24", "eineinhalb"), or None."""
    s = re.sub(r"^(?:the|die|der|das)\s+", "", s)
    if s in ("half", "halb", "hälfte", "halbe", "halbes"):
        return Fraction(1, 2)
    if s in ("eineinhalb", "anderthalb", "one and a half"):
        return Fraction(3, 2)
    found = re.fullmatch(r"(?P<n>" + _WORD + r"|\d{1,6})\s*(?P<part>" + _PART + r")", s)
    if found:
        n = _count(found.group("n"))
        return None if n is None else Fraction(n, _PART_OF[found.group("part")])
    found = _OUT_OF.fullmatch(s)
    if found:
        a, b = _count(found.group("a")), _count(found.group("b"))
        return None if a is None or not b else Fraction(a, b)
    found = re.fullmatch(r"(?P<whole>" + _WORD + r"|\d{1,6})\s*(?:and|und)\s*(?:a\s+|ein\s+)?(?P<part>" + _PART
                         + r")", s)
    if found:
        n = _count(found.group("whole"))
        return None if n is None else n + Fraction(1, _PART_OF[found.group("part")])
    found = re.fullmatch(r"(?P<whole>zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)einhalb", s)
    if found:
        return _NUMBER_WORDS[found.group("whole")] + Fraction(1, 2)
    return None


def _typed(text: object) -> str | None:
    """Return ``text`` as a plain ``str`` (a text subclass's own methods never run), or None if it is no text or
    longer than MAX_ANSWER_CHARS."""
    if not isinstance(text, str):
        return None
    plain = str.__str__(text)  # (an exact str: a subclass's strip, lower or __eq__ is not called)
    return plain if len(plain) <= MAX_ANSWER_CHARS else None


def read_answer(text: object, lang: str = "en") -> Reading | None:
    """Return what a child's typed answer says (``Reading``), or None if it is not a number this checker reads;
    raise InvalidInput if ``lang`` is not a language of the project ("en" or "de")."""
    lang = check_lang(lang)
    typed = _typed(text)
    if typed is None:
        return None
    s = typed.strip().lower()
    for char, fraction in _UNICODE_FRACTIONS.items():
        s = s.replace(char, f" {fraction}")
    s = _SPACES.sub(" ", s.replace("⁄", "/").replace("∕", "/").replace("−", "-").replace("–", "-")).strip()
    s = _ABOUT.sub("", _END.sub("", s)).strip()
    unit = ""
    for pattern, name in ((_POINTS, "pp"), (_PERCENT, "%")):
        if pattern.search(s):
            s, unit = pattern.sub("", s).strip(), name
            break
    sign = 1
    if s[:1] in ("-", "+"):
        sign, s = (-1 if s[0] == "-" else 1), s[1:].strip()
    if not s:
        return None
    said = _words(s)
    if said is not None:
        return Reading(sign * said, unit, None, 0, said.denominator == 1)
    found = re.fullmatch(r"(\d{1,9}) (\d{1,9}) ?/ ?(\d{1,9})", s)  # a mixed number: 4 1/2
    if found and int(found.group(3)) != 0:
        value = int(found.group(1)) + Fraction(int(found.group(2)), int(found.group(3)))
        return Reading(sign * value, unit, None, 0, False)
    found = re.fullmatch(r"(\d{1,9}) ?/ ?(\d{1,9})", s)
    if found:
        if int(found.group(2)) == 0:
            return None
        return Reading(sign * Fraction(int(found.group(1)), int(found.group(2))), unit, None, 0, False)
    number = _plain_number(s, lang)
    if number is None:
        return None
    value, decimals, significant = number
    return Reading(sign * value, unit, decimals, significant, decimals is None)


def parse_answer(text: object, lang: str = "en") -> Fraction | None:
    """Return the number a child typed as a share or plain number ("3/8", "4 1/2", "0,375", "37.5 %", "one in
    six"), or None if it is not one. Percentage points are returned as their number of points. Raise InvalidInput
    if ``lang`` is not "en" or "de"."""
    reading = read_answer(text, check_lang(lang))
    return None if reading is None else reading.share


def _rounded_right(typed: Fraction, exact: Fraction, decimals: int) -> bool:
    """Return True if ``typed`` is ``exact`` rounded the school way to ``decimals`` decimals."""
    return typed == school_round(exact, decimals)


def matches(text: object, answer: Fraction | int | str, kind: str = "number", lang: str = "en") -> bool:
    """Return True if ``text`` is the right answer ``answer`` of this kind (the rule: ``TOLERANCE_RULE``).

    - "number": the number itself; a rounded decimal needs at least two significant digits.
    - "probability": a share; "3/8", "0.375", "37.5 %" and "three in eight" are the same. A plain number above 1
      without "%" (such as "37.5") is read as a percentage, because a share is never more than 1.
    - "points": percentage points; "2.9", "2.9 %" and "2.9 percentage points" all mean 2.9 points.
    - "choice": the key of the right option.

    Raise InvalidInput if ``lang`` is not "en" or "de", ``kind`` none of these, or ``answer`` no number, Fraction
    or text.
    """
    lang = check_lang(lang)
    kind = check_choice(kind, "kind", ("number", "probability", "points", "choice"))
    if isinstance(answer, bool) or not isinstance(answer, (str, int, Fraction, float)) or (
            isinstance(answer, float) and not math.isfinite(answer)):
        raise InvalidInput(f"answer must be a number, a Fraction or a choice's key, not {short_repr(answer)}")
    if isinstance(answer, str):  # a choice's key, as a plain str (a subclass's own __eq__ is not called)
        key = str.__str__(answer)
        return kind == "choice" and isinstance(text, str) and str.__str__(text) == key
    if kind == "choice":
        return False
    target = Fraction(answer)  # (a plain Fraction, whatever number type it came as)
    reading = read_answer(text, lang)
    if reading is None:
        return False
    if reading.unit != "pp" and (reading.share if kind != "points" else reading.value) == target and \
            not (kind == "probability" and reading.unit == "" and reading.value > 1):
        return True  # exactly the answer, however it was written (".5" for 1/2)
    if kind == "points":
        if reading.decimals is None and not reading.whole:
            return reading.value == target
        return _rounded_right(reading.value, target, reading.decimals or 0)
    if kind == "probability":
        if reading.unit == "pp":
            return False
        percent = reading.unit == "%" or (reading.decimals is not None and reading.value > 1) or \
            (reading.unit == "" and reading.whole and reading.value > 1)
        if reading.decimals is None and not (percent and reading.whole):
            return (reading.value / 100 if percent else reading.value) == target
        if percent:
            return _rounded_right(reading.value, target * 100, reading.decimals or 0)
        decimals = reading.decimals or 0
        return decimals >= 2 and _rounded_right(reading.value, target, decimals)
    # a plain number; "%" divides by 100 ("50 %" is 1/2)
    value = reading.share
    if reading.unit == "pp":
        return False
    if reading.decimals is None:
        return value == target
    if reading.unit == "%":
        return _rounded_right(reading.value, target * 100, reading.decimals)
    return reading.significant >= 2 and _rounded_right(value, target, reading.decimals)


__all__ = ["MAX_ANSWER_CHARS", "TOLERANCE_RULE", "Reading", "matches", "parse_answer", "read_answer"]
