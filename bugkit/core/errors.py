"""The errors bugkit raises: every one is a ``BugkitError``; bad moves and bad data are also ``ValueError``s."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any


class BugkitError(Exception):
    """Base class of every error bugkit raises on purpose."""


class InvalidInput(BugkitError, ValueError):
    """Malformed input: an action that cannot be parsed, a bad saved game, a bad deck or tile file."""


class IllegalMove(BugkitError, ValueError):
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

    def text(self, lang: str = "en") -> str:
        """Return the reason of the refusal in ``lang`` (the whole English message for an unstructured one)."""
        if not self.reason:
            return str(self)
        from .i18n import t

        return t(refusal_key(self.game, self.reason), lang, **self.fields)


class GameOver(IllegalMove):
    """An action was given to a game that has already ended."""


def legal_list(actions: Iterable[object], limit: int = 12) -> str:
    """Return a short human list of legal actions for an error message."""
    items = [repr(a) for a in actions]
    if not items:
        return "none"
    shown = ", ".join(items[:limit])
    return shown + (f", ... ({len(items)} in all)" if len(items) > limit else "")


def illegal(action: object, why: str, legal: Iterable[object]) -> IllegalMove:
    """Return an IllegalMove that quotes the action, says why, and lists what is legal now."""
    return IllegalMove(f"{action!r} is not allowed now: {why}. Legal now: {legal_list(legal)}")


def refusal_key(game: str, reason: str) -> str:
    """Return the catalogue key of a refusal's reason: ``"<game>.refuse.<reason>"``, or the shared
    ``"core.refuse.<reason>"`` (game over, impossible outcome, ...) when the game has no text of its own."""
    from .i18n import known

    key = f"{game}.refuse.{reason}"
    return key if game and known(key) else f"core.refuse.{reason}"


def refuse(game: str, action: object, reason: str, legal: Iterable[object] = (), **fields: Any) -> IllegalMove:
    """Return a structured IllegalMove: the English message quotes the action, gives the catalogue's reason and
    lists what is legal now; ``.reason``/``.fields`` let a board say it in any language."""
    from .i18n import t

    texts = [str(a) for a in legal]
    why = t(refusal_key(game, reason), "en", **fields)
    if reason == "over":
        message = f"{str(action)!r} is not allowed: the game is over. Legal now: none"
    else:
        message = f"{str(action)!r} is not allowed now: {why}. Legal now: {legal_list(texts)}"
    return (GameOver if reason == "over" else IllegalMove)(
        message, game=game, reason=reason, fields=fields, action=str(action), legal=texts)
