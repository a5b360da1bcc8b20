"""The errors bugkit raises: every one is a ``BugkitError``; bad moves and bad data are also ``ValueError``s."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


class BugkitError(Exception):
    """Base class of every error bugkit raises on purpose."""


class InvalidInput(BugkitError, ValueError):
    """Malformed input: an action that cannot be parsed, a bad saved game, a bad deck or tile file."""


@dataclass(frozen=True)
class Said:
    """A field of a refusal whose words depend on the language (a die face, a time, the referee's verdict):
    ``say(value, lang)`` writes it; ``str()`` is the English words."""

    value: Any
    say: Callable[[Any, str], str]

    def words(self, lang: str) -> str:
        """Return the value in words in ``lang``."""
        return self.say(self.value, lang)

    def __str__(self) -> str:
        return self.words("en")


def _in_words(fields: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Return a refusal's fields ready for a label in ``lang`` (each ``Said`` field in words)."""
    return {k: v.words(lang) if isinstance(v, Said) else v for k, v in fields.items()}


class _Reasoned:
    """What a structured refusal and a malformed step share: ``game``, ``reason`` (a key of the label catalogue,
    ``"<game>.refuse.<reason>"`` or the shared ``"core.refuse.<reason>"``) and its ``fields``."""

    game: str
    reason: str
    fields: dict[str, Any]

    def text(self, lang: str = "en") -> str:
        """Return the reason in ``lang`` (the whole English message for an error without a reason)."""
        if not self.reason:
            return str(self)
        from .i18n import t

        return t(_refusal_key(self.game, self.reason), lang, **_in_words(self.fields, lang))


class Malformed(_Reasoned, InvalidInput):
    """A step given to a game that is no step of it: text that does not parse (reason ``"malformed"`` or the
    game's own, such as ``"several_ways"``), too long (``"too_long"``) or no text at all (``"not_text"``)."""

    def __init__(self, message: str = "", *, game: str = "", reason: str = "malformed",
                 fields: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.game, self.reason, self.fields = game, reason, dict(fields or {})


class IllegalMove(_Reasoned, BugkitError, ValueError):
    """A well-formed action that the rules do not allow in this position.

    A structured refusal (made by ``refuse``) also carries ``game``, ``reason`` (a key of the label catalogue,
    ``"<game>.refuse.<reason>"``), its ``fields``, the ``action`` text and the ``legal`` actions' texts; ``text(lang)``
    is the reason in a language. Older refusals carry only their English message.
    """

    def __init__(self, message: str = "", *, game: str = "", reason: str = "", fields: Mapping[str, Any] | None = None,
                 action: str = "", legal: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.game, self.reason, self.fields = game, reason, dict(fields or {})
        self.action, self.legal = action, tuple(legal)


class GameOver(IllegalMove):
    """An action was given to a game that has already ended."""


class StepLimit(BugkitError):
    """A run of bot steps reached its limit with the game still going and no human to ask (``Session.run``)."""


def _safe_str(value: object) -> str:
    """Return ``str(value)``, or its short repr when its ``__str__`` fails (a message must still be written)."""
    try:
        return str(value)
    except Exception:
        from .validate import short_repr

        return short_repr(value)


def _texts(legal: object, where: str) -> list[str]:
    """Return the texts of a list of legal actions given to ``where``; raise InvalidInput if it is no list."""
    from .validate import short_repr

    if isinstance(legal, (str, bytes, Mapping)) or not isinstance(legal, Iterable):
        raise InvalidInput(f"{where}: legal must be a list of the legal actions, not {short_repr(legal)}")
    return [_safe_str(a) for a in legal]


def _legal_list(actions: Iterable[object], limit: int = 12) -> str:
    """Return a short human list of legal actions for an error message."""
    from .validate import short_repr

    items = [short_repr(a, 200) for a in actions]
    if not items:
        return "none"
    shown = ", ".join(items[:limit])
    return shown + (f", ... ({len(items)} in all)" if len(items) > limit else "")


def illegal(action: object, why: str, legal: Iterable[object]) -> IllegalMove:
    """Return an IllegalMove that quotes the action, says why, and lists what is legal now."""
    from .validate import short_repr

    if not isinstance(why, str):
        raise InvalidInput(f"illegal: why must be a text (the reason), not {short_repr(why)}")
    if isinstance(legal, (str, bytes, Mapping)) or not isinstance(legal, Iterable):
        raise InvalidInput(f"illegal: legal must be a list of the legal actions, not {short_repr(legal)}")
    return IllegalMove(f"{short_repr(action, 200)} is not allowed now: {why}. Legal now: {_legal_list(legal)}")


def _refusal_key(game: str, reason: str) -> str:
    """Return the catalogue key of a refusal's reason: ``"<game>.refuse.<reason>"``, or the shared
    ``"core.refuse.<reason>"`` (game over, impossible outcome, ...) when the game has no text of its own."""
    from .i18n import known

    key = f"{game}.refuse.{reason}"
    return key if game and known(key) else f"core.refuse.{reason}"


def refuse(game: str, action: object, reason: str, legal: Iterable[object] = (), **fields: Any) -> IllegalMove:
    """Return a structured IllegalMove: the English message quotes the action, gives the catalogue's reason and
    lists what is legal now; ``.reason``/``.fields`` let a board say it in any language."""
    from .i18n import known, t
    from .validate import short_repr

    if not isinstance(game, str):
        raise InvalidInput(f"refuse: game must be a game's name, not {short_repr(game)}")
    if not isinstance(reason, str) or not known(_refusal_key(game, reason)):
        raise InvalidInput(f"refuse: reason must be a refusal of {short_repr(game)} or a shared one (a key "
                           f"'<game>.refuse.<reason>' or 'core.refuse.<reason>' of the catalogue), not "
                           f"{short_repr(reason)}")
    texts = _texts(legal, "refuse")
    why = t(_refusal_key(game, reason), "en", **_in_words(fields, "en"))
    action = _safe_str(action)
    if reason == "over":
        message = f"{action!r} is not allowed: the game is over. Legal now: none"
    else:
        message = f"{action!r} is not allowed now: {why}. Legal now: {_legal_list(texts)}"
    return (GameOver if reason == "over" else IllegalMove)(
        message, game=game, reason=reason, fields=fields, action=action, legal=texts)
