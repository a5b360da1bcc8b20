"""Every registered label is used (issue 20): its key is looked up somewhere in bugkit/, lessons/, play/ or scripts/.

A key counts as used when the sources hold it in one of three ways (read from the code with ``ast``, never run):

1. the whole key as a text literal, e.g. ``t("ui.stop", lang)`` or ``"a" if x else "b"`` (the key of a
   registration, ``register({"ui.stop": {...}})``, is no use);
2. a composed key: an f-string or a ``+`` of texts, e.g. ``f"voll_verasselt.ev.end.{event.reason}"`` or
   ``"kakerlakentanz.said" + (".you" if ... else "")``, whose every ``{...}`` is filled with a real value: a text
   (or whole number) literal written in the same package as the f-string (``bugkit/<part>/``, ``lessons/``, ...),
   or one of that package's own f-strings filled the same way (``f"now_{self.phase}"``). A key that starts with a
   ``{...}`` (``f"{game}.bot.{b}"``, ``f"{game}.refuse.{reason}"``, ``f"{self.game}.howto"``) starts with a game's
   name from ``bugkit.GAMES``; its other ``{...}`` take the literals of that game's package (its bots' names, its
   refusal reasons, ...);
3. a shared ``ui.<rest>`` key, when some ``<ns>.<rest>`` that has no text of its own is looked up by 1 or 2 (the
   catalogue's fallback, ``bugkit.core.i18n._entry``: ``<game>.bot.random`` says ``ui.bot.random``).

No blanket wildcard: a ``{...}`` never matches a text that the package does not write down, and a composed key
writes down a word and a dot of its own (``f"{a}.{b}"`` is no key; nor is the catalogue's fallback itself,
``"ui." + rest`` in ``bugkit/core/i18n.py``, which is rule 3).
"""

from __future__ import annotations

import ast
import itertools
import os
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

import pytest

import bugkit

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("bugkit", "lessons", "play", "scripts")
HOLE = None  # a ``{...}`` of a composed key
Template = tuple[str | None, ...]
MAX_FORMS = 64  # spellings one expression may have ("a" if x else "b" ...): more is no key


def package(path: Path) -> str:
    """Return the package a source file belongs to: ``bugkit/<part>`` (``bugkit`` for its top files), or the
    top folder (``lessons``, ``play``, ``scripts``)."""
    parts = path.relative_to(ROOT).parts
    return "/".join(parts[:2]) if parts[0] == "bugkit" and len(parts) > 2 else parts[0]


def registrations(tree: ast.AST) -> set[int]:
    """Return the ids of the nodes that register labels (a ``register(...)`` call's argument, the keys of a dict
    of ``{"en": ..., "de": ...}`` texts): their texts are no use of a key."""
    skip: set[int] = set()

    def is_texts(node: ast.AST) -> bool:
        return isinstance(node, ast.Dict) and any(isinstance(k, ast.Constant) and k.value == "en" for k in node.keys)

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "register":
            skip.update(id(n) for arg in node.args for n in ast.walk(arg))
        elif isinstance(node, ast.Dict) and any(is_texts(v) for v in node.values):
            skip.update(id(n) for k in node.keys if k is not None for n in ast.walk(k))
        elif isinstance(node, ast.DictComp) and is_texts(node.value):
            skip.update(id(n) for n in ast.walk(node.key))
    return skip


def forms(node: ast.AST) -> list[Template]:
    """Return the spellings a text expression can have, ``HOLE`` for each part not written down (empty if the
    expression is no text built of literals)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [(node.value,)]
    if isinstance(node, ast.IfExp):
        return forms(node.body) + forms(node.orelse)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = forms(node.left), forms(node.right)
        if not left and not right:
            return []
        return [a + b for a, b in itertools.product(left or [(HOLE,)], right or [(HOLE,)])][:MAX_FORMS]
    if isinstance(node, ast.JoinedStr):
        out: list[Template] = [()]
        for part in node.values:
            inner = (forms(part.value) or [(HOLE,)]) if isinstance(part, ast.FormattedValue) else forms(part)
            out = [a + b for a, b in itertools.product(out, inner)][:MAX_FORMS]
        return out
    return []


def merged(template: Template) -> Template:
    """Return ``template`` with neighbouring texts joined ("a" "b" -> "ab")."""
    out: list[str | None] = []
    for part in template:
        if part is not HOLE and out and out[-1] is not HOLE:
            out[-1] = str(out[-1]) + part
        elif part != "":
            out.append(part)
    return tuple(out)


def is_key_shaped(template: Template) -> bool:
    """Return True if ``template`` writes part of a key down: a word and a dot ("{game}.howto", not "{a}.{b}")."""
    written = "".join(part for part in template if part is not HOLE)
    return "." in written and re.search("[a-z]{2}", written) is not None


class Sources:
    """What the sources write down: per package, its text literals (and whole numbers) and its composed texts."""

    def __init__(self) -> None:
        self.literals: dict[str, set[str]] = {}
        self.templates: dict[str, set[Template]] = {}  # the composed keys
        self.texts: dict[str, set[Template]] = {}  # every composed text (a value may be one: f"now_{self.phase}")
        for top in SOURCES:
            for path in sorted((ROOT / top).rglob("*.py")):
                self.read(path)

    def read(self, path: Path) -> None:
        """Add the literals and composed texts of one source file."""
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = registrations(tree)
        literals = self.literals.setdefault(package(path), set())
        templates = self.templates.setdefault(package(path), set())
        texts = self.texts.setdefault(package(path), set())
        fallback = path == ROOT / "bugkit" / "core" / "i18n.py"  # its "ui." + rest is rule 3, no key of its own
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, (str, int)) and not isinstance(
                    node.value, bool):
                literals.add(str(node.value))
            elif isinstance(node, (ast.JoinedStr, ast.BinOp)):
                for form in map(merged, forms(node)):
                    if HOLE in form:
                        texts.add(form)
                        if is_key_shaped(form) and not fallback:
                            templates.add(form)
                    elif form:
                        literals.add(str(form[0]))

    def is_value(self, text: str, pkg: str) -> bool:
        """Return True if ``text`` is written down in ``pkg``: a literal, or one of its composed texts filled with
        its literals."""
        lits = self.literals[pkg]
        return text in lits or any(fits(form, text, lambda hole: hole in lits) for form in self.texts[pkg])


def fits(template: Template, text: str, ok: Callable[[str], bool]) -> bool:
    """Return True if ``text`` is ``template`` with each hole filled by a text that ``ok`` accepts."""
    if not template:
        return text == ""
    head, rest = template[0], template[1:]
    if head is not HOLE:
        return text.startswith(head) and fits(rest, text[len(head):], ok)
    return any(ok(text[:i]) and fits(rest, text[i:], ok) for i in range(1, len(text) + 1))


@cache
def sources() -> Sources:
    """Return what the sources write down (read once)."""
    return Sources()


REGISTERED = """
import importlib, pkgutil, bugkit
from bugkit.core import i18n
for module in pkgutil.walk_packages(bugkit.__path__, "bugkit."):
    importlib.import_module(module.name)
print("\\n".join(i18n.keys()))
"""


@cache
def registered() -> tuple[str, ...]:
    """Return every label key bugkit registers: the catalogue of a fresh Python with every module of bugkit imported
    (each registers its labels on import; this process's catalogue also holds the tests' own, e.g. a toy game's)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", REGISTERED], capture_output=True, text=True, env=env, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return tuple(done.stdout.splitlines())


@cache
def looked_up(key: str) -> bool:
    """Return True if the sources look ``key`` up: as a whole literal or as a composed key (rules 1 and 2)."""
    src = sources()
    if any(key in lits for lits in src.literals.values()):
        return True
    game = key.split(".", 1)[0]
    for pkg, templates in src.templates.items():
        for form in templates:
            if form[0] is not HOLE:
                if fits(form, key, lambda hole, p=pkg: src.is_value(hole, p)):
                    return True
            elif game in bugkit.GAMES and fits(form[1:], key[len(game):], lambda hole, p=pkg: (
                    src.is_value(hole, f"bugkit/{game}") or src.is_value(hole, p))):
                return True  # a game's key "<game>.<rest>": the rest filled from the game's package (or the f-string's)
    return False


def unused_keys(keys: Sequence[str]) -> list[str]:
    """Return the keys of ``keys`` (the catalogue's) that nothing uses (rules 1 to 3 of the module's docstring)."""
    known = set(keys)
    namespaces = {k.split(".", 1)[0] for k in known} | set(bugkit.GAMES)  # the <ns> of "<ns>.<rest>"

    def used(key: str) -> bool:
        rest = key.removeprefix("ui.")
        return looked_up(key) or (key.startswith("ui.") and any(
            f"{ns}.{rest}" not in known and looked_up(f"{ns}.{rest}") for ns in namespaces - {"ui"}))

    return [k for k in keys if not used(k)]


def test_every_registered_label_is_used() -> None:
    assert unused_keys(registered()) == []


@pytest.mark.parametrize("key", ["wanzen_tanzen.status.nobody_says_this",  # rule 1: no literal says it
                                 "voll_verasselt.ev.end.nobody_ends_so",  # rule 2: an f-string, but no such reason
                                 "ui.bot.no_such_bot"])  # rule 3: no game's bot is called so
def test_a_label_nobody_uses_is_noticed(key: str) -> None:
    assert unused_keys([*registered(), key]) == [key]
