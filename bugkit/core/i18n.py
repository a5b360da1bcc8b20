"""The label catalogue: every user-facing string, in English and German, looked up by key."""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("en", "de")

_CATALOGUE: dict[str, dict[str, str]] = {}


def register(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Add labels (key -> {'en': ..., 'de': ...}) to the catalogue; a key may be registered once."""
    for key, texts in entries.items():
        if key in _CATALOGUE and dict(texts) != _CATALOGUE[key]:
            raise ValueError(f"label {key!r} registered twice with different texts")
        _CATALOGUE[key] = dict(texts)


def t(key: str, lang: str = "en", **fmt: object) -> str:
    """Return the label for ``key`` in ``lang`` (English if missing), formatted with ``fmt``."""
    texts = _CATALOGUE.get(key)
    if texts is None:
        raise KeyError(f"no label {key!r} in the catalogue")
    text = texts.get(lang) or texts["en"]
    return text.format(**fmt) if fmt else text


def missing_translations() -> list[tuple[str, str]]:
    """Return (key, language) pairs that have no text; a test keeps this empty."""
    return [(k, lang) for k, texts in _CATALOGUE.items() for lang in LANGUAGES if not texts.get(lang)]


def keys() -> list[str]:
    """Return every registered label key."""
    return sorted(_CATALOGUE)


register({
    "lang.name": {"en": "Language", "de": "Sprache"},
    "ui.new_game": {"en": "New game", "de": "Neues Spiel"},
    "ui.seed": {"en": "Seed", "de": "Startwert"},
    "ui.players": {"en": "Players", "de": "Spieler"},
    "ui.variant": {"en": "Variant", "de": "Variante"},
    "ui.seat": {"en": "Seat {n}", "de": "Platz {n}"},
    "ui.human": {"en": "Human", "de": "Mensch"},
    "ui.player": {"en": "Player {n}", "de": "Spieler {n}"},
    "ui.bot_step": {"en": "Bot: next step", "de": "Bot: nächster Schritt"},
    "ui.bot_turn": {"en": "Bots: play until my turn", "de": "Bots: spielen bis ich dran bin"},
    "ui.log": {"en": "What happened", "de": "Was passiert ist"},
    "ui.turn_of": {"en": "{name} to play.", "de": "{name} ist dran."},
    "ui.game_over": {"en": "Game over. Winner(s): {names}.", "de": "Spiel aus. Gewonnen: {names}."},
    "ui.error": {"en": "Not allowed: {msg}", "de": "Nicht erlaubt: {msg}"},
    "ui.score": {"en": "Score", "de": "Punkte"},
    "ui.hint": {"en": "Hint", "de": "Tipp"},
    "ui.check": {"en": "Check", "de": "Prüfen"},
    "ui.right": {"en": "Right!", "de": "Richtig!"},
    "ui.wrong": {"en": "Not quite.", "de": "Noch nicht."},
    "ui.answer": {"en": "Your answer", "de": "Deine Antwort"},
    "ui.not_a_number": {"en": "Please type a number or a fraction like 3/8.",
                        "de": "Bitte gib eine Zahl oder einen Bruch wie 3/8 ein."},
})
