"""The class store: the only module that reads or writes a class's data (SQLite or PostgreSQL, the same tables).

A store is chosen by a URL: ``sqlite:///path/to/file.sqlite`` (the standard library's sqlite3 in WAL mode; the
default is ``saves/classroom.sqlite`` under the current folder) or ``postgresql://user@host:port/db`` (psycopg 3).
It holds only what a lesson needs, and nothing else:

- ``classes``: the join code (6 letters and digits, no look-alikes), a hash of the teacher's token, the language,
  when it was made;
- ``students``: a random id, a hash of the student's own token and a nickname (1-20 characters, typed or picked from
  generated animal names; no real names are asked for; a new one may not be a word like "you" or "I": ``is_pronoun``)
  with its ``nickname_key`` (NFKC and case-folded, computed in Python: two nicknames with one key are one nickname in
  a class, "Änne" and "ÄNNE" alike, on SQLite and PostgreSQL);
- ``guesses``: one answer per student and question (a later guess replaces an earlier one);
- ``tallies``: one dice tally per student (group) and experiment, face -> count (a new tally replaces the group's);
- ``results``: one row per checked exercise answer (exercise, level, right or wrong), keyed by an attempt id so a
  retried write never counts twice;
- ``pacing``: the sections the teacher has locked;
- ``questions``: each guessing question's text and exact answer, sent by the lesson's kernel (not typed by a child:
  Voila lets a page send only widget messages) the first time a lesson page shows it, so the teacher's page can show
  the exact answer on the teacher's click;
- ``game_tables``, ``table_seats``, ``table_steps`` (issue 24, a game played across devices): a table has a short
  table code (``TABLE_CODE_LENGTH`` characters of the class codes' alphabet) and belongs to one class; it names its
  game and set-up (the canonical JSON of the game's ``setup``: players and options), who sits at each seat (a
  student, a bot by name, or nobody yet) and holds the game's steps (decisions and chance outcomes, the canonical
  text of a format-2 save) one row per step, keyed by (table, step number). A device appends steps only as the
  next numbers after the ones it has seen, in one transaction: when two devices append step n at once, one lands
  and the other gets ``MovedFirst`` ("someone moved first": refresh) and nothing of its batch is written. The store
  knows no rules: ``bugkit.classroom.tables`` replays the steps through the game on every device (what the store
  does check by the game's registry entry: a new table's set-up is the game's for its seats, ``check_setup``,
  and a bot seated anywhere is one of the game's bots, ``check_bot``);
- ``store_version``: the store's layout (``SCHEMA_VERSION``). Opening a store creates the tables it lacks and brings
  a store an older bugkit made up to date in the same transaction (a store without the table is layout 1).

Access: the teacher's token (192 random bits, only its SHA-256 is stored) is the only key that reads nicknames,
paces, exports CSV, ends a class or lets a nickname back in (``let_back_in``: a child whose tablet forgot the class
joins again with the same nickname and gets its place back; the device that had it is out). A ``Student`` handle
(class code, student id, its own 128-bit token) writes only its own rows in its own class and reads only whether a
section is locked, plus the tables it sits at (their steps, and the nicknames of the players at the same table) and
the list of its class's tables (game, seats free; no nicknames). Ending a class deletes every row it has; ``purge``
deletes classes older than a given age (the server calls it with ``KEEP_HOURS`` when it starts); ``resume_class``
finds the newest class still there (``serve --continue``, after a restart) and gives its teacher a new token (the
old teacher link stops working: only its hash was stored, so it cannot be printed again).

Writes are short transactions. SQLite: ``BEGIN IMMEDIATE`` with a short busy timeout, retried on "database is
locked"/"busy" with a bounded, jittered backoff (``RETRIES`` tries, at most ``RETRY_SECONDS`` in all), then
``StoreUnavailable`` (so is the switch to write-ahead logging when a kernel first opens the file). PostgreSQL: the same
statements (``INSERT ... ON CONFLICT``), a connection per call; a write first locks its class's row (``_lock_class``),
so a class's writes take turns as on SQLite (a limit counted holds, ending a class waits for the writes under way), and
a read is one read-only REPEATABLE READ transaction (it sees one moment, as on SQLite); a server that cannot be reached
is ``StoreUnavailable`` with a clear message. Every input is checked first: a bad one is ``InvalidInput`` and nothing is
written.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import random
import re
import secrets
import sqlite3
import time
import unicodedata
import uuid
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar

from ..core.errors import BugkitError, InvalidInput
from ..core.game import MAX_ACTION_TEXT, MAX_ACTIONS, STEPS_VERSION, GameState  # a table's game: a loadable save
from ..core.validate import check_int, check_lang, check_text, short_repr, typed_shown

# pacing flags (rows of ``pacing``, set by the teacher): the teacher holds every reveal ... except the questions
# released with an "open.<question>" flag; "shown.<question>": the teacher showed its exact answer on the teacher's
# page (the projector). A child's guess may be changed only while its answer is out nowhere (``send_guess``).
HOLD = "hold"
OPEN = "open."
SHOWN = "shown."
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: easy to read off a projector
CODE_LENGTH = 6
MAX_NICKNAME = 20
MAX_NAME = 40  # question, experiment, section, exercise names
NAME_RE = re.compile(r"[a-z0-9][a-z0-9_.\-]{0,39}")
MAX_STUDENTS = 200  # per class
LET_BACK_IN = ""  # a student's token hash once the teacher let the nickname back in (no SHA-256 digest is empty)
MAX_FACES = 64  # faces in one tally
MAX_COUNT = 1_000_000  # one face's count
MAX_GUESS_DIGITS = 12  # numerator and denominator of a guess
MAX_LEVEL = 9
KEEP_HOURS = 24  # a class that was never ended is deleted this long after it was made
RETRIES = 60
RETRY_SECONDS = 15.0
DEFAULT_URL = "sqlite:///saves/classroom.sqlite"
TABLE_CODE_LENGTH = 5  # a table code: shorter than a class code, so the two are never mixed up
MAX_TABLES = 200  # game tables per class (open and finished, until the class ends)
MAX_SEATS = 6  # seats at one table (the most any game takes: Kakerlakentanz)
MAX_SETUP_TEXT = 64_000  # characters of a table's set-up as JSON (a custom card file is at most about 20,000)
# nicknames a child may not pick (``is_pronoun``): the words for "you" and "I" (as letters, lower case)
PRONOUNS = frozenset({"you", "u", "i", "me", "myself", "yourself",  # English
                      "du", "dich", "dir", "ich", "mich", "mir"})  # German
# nicknames that read like a seat's number (``is_seat_number``): how the boards name a bot's seat at a shared table,
# "Player 2", and Kakerlakentanz's bots, "Cockroach 2" / "Kakerlake 2" (its label kakerlakentanz.cockroach)
SEAT_NUMBER = re.compile(r"(player|spieler|cockroach|kakerlake)\d+")  # (letters and digits of ``nickname_key``)

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS classes (code TEXT PRIMARY KEY, teacher_hash TEXT NOT NULL UNIQUE, "
    "lang TEXT NOT NULL, created BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS students (code TEXT NOT NULL, student TEXT NOT NULL, token_hash TEXT NOT NULL, "
    "nickname TEXT NOT NULL, joined BIGINT NOT NULL, PRIMARY KEY (code, student), UNIQUE (code, nickname))",
    "CREATE TABLE IF NOT EXISTS guesses (code TEXT NOT NULL, student TEXT NOT NULL, question TEXT NOT NULL, "
    "num BIGINT NOT NULL, den BIGINT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (code, student, question))",
    "CREATE TABLE IF NOT EXISTS tallies (code TEXT NOT NULL, student TEXT NOT NULL, experiment TEXT NOT NULL, "
    "face INTEGER NOT NULL, n BIGINT NOT NULL, PRIMARY KEY (code, student, experiment, face))",
    "CREATE TABLE IF NOT EXISTS results (code TEXT NOT NULL, student TEXT NOT NULL, attempt TEXT NOT NULL, "
    "exercise TEXT NOT NULL, level INTEGER NOT NULL, ok INTEGER NOT NULL, PRIMARY KEY (code, student, attempt))",
    "CREATE TABLE IF NOT EXISTS pacing (code TEXT NOT NULL, section TEXT NOT NULL, PRIMARY KEY (code, section))",
    "CREATE TABLE IF NOT EXISTS questions (code TEXT NOT NULL, question TEXT NOT NULL, text TEXT NOT NULL, "
    "num BIGINT NOT NULL, den BIGINT NOT NULL, PRIMARY KEY (code, question))",
    "CREATE TABLE IF NOT EXISTS game_tables (tab TEXT PRIMARY KEY, code TEXT NOT NULL, game TEXT NOT NULL, "
    "setup TEXT NOT NULL, players INTEGER NOT NULL, opener TEXT NOT NULL, created BIGINT NOT NULL, "
    "over INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS game_tables_code ON game_tables (code)",
    "CREATE TABLE IF NOT EXISTS table_seats (tab TEXT NOT NULL, seat INTEGER NOT NULL, code TEXT NOT NULL, "
    "student TEXT, bot TEXT, PRIMARY KEY (tab, seat))",
    "CREATE INDEX IF NOT EXISTS table_seats_code ON table_seats (code)",
    "CREATE UNIQUE INDEX IF NOT EXISTS table_seats_student ON table_seats (tab, student)",
    "CREATE TABLE IF NOT EXISTS table_steps (tab TEXT NOT NULL, n INTEGER NOT NULL, code TEXT NOT NULL, "
    "step TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (tab, n))",
    "CREATE INDEX IF NOT EXISTS table_steps_code ON table_steps (code)",
)
SCHEMA_VERSION = 2  # the layout ``store_version`` records; a store made before it was recorded counts as 1
SCHEMA_LOCK = 0x6275676B6974  # "bugkit": the PostgreSQL advisory lock taken while a store is opened
# every table has the class code in ``code``: ending a class deletes its rows from each, in reverse order
TABLES = ("classes", "students", "guesses", "tallies", "results", "pacing", "questions", "game_tables",
          "table_seats", "table_steps")
MAX_QUESTION_TEXT = 300

ANIMALS = {
    "en": ("Ant", "Bee", "Beetle", "Bumblebee", "Butterfly", "Cricket", "Dragonfly", "Firefly", "Grasshopper",
           "Ladybird", "Moth", "Snail", "Spider", "Woodlouse", "Caterpillar", "Earwig", "Glowworm", "Mayfly"),
    "de": ("Ameise", "Biene", "Käfer", "Hummel", "Falter", "Grille", "Libelle", "Zikade", "Floh",
           "Mücke", "Motte", "Schnecke", "Spinne", "Assel", "Raupe", "Ohrwurm", "Wanze", "Fliege"),
}
# English: "Golden Beetle"; German: one compound word, as children say it ("Goldkäfer", "Flitzeschnecke"): each
# first word compounds with every animal (no colour like "Orange" or "Lila" that reads oddly before a vowel)
COLOURS = {
    "en": ("Red", "Blue", "Green", "Golden", "Silver", "Purple", "Orange", "Spotted", "Striped", "Speedy",
           "Sleepy", "Clever"),
    "de": ("Rot", "Blau", "Grün", "Gold", "Silber", "Bunt", "Sonnen", "Tupfen", "Streifen", "Flitze",
           "Schlummer", "Schlau"),
}


def animal_nickname(colour: str, animal: str, lang: str) -> str:
    """Return the generated nickname of a first word and an animal: "Golden Beetle" in English, one compound
    word in German ("Goldkäfer"); raise InvalidInput for a word that is no short text or an unknown language."""
    colour, animal = check_text(colour, "colour", MAX_NICKNAME), check_text(animal, "animal", MAX_NICKNAME)
    return f"{colour} {animal}" if check_lang(lang) == "en" else colour + animal.lower()


T = TypeVar("T")


class _Busy(Exception):
    """The store is locked by another writer for now: try again."""


class StoreUnavailable(BugkitError):
    """The class store cannot be reached or stayed locked too long: the lesson goes on alone."""


class ClassRefused(InvalidInput):
    """A step the class cannot take; ``reason`` lets a page say it in the reader's language
    (``bugkit.classroom.client.class_refusal_text``): a join's "no_class", "full", "taken", "nickname", "pronoun"
    (a new nickname that is a word like "you": ``is_pronoun``), "seat_number" (one like "Player 3":
    ``is_seat_number``); "ended" for a student's step once the class is gone
    (the teacher ended it, or it was deleted after ``KEEP_HOURS``), "other_device" once the teacher let the
    student's nickname back in for another device;
    "no_teacher" for a teacher link of no class, "no_nickname" for letting back in a nickname nobody has."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class TableRefused(InvalidInput):
    """A table operation the table cannot take; ``reason`` lets a board say it in the child's language:
    "no_table", "full", "seat_taken", "not_seated", "too_many_tables", "too_many_steps", "moved_first", "gap",
    "waiting", "over", "not_your_turn", "timed", and "bad_step" for a table whose stored game cannot be replayed
    (``bugkit.ui.together.REASONS``)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class MovedFirst(TableRefused):
    """Someone else's step landed first at this step number: nothing of this batch was written; refresh."""

    def __init__(self, table: str, n: int) -> None:
        super().__init__("moved_first", f"someone moved first at table {table} (step {n} is taken): refresh the "
                                        "game and look again; your move was not made")
        self.table, self.n = table, n


@dataclass(frozen=True)
class Seat:
    """One seat at a table: a student (their nickname, shown only to players at the same table), a bot, or empty."""

    seat: int
    nickname: str | None
    bot: str | None
    mine: bool = False

    @property
    def empty(self) -> bool:
        """Return True while nobody (student or bot) sits here."""
        return self.nickname is None and self.bot is None


@dataclass(frozen=True)
class TableInfo:
    """A table as a seated student reads it: its game, set-up, seats, this student's seat and the step count."""

    table: str
    game: str
    setup: str  # the set-up as canonical JSON text (players and the game's options)
    seats: tuple[Seat, ...]
    my_seat: int | None
    steps: int
    over: bool


@dataclass(frozen=True)
class TableSummary:
    """A table in the class's list (no nicknames): code, game, players, seats still free, whether it is over, and
    whether the student who asked sits there (a reload finds its table again)."""

    table: str
    game: str
    players: int
    free: int
    over: bool
    mine: bool = False


@dataclass(frozen=True)
class Teacher:
    """A class as its teacher holds it: its join code and the teacher's secret token."""

    code: str
    token: str = field(repr=False)
    lang: str


@dataclass(frozen=True)
class Student:
    """A joined student: class code, student id, nickname and the student's own secret token."""

    code: str
    student: str
    nickname: str
    token: str = field(repr=False)


@dataclass(frozen=True)
class Overview:
    """What the teacher's page shows: every number the class has sent, no tokens."""

    code: str
    lang: str
    nicknames: tuple[str, ...]
    guesses: dict[str, list[Fraction]]  # question -> every student's guess
    guessed_by: dict[str, tuple[str, ...]]  # question -> nicknames that guessed
    tallies: dict[str, dict[int, int]]  # experiment -> face -> pooled count
    groups: dict[str, int]  # experiment -> how many groups sent a tally
    results: dict[str, dict[int, tuple[int, int]]]  # exercise -> level -> (children right, children not yet)
    locked: frozenset[str]
    questions: dict[str, tuple[str, Fraction]]  # question -> (text, exact answer)


def _hash(token: str) -> str:
    """Return the SHA-256 hex digest of a token (only digests are stored)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def check_code(code: object) -> str:
    """Return a join code in canonical form (upper case, no spaces), or raise InvalidInput."""
    if not isinstance(code, str) or len(code) > 20:
        raise InvalidInput(f"a class code is {CODE_LENGTH} letters and digits, like 'K7QX2M'; "
                           f"got {short_repr(code, 30)}")
    canon = code.strip().upper().replace(" ", "").replace("-", "")
    if len(canon) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in canon):
        raise InvalidInput(f"{code!r} is not a class code: a class code is {CODE_LENGTH} letters and digits "
                           f"from {CODE_ALPHABET}")
    return canon


def code_shown(typed: str) -> str:
    """Return a typed text that is no class code as a message quotes it: its first 20 characters, any unseen one
    escaped (``typed_shown``: a link's right-to-left override cannot turn the child's sentence around)."""
    return typed_shown(typed[:20] if isinstance(typed, str) else typed)


def check_table_code(code: object) -> str:
    """Return a table code in canonical form (upper case, no spaces), or raise TableRefused ("no_table")."""
    if not isinstance(code, str) or len(code) > 20:
        raise TableRefused("no_table", f"a table code is {TABLE_CODE_LENGTH} letters and digits, like 'K7QX2'; "
                                       f"got {short_repr(code, 30)}")
    canon = code.strip().upper().replace(" ", "").replace("-", "")
    if len(canon) != TABLE_CODE_LENGTH or any(c not in CODE_ALPHABET for c in canon):
        raise TableRefused("no_table", f"{code!r} is not a table code: a table code is {TABLE_CODE_LENGTH} "
                                       f"letters and digits from {CODE_ALPHABET}")
    return canon


def check_step_text(step: object, where: str = "a step") -> str:
    """Return a step's text (1 to MAX_ACTION_TEXT printable characters, no control character), or raise InvalidInput."""
    where = check_text(where, "where (what the step is called in a message)", MAX_NAME)
    if not isinstance(step, str) or not 1 <= len(step) <= MAX_ACTION_TEXT \
            or any(unicodedata.category(c)[0] == "C" for c in step):
        raise InvalidInput(f"{where} is a text of 1-{MAX_ACTION_TEXT} printable characters, not {short_repr(step, 40)}")
    return step


def check_token(token: object, what: str = "token") -> str:
    """Return a token string if it looks like one (URL-safe, 16-64 characters), or raise InvalidInput."""
    what = check_text(what, "what (the kind of token)", MAX_NAME)
    if not isinstance(token, str) or not re.fullmatch(r"[A-Za-z0-9_\-]{16,64}", token):
        raise InvalidInput(f"the {what} is missing or malformed (it is the long random part of the link)")
    return token


def check_nickname(nickname: object) -> str:
    """Return a nickname trimmed and NFC-normalised (1-20 printable characters), or raise InvalidInput."""
    if not isinstance(nickname, str):
        raise ClassRefused("nickname", f"a nickname is text, got {type(nickname).__name__}")
    if len(nickname) > 4 * MAX_NICKNAME:
        raise ClassRefused("nickname", f"a nickname has at most {MAX_NICKNAME} characters")
    name = " ".join(unicodedata.normalize("NFC", nickname).split())
    if not name:
        raise ClassRefused("nickname", "a nickname may not be empty: pick one of the animal names or type one")
    if len(name) > MAX_NICKNAME:
        raise ClassRefused("nickname", f"a nickname has at most {MAX_NICKNAME} characters; "
                                       f"{name[:MAX_NICKNAME]!r}... is longer")
    if any(unicodedata.category(c)[0] == "C" for c in name):
        raise ClassRefused("nickname", "a nickname may not hold control or invisible characters")
    return name


def nickname_key(nickname: str) -> str:
    """Return what two nicknames share when a class counts them as one: the text NFKC-normalised and case-folded
    ("Änne", "ÄNNE" and "änne" are one nickname, so are "Straße" and "STRASSE", "Ｙｏｕ" and "you"); Python's rule,
    stored with each nickname, so SQLite and PostgreSQL (whatever its collation) agree."""
    nickname = check_text(nickname, "nickname", 4 * MAX_NICKNAME)
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", nickname).casefold())


def is_pronoun(nickname: str) -> bool:
    """Return True if a nickname is a word like "you" or "I" in English or German (case, spaces and punctuation
    aside), is made of such words only ("You (you)"), or holds one in brackets ("Mia (du)"): the games call each
    child's own seat "You" / "Du" on its tablet and mark the device's own nickname "Mia (you)", so the others' tablets
    would show two seats called "Du" (the log reads "Du: ..." for both), "Du hat gerufen", or "Mia (you)"."""
    words = re.findall(r"\w+", nickname_key(nickname))
    return _letters(nickname) in PRONOUNS or (bool(words) and all(w in PRONOUNS for w in words)) \
        or any(w in PRONOUNS for w in re.findall(r"\(\s*(\w+)\s*\)", nickname_key(nickname)))


def is_seat_number(nickname: str) -> bool:
    """Return True if a nickname reads like a seat's number ("Player 3", "spieler3", "SPIELER 2", "Kakerlake 1";
    case, spaces and punctuation aside): at a shared table the boards call a bot's seat so, and a child so named
    would be a second "Spieler 3" (or "Kakerlake 1") in the scores and the log."""
    return SEAT_NUMBER.fullmatch(_letters(nickname)) is not None


def _letters(nickname: str) -> str:
    """Return the letters and digits of a nickname's key (``nickname_key``): what ``is_pronoun`` and
    ``is_seat_number`` read, case, spaces and punctuation aside."""
    return "".join(c for c in nickname_key(nickname) if c.isalnum())


def check_name(name: object, what: str) -> str:
    """Return a question/experiment/section/exercise name (1-40 of a-z 0-9 _ . -), or raise InvalidInput."""
    what = check_text(what, "what (the kind of name)", MAX_NAME)
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        raise InvalidInput(f"a {what} name is 1-{MAX_NAME} characters a-z, 0-9, '_', '.', '-'; "
                           f"got {short_repr(name, 50)}")
    return name


def check_bot(game: object, bot: object) -> str:
    """Return ``bot`` if it names one of ``game``'s bots (``bugkit.GAMES[game].bots``); raise InvalidInput listing
    them otherwise (an unknown game: InvalidInput listing the built games)."""
    from .. import GAMES

    spec = GAMES[check_name(game, "game")]
    if not isinstance(bot, str) or bot not in spec.bots:  # (text first: a list or a dict is no key of the bots)
        raise InvalidInput(f"{spec.title} has the bots {', '.join(spec.bots)}, not {short_repr(bot)}")
    return str(bot)


def table_game(game: object, setup: object, steps: object) -> GameState:
    """Return the game a table's stored set-up (JSON text) and steps make, loaded as a save by the game's own
    ``from_json`` (every check of a save); raise InvalidInput saying why not, whatever a corrupt row makes of the
    load (bad JSON, nesting too deep for the parser, a refused step)."""
    from .. import GAMES

    spec = GAMES[check_name(game, "game")]
    if not isinstance(setup, str) or len(setup) > MAX_SETUP_TEXT:
        raise InvalidInput(f"a table's set-up is JSON text of at most {MAX_SETUP_TEXT:,} characters")
    texts = _check_steps(steps)
    try:
        return spec.from_json(json.dumps({"game": spec.name, "version": STEPS_VERSION, "setup": json.loads(setup),
                                          "steps": texts}))
    except BugkitError:
        raise
    except Exception as exc:  # (RecursionError, ValueError of the JSON parser, MemoryError, ...)
        raise InvalidInput(f"it is no JSON object of the game's options ({type(exc).__name__})") from None


def check_setup(game: object, setup: object, players: object) -> str:
    """Return a table's set-up text if it is the JSON of ``game``'s set-up for ``players`` (its options parse as
    the game's, as a save's set-up does, and its players are the table's seats); raise InvalidInput otherwise."""
    from .. import GAMES

    spec = GAMES[check_name(game, "game")]
    players = check_int(players, "players (seats at the table)", 1, MAX_SEATS)
    if not isinstance(setup, str) or not 2 <= len(setup) <= MAX_SETUP_TEXT or "\x00" in setup:
        raise InvalidInput(f"a table's set-up is JSON text of at most {MAX_SETUP_TEXT:,} characters")
    try:
        told = table_game(spec.name, setup, []).setup.get("players")  # the game's own load: every check
    except BugkitError as exc:  # bad JSON, deep nesting, options the game does not take, ...
        raise InvalidInput(f"a table's set-up is the JSON of the {spec.title} set-up (players and the game's "
                           f"options): {str(exc)[:300]}") from None
    if told != players:
        raise InvalidInput(f"a table's set-up has as many players as the table has seats: the set-up says "
                           f"{short_repr(told)}, the table has {players} seats")
    return setup


def check_guess(value: object) -> Fraction:
    """Return a guess or exact answer as a Fraction: a whole number, a Fraction or a finite float (at most 12 digits
    above and below the fraction line), or raise InvalidInput. The page reads what a child typed with the one answer
    checker (``bugkit.lessons.answers``) and hands the store its number."""
    if isinstance(value, bool) or not isinstance(value, int | Fraction | float):
        raise InvalidInput(f"a guess is a number (a Fraction, a whole number or a decimal), read from what the child "
                           f"typed by bugkit.lessons.answers; got {short_repr(value, 40)}")
    try:
        guess = Fraction(value).limit_denominator(10**6) if isinstance(value, float) else Fraction(value)
    except (ValueError, OverflowError):
        raise InvalidInput(f"a guess is a finite number; got {short_repr(value, 40)}") from None
    if max(abs(guess.numerator), guess.denominator) >= 10**MAX_GUESS_DIGITS:
        raise InvalidInput(f"a guess has at most {MAX_GUESS_DIGITS} digits above and below the fraction line")
    return guess


def check_tally(counts: object) -> dict[int, int]:
    """Return a tally {face: count} (at most 64 faces 0-1000, counts 0-1,000,000), or raise InvalidInput."""
    if not isinstance(counts, Mapping) or len(counts) > MAX_FACES:
        raise InvalidInput(f"a tally maps each face to how often it came up (at most {MAX_FACES} faces)")
    out: dict[int, int] = {}
    for face, n in counts.items():
        if isinstance(face, bool) or not isinstance(face, int) or not 0 <= face <= 1000:
            raise InvalidInput(f"a face of a tally is a whole number 0-1000; got {short_repr(face, 20)}")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COUNT:
            raise InvalidInput(f"a count in a tally is a whole number 0-{MAX_COUNT:,}; face {face} has "
                               f"{short_repr(n, 20)}")
        out[face] = n
    return out


def nickname_choices(lang: str = "en", n: int = 6, rng: random.Random | None = None) -> list[str]:
    """Return ``n`` different generated animal nicknames in ``lang``, in the random order drawn (not checked against a
    class; sorted, every tablet offered a "Bl..." name first, and two children who tapped the first one collided)."""
    lang = check_lang(lang)
    n = check_int(n, "n", 1, 50)
    if rng is not None and not isinstance(rng, random.Random):
        raise InvalidInput(f"rng must be a random.Random or None (the system's randomness), not {short_repr(rng)}")
    pick = rng or random.SystemRandom()
    names: list[str] = []
    while len(names) < n:
        colour, animal = pick.choice(COLOURS[lang]), pick.choice(ANIMALS[lang])
        name = animal_nickname(colour, animal, lang)
        if len(name) <= MAX_NICKNAME and name not in names:
            names.append(name)
    return names


def parse_url(url: object) -> tuple[str, str]:
    """Return (kind, target) for a store URL: ('sqlite', path) or ('postgresql', conninfo); raise InvalidInput."""
    if not isinstance(url, str) or len(url) > 1000:
        raise InvalidInput("a store URL is text: sqlite:///path/file.sqlite or postgresql://user@host:port/db")
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///"):]  # sqlite:///rel/path or sqlite:////abs/path
        if not path or "\x00" in path:
            raise InvalidInput("a sqlite store URL names a file: sqlite:///saves/classroom.sqlite")
        return "sqlite", path
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql", url
    raise InvalidInput(f"a store URL starts with sqlite:/// or postgresql://; got {short_repr(url, 60)}")


def _busy(err: sqlite3.OperationalError) -> bool:
    """Return True if SQLite refused because another connection holds the file ("database is locked"/"busy")."""
    text = str(err).lower()
    return "locked" in text or "busy" in text


class ClassStore:
    """The class data in SQLite or PostgreSQL (chosen by ``url``); every method checks its inputs first."""

    def __init__(self, url: str = DEFAULT_URL, *, busy_ms: int = 50) -> None:
        self.busy_ms = check_int(busy_ms, "busy_ms", 1, 60_000)
        self.kind, self.target = parse_url(url)
        self.url = url
        if self.kind == "sqlite":
            try:
                Path(self.target).parent.mkdir(parents=True, exist_ok=True)
                self._retried(self._write_ahead)
            except (OSError, sqlite3.Error) as err:  # its folder is a file, no permission, a file that is no database
                raise StoreUnavailable(f"the class store {self.target} cannot be used: {err}") from None
        else:
            try:
                import psycopg  # noqa: F401
            except ImportError:
                raise StoreUnavailable("a PostgreSQL store needs the psycopg package (pip install psycopg)") from None
        self._write(self._bring_up_to_date)

    def _bring_up_to_date(self, cur: Any) -> None:
        """Create what a new store lacks and bring an older store to SCHEMA_VERSION, in the transaction that opens
        it (on PostgreSQL under a lock, so the kernels that open one store at once take turns)."""
        if self.kind == "postgresql":
            cur.one(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})", ())
        cur.execute("CREATE TABLE IF NOT EXISTS store_version (version INTEGER NOT NULL)")
        (found,) = cur.one("SELECT MAX(version) FROM store_version", ())
        version = 1 if found is None else int(found)
        if version > SCHEMA_VERSION:
            raise StoreUnavailable(f"the class store has layout {version}, made by a newer bugkit (this one reads "
                                   f"up to {SCHEMA_VERSION}): update bugkit or start a new store")
        if version < SCHEMA_VERSION:
            for statement in SCHEMA:
                cur.execute(statement)
            if version < 2:
                _add_nickname_keys(cur)
            cur.execute("DELETE FROM store_version")
            cur.execute("INSERT INTO store_version (version) VALUES (?)", (SCHEMA_VERSION,))

    # ---- connections, retries ----

    @contextmanager
    def _sqlite(self) -> Iterator[sqlite3.Connection]:
        """Yield a fresh SQLite connection (autocommit; the caller opens its transaction), closed afterwards."""
        con = sqlite3.connect(self.target, timeout=self.busy_ms / 1000, isolation_level=None)
        try:
            yield con
        finally:
            con.close()

    def _write_ahead(self) -> None:
        """Switch the SQLite file to write-ahead logging (once per file, a no-op after); raise _Busy while another
        kernel holds it (the lesson pages' kernels that open a new or an older store at once: the switch needs the
        file to itself)."""
        try:
            with self._sqlite() as con:
                con.execute("PRAGMA journal_mode=WAL")
        except sqlite3.OperationalError as err:
            if _busy(err):
                raise _Busy from None
            raise

    def _run(self, work: Callable[[Any], T], write: bool) -> T:
        """Return ``work(cursor)`` run in one transaction, retried while the store is busy (bounded)."""
        return self._retried(lambda: self._once(work, write))

    def _retried(self, call: Callable[[], T]) -> T:
        """Return ``call()``, called again while it finds the store busy (_Busy), with a bounded, jittered backoff
        (``RETRIES`` tries, at most ``RETRY_SECONDS``); raise StoreUnavailable once that is spent."""
        deadline = time.monotonic() + RETRY_SECONDS
        for attempt in range(RETRIES):
            try:
                return call()
            except _Busy:
                if attempt == RETRIES - 1 or time.monotonic() > deadline:
                    raise StoreUnavailable(f"the class store stayed busy for {RETRY_SECONDS:.0f} s; "
                                           "try again in a moment") from None
                time.sleep(min(0.5, 0.005 * 2 ** min(attempt, 7)) * (0.5 + random.random()))
        raise AssertionError("unreachable")  # pragma: no cover

    def _once(self, work: Callable[[Any], T], write: bool) -> T:
        """Return ``work(cursor)`` run once in a transaction on a new connection."""
        if self.kind == "sqlite":
            try:
                with self._sqlite() as con:
                    con.execute("BEGIN IMMEDIATE" if write else "BEGIN")
                    try:
                        result = work(_SqliteCursor(con, write))
                        con.execute("COMMIT")
                    except BaseException:
                        if con.in_transaction:
                            con.execute("ROLLBACK")
                        raise
                    return result
            except sqlite3.OperationalError as err:
                if _busy(err):
                    raise _Busy from None
                raise StoreUnavailable(f"the class store {self.target} cannot be used: {err}") from None
            except sqlite3.DatabaseError as err:
                raise StoreUnavailable(f"the class store {self.target} cannot be used: {err}") from None
        import psycopg

        try:
            with psycopg.connect(self.target, connect_timeout=5, application_name="bugkit-classroom") as pg:
                if not write:  # a read sees one moment, as on SQLite (READ COMMITTED: each statement its own)
                    pg.isolation_level, pg.read_only = psycopg.IsolationLevel.REPEATABLE_READ, True
                with pg.transaction(), pg.cursor() as cur:
                    return work(_PgCursor(cur, write))
        except (psycopg.errors.SerializationFailure, psycopg.errors.DeadlockDetected) as err:
            raise _Busy from err
        except psycopg.OperationalError as err:
            first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
            raise StoreUnavailable(f"the class database (PostgreSQL) cannot be reached: {first}") from None
        except psycopg.Error as err:
            raise StoreUnavailable(f"the class database (PostgreSQL) refused: {type(err).__name__}") from None

    def _write(self, work: Callable[[Any], T]) -> T:
        """Return ``work(cursor)`` run in a write transaction."""
        return self._run(work, write=True)

    def _read(self, work: Callable[[Any], T]) -> T:
        """Return ``work(cursor)`` run in a read transaction."""
        return self._run(work, write=False)

    # ---- teacher ----

    def create_class(self, lang: str = "en") -> Teacher:
        """Return a new class (fresh join code, fresh 192-bit teacher token) after writing it."""
        check_lang(lang)
        token = secrets.token_urlsafe(24)
        for _ in range(20):
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))

            def make(cur: Any, code: str = code) -> bool:
                made: int = cur.execute("INSERT INTO classes (code, teacher_hash, lang, created) VALUES (?, ?, ?, ?) "
                                        "ON CONFLICT DO NOTHING", (code, _hash(token), lang, int(time.time())))
                return made == 1

            if self._write(make):
                return Teacher(code, token, lang)
        raise StoreUnavailable("could not find a free class code; end some old classes first")

    def resume_class(self, lang: str = "en", within_hours: float = KEEP_HOURS) -> Teacher | None:
        """Return the newest class of ``lang`` made less than ``within_hours`` ago (not ended: ending deletes it) with
        a fresh teacher token that replaces the old one (only its hash was stored), or None if there is none."""
        check_lang(lang)
        if isinstance(within_hours, bool) or not isinstance(within_hours, int | float) \
                or not 0 <= within_hours <= KEEP_HOURS:
            raise InvalidInput(f"within_hours is a number of hours, 0 to {KEEP_HOURS}")
        token = secrets.token_urlsafe(24)
        cutoff = int(time.time() - within_hours * 3600)

        def work(cur: Any) -> Teacher | None:
            row = cur.one("SELECT code FROM classes WHERE lang = ? AND created >= ? ORDER BY created DESC, code "
                          "LIMIT 1", (lang, cutoff))
            if not row:
                return None
            cur.execute("UPDATE classes SET teacher_hash = ? WHERE code = ?", (_hash(token), str(row[0])))
            return Teacher(str(row[0]), token, lang)

        return self._write(work)

    def _class_of(self, cur: Any, token: object) -> tuple[str, str]:
        """Return (code, lang) of the class whose teacher token this is, or raise InvalidInput."""
        token = check_token(token, "teacher's token")
        row = cur.one("SELECT code, lang, teacher_hash FROM classes WHERE teacher_hash = ?", (_hash(token),))
        if not row or not hmac.compare_digest(row[2], _hash(token)) \
                or (cur.write and not self._lock_class(cur, str(row[0]))):
            raise ClassRefused("no_teacher", "this teacher link belongs to no class (wrong link, or the class has "
                               "ended)")
        return str(row[0]), str(row[1])

    def _lock_class(self, cur: Any, code: str) -> bool:
        """Return True if the class is there, after locking its row until the write transaction ends (PostgreSQL: a
        class's writes take turns, so a limit counted holds until the write and ending a class waits for the writes
        under way; SQLite: BEGIN IMMEDIATE did it). Every write of a class takes it (``_me``, ``_class_of``, join)."""
        return _lock_classes(cur, "code = ?", (code,)) == 1

    def teacher_class(self, token: str) -> tuple[str, str]:
        """Return (join code, lang) of the teacher's class, or raise InvalidInput for a wrong token."""
        return self._read(lambda cur: self._class_of(cur, token))

    def lock(self, token: str, section: str, locked: bool = True) -> None:
        """Lock (or unlock) a section of the lesson for the whole class; only the teacher's token may."""
        check_name(section, "section")
        if not isinstance(locked, bool):
            raise InvalidInput("locked is True or False")

        def work(cur: Any) -> None:
            code, _ = self._class_of(cur, token)
            if locked:
                cur.execute("INSERT INTO pacing (code, section) VALUES (?, ?) ON CONFLICT DO NOTHING",
                            (code, section))
            else:
                cur.execute("DELETE FROM pacing WHERE code = ? AND section = ?", (code, section))

        self._write(work)

    def overview(self, token: str) -> Overview:
        """Return everything the class has sent so far (the teacher's page reads only this)."""

        def work(cur: Any) -> Overview:
            code, lang = self._class_of(cur, token)
            names = {str(s): str(n) for s, n in
                     cur.all("SELECT student, nickname FROM students WHERE code = ? ORDER BY joined, nickname",
                             (code,))}
            guesses: dict[str, list[Fraction]] = {}
            by: dict[str, list[str]] = {}
            for q, s, num, den in cur.all("SELECT question, student, num, den FROM guesses WHERE code = ? "
                                          "ORDER BY question, at, student", (code,)):
                guesses.setdefault(str(q), []).append(Fraction(int(num), int(den)))
                by.setdefault(str(q), []).append(names.get(str(s), "?"))
            tallies: dict[str, dict[int, int]] = {}
            for e, face, n in cur.all("SELECT experiment, face, SUM(n) FROM tallies WHERE code = ? "
                                      "GROUP BY experiment, face ORDER BY experiment, face", (code,)):
                tallies.setdefault(str(e), {})[int(face)] = int(n)
            groups = {str(e): int(k) for e, k in cur.all(
                "SELECT experiment, COUNT(DISTINCT student) FROM tallies WHERE code = ? GROUP BY experiment",
                (code,))}
            results: dict[str, dict[int, tuple[int, int]]] = {}
            for ex, level, right, total in cur.all(
                    "SELECT exercise, level, SUM(r), COUNT(*) FROM (SELECT exercise, level, student, MAX(ok) AS r "
                    "FROM results WHERE code = ? GROUP BY exercise, level, student) AS per_child "
                    "GROUP BY exercise, level ORDER BY exercise, level", (code,)):
                results.setdefault(str(ex), {})[int(level)] = (int(right), int(total) - int(right))
            locked = frozenset(str(r[0]) for r in cur.all("SELECT section FROM pacing WHERE code = ?", (code,)))
            questions = {str(q): (str(text), Fraction(int(num), int(den))) for q, text, num, den in cur.all(
                "SELECT question, text, num, den FROM questions WHERE code = ? ORDER BY question", (code,))}
            return Overview(code, lang, tuple(names.values()), guesses,
                            {q: tuple(v) for q, v in by.items()}, tallies, groups, results, locked, questions)

        return self._read(work)

    def export_csv(self, token: str, face_name: Callable[[str, int], str] | None = None) -> str:
        """Return the class's data as CSV text (one row per entry: kind, nickname, name, level or face, value; a guess's
        value a decimal, ``_csv_number``); a tally's face as ``face_name(experiment, face)`` gives it (the
        words its dice table shows), else its number."""
        if face_name is not None and not callable(face_name):
            raise InvalidInput(f"face_name must be a function (experiment, face) -> words, not {short_repr(face_name)}")

        def work(cur: Any) -> str:
            code, _ = self._class_of(cur, token)
            out = io.StringIO()
            w = csv.writer(out, lineterminator="\n")
            w.writerow(["kind", "nickname", "name", "level_or_face", "value"])
            nick = "(SELECT nickname FROM students s WHERE s.code = t.code AND s.student = t.student)"
            for row in cur.all(f"SELECT {nick}, question, num, den FROM guesses t WHERE code = ? "
                               "ORDER BY question, 1", (code,)):
                w.writerow(["guess", _csv_safe(row[0]), row[1], "", _csv_number(Fraction(int(row[2]), int(row[3])))])
            for row in cur.all(f"SELECT {nick}, experiment, face, n FROM tallies t WHERE code = ? "
                               "ORDER BY experiment, 1, face", (code,)):
                face = int(row[2])
                w.writerow(["tally", _csv_safe(row[0]), row[1],
                            _csv_safe(face_name(str(row[1]), face)) if face_name is not None else face, int(row[3])])
            for row in cur.all(f"SELECT {nick}, exercise, level, ok FROM results t WHERE code = ? "
                               "ORDER BY exercise, level, 1", (code,)):
                w.writerow(["exercise", _csv_safe(row[0]), row[1], int(row[2]), "right" if row[3] else "wrong"])
            return out.getvalue()

        return self._read(work)

    def end_class(self, token: str) -> str:
        """Return the code of the class after deleting it and every row that belongs to it."""

        def work(cur: Any) -> str:
            code, _ = self._class_of(cur, token)
            for table in reversed(TABLES):
                cur.execute(f"DELETE FROM {table} WHERE code = ?", (code,))
            return code

        return self._write(work)

    def purge(self, older_than_hours: float = KEEP_HOURS) -> int:
        """Return how many classes were deleted because they were made more than ``older_than_hours`` ago."""
        if isinstance(older_than_hours, bool) or not isinstance(older_than_hours, int | float) \
                or not 0 <= older_than_hours <= 24 * 365:
            raise InvalidInput("older_than_hours is a number of hours, 0 to 8760")
        cutoff = int(time.time() - older_than_hours * 3600)

        def work(cur: Any) -> int:
            _lock_classes(cur, "created < ?", (cutoff,))  # each old class, as _lock_class
            codes = [str(r[0]) for r in cur.all("SELECT code FROM classes WHERE created < ?", (cutoff,))]
            for code in codes:
                for table in reversed(TABLES):
                    cur.execute(f"DELETE FROM {table} WHERE code = ?", (code,))
            return len(codes)

        return self._write(work)

    # ---- students ----

    def class_lang(self, code: str) -> str:
        """Return the language of an open class, or raise InvalidInput if no class has this code."""
        code = check_code(code)
        row = self._read(lambda cur: cur.one("SELECT lang FROM classes WHERE code = ?", (code,)))
        if not row:
            raise ClassRefused("no_class", f"there is no class with the code {code} (check the code, or the class has "
                               "ended)")
        return str(row[0])

    def join(self, code: str, nickname: str) -> Student:
        """Return a new student handle in the class after checking the code and that the nickname is free, or the
        handle of the place the teacher let back in under this nickname (``let_back_in``)."""
        code, name = check_code(code), check_nickname(nickname)
        key = nickname_key(name)
        student, token = uuid.uuid4().hex, secrets.token_urlsafe(16)

        def work(cur: Any) -> Student:
            if not self._lock_class(cur, code):
                raise ClassRefused("no_class", f"there is no class with the code {code} (check the code, or the "
                                   "class has ended)")
            had = cur.one("SELECT student, nickname, token_hash FROM students WHERE code = ? AND nick_key = ?",
                          (code, key))
            if had:  # taken, unless the teacher let this nickname back in: then this device takes its place over
                if str(had[2]) != LET_BACK_IN or cur.execute(
                        "UPDATE students SET token_hash = ? WHERE code = ? AND student = ? AND token_hash = ?",
                        (_hash(token), code, str(had[0]), LET_BACK_IN)) != 1:
                    raise ClassRefused("taken", f"the nickname {name!r} is taken in this class: pick another one")
                return Student(code, str(had[0]), str(had[1]), token)
            if is_pronoun(name):  # (a new nickname only: one stored before, let back in above, is kept)
                raise ClassRefused("pronoun", f"{name!r} is a word like 'you' or 'I', not a name: the games say "
                                              "'you' to each child on their own tablet; pick a name")
            if is_seat_number(name):
                raise ClassRefused("seat_number", f"{name!r} is how the games number a bot's seat, not a name: "
                                                  "pick a name")
            (count,) = cur.one("SELECT COUNT(*) FROM students WHERE code = ?", (code,))
            if int(count) >= MAX_STUDENTS:
                raise ClassRefused("full", f"this class is full ({MAX_STUDENTS} devices)")
            if cur.execute("INSERT INTO students (code, student, token_hash, nickname, nick_key, joined) "
                           "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                           (code, student, _hash(token), name, key, int(time.time()))) != 1:
                raise ClassRefused("taken", f"the nickname {name!r} was just taken in this class: pick another one")
            return Student(code, student, name, token)

        return self._write(work)

    def let_back_in(self, token: str, nickname: str) -> str:
        """Return the nickname as stored after opening its place to the next device that joins with it (only the
        teacher's token may): a child whose tablet forgot the class gets its guesses, results and seats back, and the
        device that had the nickname is out of the class."""
        name = check_nickname(nickname)

        def work(cur: Any) -> str:
            code, _ = self._class_of(cur, token)
            row = cur.one("SELECT student, nickname FROM students WHERE code = ? AND nick_key = ?",
                          (code, nickname_key(name)))
            if not row:
                raise ClassRefused("no_nickname", f"nobody in this class has the nickname {name!r}")
            cur.execute("UPDATE students SET token_hash = ? WHERE code = ? AND student = ?",
                        (LET_BACK_IN, code, str(row[0])))
            return str(row[1])

        return self._write(work)

    def rejoin(self, code: str, student: str, token: str) -> Student:
        """Return the handle of a student who joined before (same device), or raise InvalidInput."""
        code, token = check_code(code), check_token(token, "student's token")
        if not isinstance(student, str) or not re.fullmatch(r"[0-9a-f]{32}", student):
            raise InvalidInput("the student id is malformed")
        row = self._read(lambda cur: cur.one(
            "SELECT nickname, token_hash FROM students WHERE code = ? AND student = ?", (code, student)))
        if not row or not hmac.compare_digest(str(row[1]), _hash(token)):
            raise InvalidInput("this device is not in the class any more: pick a nickname again")
        return Student(code, student, str(row[0]), token)

    def _me(self, cur: Any, who: Student) -> None:
        """Check that the handle belongs to a student of its class (its token matches); raise ClassRefused: "ended"
        if its class is gone, "other_device" if the teacher let its nickname back in for another device."""
        if not isinstance(who, Student):
            raise InvalidInput("a student handle comes from ClassStore.join or rejoin")
        code = check_code(who.code)
        if cur.write:
            self._lock_class(cur, code)  # (a class that is gone: refused as "ended" below)
        row = cur.one("SELECT token_hash FROM students WHERE code = ? AND student = ?", (code, who.student))
        if not row or not hmac.compare_digest(str(row[0]), _hash(check_token(who.token, "student's token"))):
            if not cur.one("SELECT 1 FROM classes WHERE code = ?", (code,)):
                raise ClassRefused("ended", f"the class {code} has ended: its data is deleted")
            raise ClassRefused("other_device", "this device is not in the class any more (its nickname was let "
                                               "back in for another device)")

    def send_guess(self, who: Student, question: str, value: object) -> Fraction:
        """Return this student's guess of ``question`` as stored after writing it: the first one sent, which a later
        one replaces only while the answer is out nowhere (the teacher holds the reveals, and has neither released
        the question nor shown its answer). So a child who reloads the page, or has seen the answer, cannot move
        the class's chart to the answer afterwards."""
        question, guess = check_name(question, "question"), check_guess(value)

        def work(cur: Any) -> Fraction:
            self._me(cur, who)
            flags = {str(r[0]) for r in cur.all("SELECT section FROM pacing WHERE code = ? AND section IN (?, ?, ?)",
                                                (who.code, HOLD, OPEN + question, SHOWN + question))}
            change = "DO UPDATE SET num = excluded.num, den = excluded.den, at = excluded.at" \
                if flags == {HOLD} else "DO NOTHING"
            cur.execute("INSERT INTO guesses (code, student, question, num, den, at) VALUES (?, ?, ?, ?, ?, ?) "
                        f"ON CONFLICT (code, student, question) {change}",
                        (who.code, who.student, question, guess.numerator, guess.denominator,
                         time.time_ns() // 1000))
            row = cur.all("SELECT num, den FROM guesses WHERE code = ? AND student = ? AND question = ?",
                          (who.code, who.student, question))[0]
            return Fraction(int(row[0]), int(row[1]))

        return self._write(work)

    def send_tally(self, who: Student, experiment: str, counts: Mapping[int, int]) -> dict[int, int]:
        """Return the tally as stored after writing it (it replaces this group's earlier tally for ``experiment``)."""
        experiment, tally = check_name(experiment, "experiment"), check_tally(counts)

        def work(cur: Any) -> None:
            self._me(cur, who)
            cur.execute("DELETE FROM tallies WHERE code = ? AND student = ? AND experiment = ?",
                        (who.code, who.student, experiment))
            for face, n in sorted(tally.items()):
                cur.execute("INSERT INTO tallies (code, student, experiment, face, n) VALUES (?, ?, ?, ?, ?) "
                            "ON CONFLICT (code, student, experiment, face) DO UPDATE SET n = excluded.n",
                            (who.code, who.student, experiment, face, n))

        self._write(work)
        return tally

    def send_result(self, who: Student, exercise: str, level: int, right: bool, attempt: str | None = None) -> str:
        """Return the attempt id after recording one checked answer (the same attempt id is counted once)."""
        exercise = check_name(exercise, "exercise")
        if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= MAX_LEVEL:
            raise InvalidInput(f"the level is a whole number 1-{MAX_LEVEL}; got {short_repr(level, 20)}")
        if not isinstance(right, bool):
            raise InvalidInput("right is True or False")
        attempt = uuid.uuid4().hex if attempt is None else check_name(attempt, "attempt")

        def work(cur: Any) -> None:
            self._me(cur, who)
            cur.execute("INSERT INTO results (code, student, attempt, exercise, level, ok) VALUES (?, ?, ?, ?, ?, ?) "
                        "ON CONFLICT DO NOTHING", (who.code, who.student, attempt, exercise, level, int(right)))

        self._write(work)
        return attempt

    def is_locked(self, who: Student, section: str) -> bool:
        """Return True while the teacher holds ``section`` (the student's class only)."""
        section = check_name(section, "section")

        def work(cur: Any) -> bool:
            self._me(cur, who)
            return cur.one("SELECT 1 FROM pacing WHERE code = ? AND section = ?", (who.code, section)) is not None

        return self._read(work)

    def locked_sections(self, who: Student) -> frozenset[str]:
        """Return every section the teacher holds in the student's class (one query, for a page's poll)."""

        def work(cur: Any) -> frozenset[str]:
            self._me(cur, who)
            return frozenset(str(r[0]) for r in cur.all("SELECT section FROM pacing WHERE code = ?", (who.code,)))

        return self._read(work)

    def add_question(self, who: Student, question: str, text: str, answer: object) -> None:
        """Record a guessing question's text and exact answer for the class (the first record of it is kept)."""
        question, exact = check_name(question, "question"), check_guess(answer)
        if not isinstance(text, str):
            raise InvalidInput("a question's text is text")
        text = text[:MAX_QUESTION_TEXT]

        def work(cur: Any) -> None:
            self._me(cur, who)
            cur.execute("INSERT INTO questions (code, question, text, num, den) VALUES (?, ?, ?, ?, ?) "
                        "ON CONFLICT DO NOTHING", (who.code, question, text, exact.numerator, exact.denominator))

        self._write(work)

    # ---- game tables (issue 24): one game played across devices ----

    def open_table(self, who: Student, game: str, setup: str, players: int, *, seat: int = 0,
                   bots: Mapping[int, str] | None = None, steps: Sequence[str] = (), over: bool = False) -> TableInfo:
        """Return a new table of the student's class (fresh table code) after writing it: ``who`` at ``seat``, the
        ``bots`` seats taken by those bots (by name), the others empty, and the first ``steps`` (the deal)."""
        game = check_name(game, "game")
        players = check_int(players, "players (seats at the table)", 1, MAX_SEATS)
        setup = check_setup(game, setup, players)
        seat = check_int(seat, "seat", 0, players - 1)
        bot_seats = _check_bots(bots, players, game)
        if seat in bot_seats:
            raise InvalidInput(f"seat {seat} is a bot's seat: the player who opens the table sits at another one")
        texts = _check_steps(steps)
        if not isinstance(over, bool):
            raise InvalidInput("over is True or False")

        def work(cur: Any) -> TableInfo:
            self._me(cur, who)
            (count,) = cur.one("SELECT COUNT(*) FROM game_tables WHERE code = ?", (who.code,))
            if int(count) >= MAX_TABLES:
                raise TableRefused("too_many_tables", f"this class has {MAX_TABLES} game tables already: the "
                                                      "teacher can end the class to start afresh")
            for _ in range(20):
                tab = "".join(secrets.choice(CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))
                if cur.execute("INSERT INTO game_tables (tab, code, game, setup, players, opener, created, over) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                               (tab, who.code, game, setup, players, who.student, int(time.time()), int(over))) == 1:
                    break
            else:
                raise StoreUnavailable("could not find a free table code; try again")
            for s in range(players):
                cur.execute("INSERT INTO table_seats (tab, seat, code, student, bot) VALUES (?, ?, ?, ?, ?)",
                            (tab, s, who.code, who.student if s == seat else None, bot_seats.get(s)))
            self._insert_steps(cur, who.code, tab, 0, texts)
            return self._info(cur, who, tab)

        return self._write(work)

    def join_table(self, who: Student, table: str, seat: int | None = None) -> TableInfo:
        """Return the table after seating ``who`` (at ``seat``, or the first empty seat); a student who sits there
        already (a reload, a second tab) keeps their seat."""
        tab = check_table_code(table)
        if seat is not None:
            seat = check_int(seat, "seat", 0, MAX_SEATS - 1)

        def work(cur: Any) -> TableInfo:
            self._me(cur, who)
            players = self._lock_table(cur, who, tab)
            mine = cur.one("SELECT seat FROM table_seats WHERE tab = ? AND student = ?", (tab, who.student))
            if mine:
                return self._info(cur, who, tab)
            free = [int(r[0]) for r in cur.all("SELECT seat FROM table_seats WHERE tab = ? AND student IS NULL AND "
                                               "bot IS NULL ORDER BY seat", (tab,))]
            if seat is None and not free:
                raise TableRefused("full", f"every seat at table {tab} is taken")
            if seat is not None and seat not in free:
                raise TableRefused("seat_taken", f"seat {seat} at table {tab} is taken or does not exist "
                                                 f"(seats 0-{players - 1}; free: {free or 'none'})")
            cur.execute("UPDATE table_seats SET student = ? WHERE tab = ? AND seat = ?",
                        (who.student, tab, free[0] if seat is None else seat))
            return self._info(cur, who, tab)

        return self._write(work)

    def table_info(self, who: Student, table: str, since: int = 0) -> tuple[TableInfo, list[str]]:
        """Return the table as its seated student ``who`` sees it, and its steps from number ``since`` on."""
        tab = check_table_code(table)
        since = check_int(since, "since (a step number)", 0, MAX_ACTIONS)

        def work(cur: Any) -> tuple[TableInfo, list[str]]:
            self._me(cur, who)
            info = self._info(cur, who, tab)
            if info.my_seat is None:
                raise TableRefused("not_seated", f"you do not sit at table {tab}: join it first")
            rows = cur.all("SELECT n, step FROM table_steps WHERE tab = ? AND n >= ? ORDER BY n", (tab, since))
            if any(int(r[0]) != since + i for i, r in enumerate(rows)):
                raise StoreUnavailable(f"table {tab}: its steps are not numbered one after another")
            return info, [str(r[1]) for r in rows]

        return self._read(work)

    def append_steps(self, who: Student, table: str, first: int, steps: Sequence[str], over: bool = False) -> int:
        """Return the table's step count after appending ``steps`` as numbers ``first``, ``first + 1``, ...; raise
        MovedFirst (nothing written) if step ``first`` is taken already, TableRefused if ``who`` does not sit
        there, a seat is still empty, the game is over or there would be more than MAX_ACTIONS steps."""
        tab = check_table_code(table)
        first = check_int(first, "first (the number of the first new step)", 0, MAX_ACTIONS)
        texts = _check_steps(steps)
        if not texts:
            raise InvalidInput("append at least one step")
        if not isinstance(over, bool):
            raise InvalidInput("over is True or False")

        def work(cur: Any) -> int:
            self._me(cur, who)
            self._lock_table(cur, who, tab)
            if not cur.one("SELECT 1 FROM table_seats WHERE tab = ? AND student = ?", (tab, who.student)):
                raise TableRefused("not_seated", f"you do not sit at table {tab}: only its players move")
            if cur.one("SELECT 1 FROM table_seats WHERE tab = ? AND student IS NULL AND bot IS NULL", (tab,)):
                raise TableRefused("waiting", f"table {tab} waits for players: every seat must be taken (or given "
                                              "to a bot) before the game goes on")
            (count,) = cur.one("SELECT COUNT(*) FROM table_steps WHERE tab = ?", (tab,))
            if int(count) > first:
                raise MovedFirst(tab, first)
            if int(count) < first:
                raise TableRefused("gap", f"table {tab} has {int(count)} steps: the next step is number "
                                          f"{int(count)}, not {first}")
            if cur.one("SELECT 1 FROM game_tables WHERE tab = ? AND over = 1", (tab,)):
                raise TableRefused("over", f"the game at table {tab} is over")
            if first + len(texts) > MAX_ACTIONS:
                raise TableRefused("too_many_steps", f"a table holds at most {MAX_ACTIONS:,} steps")
            self._insert_steps(cur, who.code, tab, first, texts)
            if over:
                cur.execute("UPDATE game_tables SET over = 1 WHERE tab = ?", (tab,))
            return first + len(texts)

        return self._write(work)

    def leave_table(self, who: Student, table: str, bot: str) -> int:
        """Return the seat ``who`` left after a bot (by name) took it over."""
        tab, bot = check_table_code(table), check_name(bot, "bot")

        def work(cur: Any) -> int:
            self._me(cur, who)
            self._lock_table(cur, who, tab)
            row = cur.one("SELECT seat FROM table_seats WHERE tab = ? AND student = ?", (tab, who.student))
            if not row:
                raise TableRefused("not_seated", f"you do not sit at table {tab}")
            check_bot(self._game_of(cur, tab), bot)
            cur.execute("UPDATE table_seats SET student = NULL, bot = ? WHERE tab = ? AND seat = ?",
                        (bot, tab, int(row[0])))
            return int(row[0])

        return self._write(work)

    def seat_bots(self, who: Student, table: str, bots: Mapping[int, str]) -> TableInfo:
        """Return the table after the given empty seats were given to bots (by name); any of its players may."""
        tab = check_table_code(table)
        chosen = _check_bots(bots, MAX_SEATS)

        def work(cur: Any) -> TableInfo:
            self._me(cur, who)
            self._lock_table(cur, who, tab)
            if not cur.one("SELECT 1 FROM table_seats WHERE tab = ? AND student = ?", (tab, who.student)):
                raise TableRefused("not_seated", f"you do not sit at table {tab}: only its players seat bots")
            game = self._game_of(cur, tab)
            for name in chosen.values():
                check_bot(game, name)
            for s, name in sorted(chosen.items()):
                if cur.execute("UPDATE table_seats SET bot = ? WHERE tab = ? AND seat = ? AND student IS NULL AND "
                               "bot IS NULL", (name, tab, s)) != 1:
                    raise TableRefused("seat_taken", f"seat {s} at table {tab} is taken or does not exist")
            return self._info(cur, who, tab)

        return self._write(work)

    def teacher_tables(self, token: str) -> list[TableInfo]:
        """Return every table of the teacher's class, newest first, with its players' nicknames (only the teacher's
        token reads them) and its step count; ``my_seat`` is None."""

        def work(cur: Any) -> list[TableInfo]:
            code, _ = self._class_of(cur, token)
            out = []
            for tab, game, setup, over in cur.all("SELECT tab, game, setup, over FROM game_tables WHERE code = ? "
                                                  "ORDER BY created DESC, tab", (code,)):
                seats = cur.all("SELECT s.seat, s.student, s.bot, st.nickname FROM table_seats s LEFT JOIN students "
                                "st ON st.code = s.code AND st.student = s.student WHERE s.tab = ? ORDER BY s.seat",
                                (tab,))
                (count,) = cur.one("SELECT COUNT(*) FROM table_steps WHERE tab = ?", (tab,))
                shown = tuple(Seat(int(r[0]), None if r[1] is None else str(r[3] or "?"),
                                   None if r[2] is None else str(r[2])) for r in seats)
                out.append(TableInfo(str(tab), str(game), str(setup), shown, None, int(count), bool(over)))
            return out

        return self._read(work)

    def table_steps(self, token: str, table: str) -> list[str]:
        """Return the steps of a table of the teacher's class (the teacher's page replays them: whose turn)."""
        tab = check_table_code(table)

        def work(cur: Any) -> list[str]:
            code, _ = self._class_of(cur, token)
            if not cur.one("SELECT 1 FROM game_tables WHERE tab = ? AND code = ?", (tab, code)):
                raise TableRefused("no_table", f"there is no table {tab} in this class")
            return [str(r[0]) for r in cur.all("SELECT step FROM table_steps WHERE tab = ? ORDER BY n", (tab,))]

        return self._read(work)

    def teacher_seat_bot(self, token: str, table: str, seat: int, bot: str) -> None:
        """Give a seat of a table of the teacher's class to a bot (a child who went away); only the teacher may."""
        tab, bot = check_table_code(table), check_name(bot, "bot")
        seat = check_int(seat, "seat", 0, MAX_SEATS - 1)

        def work(cur: Any) -> None:
            code, _ = self._class_of(cur, token)
            if not cur.one("SELECT 1 FROM game_tables WHERE tab = ? AND code = ?", (tab, code)):
                raise TableRefused("no_table", f"there is no table {tab} in this class")
            cur.execute("UPDATE game_tables SET over = over WHERE tab = ?", (tab,))
            check_bot(self._game_of(cur, tab), bot)
            if cur.execute("UPDATE table_seats SET student = NULL, bot = ? WHERE tab = ? AND seat = ?",
                           (bot, tab, seat)) != 1:
                raise TableRefused("seat_taken", f"table {tab} has no seat {seat}")

        self._write(work)

    def class_tables(self, who: Student) -> list[TableSummary]:
        """Return the tables of the student's class, newest first (game, players, free seats, whether ``who`` sits
        there; no nicknames)."""

        def work(cur: Any) -> list[TableSummary]:
            self._me(cur, who)
            rows = cur.all("SELECT t.tab, t.game, t.players, t.over, (SELECT COUNT(*) FROM table_seats s WHERE "
                           "s.tab = t.tab AND s.student IS NULL AND s.bot IS NULL), (SELECT COUNT(*) FROM "
                           "table_seats m WHERE m.tab = t.tab AND m.student = ?) FROM game_tables t "
                           "WHERE t.code = ? ORDER BY t.created DESC, t.tab", (who.student, who.code))
            return [TableSummary(str(r[0]), str(r[1]), int(r[2]), int(r[4]), bool(r[3]), int(r[5]) > 0)
                    for r in rows]

        return self._read(work)

    def _lock_table(self, cur: Any, who: Student, tab: str) -> int:
        """Return the table's number of seats after locking its row until the transaction ends (PostgreSQL: a row
        lock, so table writes take turns; SQLite: BEGIN IMMEDIATE did it); raise TableRefused if the table is not
        in ``who``'s class."""
        if cur.execute("UPDATE game_tables SET over = over WHERE tab = ? AND code = ?", (tab, who.code)) != 1:
            raise TableRefused("no_table", f"there is no table {tab} in your class (check the code, or the class "
                                           "has ended)")
        return int(cur.one("SELECT players FROM game_tables WHERE tab = ?", (tab,))[0])

    def _game_of(self, cur: Any, tab: str) -> str:
        """Return the game a table (found already) plays."""
        return str(cur.one("SELECT game FROM game_tables WHERE tab = ?", (tab,))[0])

    def _insert_steps(self, cur: Any, code: str, tab: str, first: int, texts: list[str]) -> None:
        """Insert steps numbered from ``first``; raise MovedFirst if a number is taken (the transaction rolls back)."""
        at = time.time_ns() // 1000
        for i, text in enumerate(texts):
            if cur.execute("INSERT INTO table_steps (tab, n, code, step, at) VALUES (?, ?, ?, ?, ?) "
                           "ON CONFLICT DO NOTHING", (tab, first + i, code, text, at)) != 1:
                raise MovedFirst(tab, first + i)

    def _info(self, cur: Any, who: Student, tab: str) -> TableInfo:
        """Return the table with its players' nicknames (only ever returned to a student who sits there); raise
        TableRefused if it is not in ``who``'s class."""
        row = cur.one("SELECT game, setup, over FROM game_tables WHERE tab = ? AND code = ?", (tab, who.code))
        if not row:
            raise TableRefused("no_table", f"there is no table {tab} in your class (check the code, or the class "
                                           "has ended)")
        seats = cur.all("SELECT s.seat, s.student, s.bot, st.nickname FROM table_seats s LEFT JOIN students st "
                        "ON st.code = s.code AND st.student = s.student WHERE s.tab = ? ORDER BY s.seat", (tab,))
        mine = next((int(r[0]) for r in seats if r[1] == who.student), None)
        (count,) = cur.one("SELECT COUNT(*) FROM table_steps WHERE tab = ?", (tab,))
        shown = tuple(Seat(int(r[0]), None if r[1] is None else str(r[3] or "?"), None if r[2] is None else str(r[2]),
                           r[1] == who.student) for r in seats)
        return TableInfo(tab, str(row[0]), str(row[1]), shown, mine, int(count), bool(row[2]))

    def count_rows(self) -> dict[str, int]:
        """Return the number of rows in each table (for tests and the README's 'what is kept')."""
        return self._read(lambda cur: {t: int(cur.one(f"SELECT COUNT(*) FROM {t}", ())[0]) for t in TABLES})


def _check_bots(bots: object, players: int, game: str | None = None) -> dict[int, str]:
    """Return {seat: bot name} for seats 0 to ``players - 1`` (None: no bots), each a bot of ``game`` if it is
    given, or raise InvalidInput."""
    if bots is None:
        return {}
    if not isinstance(bots, Mapping) or len(bots) > players:
        raise InvalidInput(f"bots map seats (0-{players - 1}) to bot names, not {short_repr(bots)}")
    return {check_int(s, "a bot's seat", 0, players - 1): check_name(b, "bot") if game is None else check_bot(game, b)
            for s, b in bots.items()}


def _check_steps(steps: object) -> list[str]:
    """Return a list of at most MAX_ACTIONS step texts, or raise InvalidInput."""
    if isinstance(steps, (str, bytes)) or not isinstance(steps, Sequence):
        raise InvalidInput(f"steps are a list of step texts, not {short_repr(steps)}")
    if len(steps) > MAX_ACTIONS:
        raise TableRefused("too_many_steps", f"a table holds at most {MAX_ACTIONS:,} steps")
    return [check_step_text(s, f"step {i}") for i, s in enumerate(steps)]


def _csv_safe(text: object) -> str:
    """Return a nickname safe to open in a spreadsheet (a leading = + - @ is quoted with an apostrophe)."""
    s = "" if text is None else str(text)
    return "'" + s if s[:1] in ("=", "+", "-", "@", "\t", "\r") else s


def _csv_number(guess: Fraction) -> str:
    """Return a guess as a spreadsheet reads it as a number and never as a date: a decimal to four places, a share
    from 0 to 1 ("0.3333", "0.25"; "1/3" became 3 January) and a count or a choice's number as itself ("7")."""
    return f"{float(guess):.4f}".rstrip("0").rstrip(".")


def _add_nickname_keys(cur: Any) -> None:
    """Give each stored nickname its ``nickname_key`` in a new column, unique per class, in place of the index on
    LOWER(nickname) (layout 2). Of nicknames an older store let into one class as different ("Änne" and "änne") the
    first to join keeps its name and each later one gets the first free number ("änne 2")."""
    cur.execute("ALTER TABLE students ADD COLUMN nick_key TEXT")
    cur.execute("DROP INDEX IF EXISTS students_nickname")
    rows = [(str(c), str(s), str(n)) for c, s, n in
            cur.all("SELECT code, student, nickname FROM students ORDER BY code, joined, student", ())]
    held: dict[str, set[str]] = {}  # every key a class's nicknames have now: a new number avoids them all
    for code, _, name in rows:
        held.setdefault(code, set()).add(nickname_key(name))
    given: dict[str, set[str]] = {code: set() for code in held}
    for code, student, first in rows:
        name, key, number = first, nickname_key(first), 1
        while key in given[code] or (number > 1 and key in held[code]):
            number += 1
            name = first[:MAX_NICKNAME - len(f" {number}")].rstrip() + f" {number}"
            key = nickname_key(name)
        given[code].add(key)
        cur.execute("UPDATE students SET nickname = ?, nick_key = ? WHERE code = ? AND student = ?",
                    (name, key, code, student))
    cur.execute("CREATE UNIQUE INDEX students_nick_key ON students (code, nick_key)")


def _lock_classes(cur: Any, where: str, args: Sequence[object]) -> int:
    """Return how many classes match ``where``, their rows locked until the write transaction ends (a no-op update:
    SQLite has no SELECT ... FOR UPDATE)."""
    return int(cur.execute(f"UPDATE classes SET lang = lang WHERE {where}", args))


class _SqliteCursor:
    """The few cursor calls the store uses, on SQLite (placeholders are '?'); ``write``: in a write transaction."""

    def __init__(self, con: sqlite3.Connection, write: bool) -> None:
        self.con, self.write = con, write

    def execute(self, sql: str, args: Sequence[object] = ()) -> int:
        return self.con.execute(sql, tuple(args)).rowcount

    def one(self, sql: str, args: Sequence[object]) -> Any:
        return self.con.execute(sql, tuple(args)).fetchone()

    def all(self, sql: str, args: Sequence[object]) -> list[Any]:
        return self.con.execute(sql, tuple(args)).fetchall()


class _PgCursor:
    """The same calls on psycopg (placeholders become '%s')."""

    def __init__(self, cur: Any, write: bool) -> None:
        self.cur, self.write = cur, write

    def execute(self, sql: str, args: Sequence[object] = ()) -> int:
        self.cur.execute(sql.replace("?", "%s"), tuple(args))
        return int(self.cur.rowcount)

    def one(self, sql: str, args: Sequence[object]) -> Any:
        self.cur.execute(sql.replace("?", "%s"), tuple(args))
        return self.cur.fetchone()

    def all(self, sql: str, args: Sequence[object]) -> list[Any]:
        self.cur.execute(sql.replace("?", "%s"), tuple(args))
        return list(self.cur.fetchall())
