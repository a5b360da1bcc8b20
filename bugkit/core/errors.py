"""The errors bugkit raises: every one is a ``BugkitError``; bad moves and bad data are also ``ValueError``s."""

from __future__ import annotations

from collections.abc import Iterable


class BugkitError(Exception):
    """Base class of every error bugkit raises on purpose."""


class InvalidInput(BugkitError, ValueError):
    """Malformed input: an action that cannot be parsed, a bad saved game, a bad deck or tile file."""


class IllegalMove(BugkitError, ValueError):
    """A well-formed action that the rules do not allow in this position."""


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
