"""The game table every board can share: pieces in zones that a child taps, one status line, large action buttons.

Python stays the referee. A board describes what lies on the table as a *scene*: zones, each holding pieces with an
``id``, a ``picture`` (SVG markup from the game's ``draw.py``), a text alternative ``alt``, ``tappable`` and
``selected``; plus the ``status`` line and the ``actions`` (buttons for moves that have no piece: roll, stop, end).
The front end (``static/table.js`` and ``table.css``, shipped inside the package: nothing is fetched from the
internet) draws every piece as a native button with an accessible name and sends taps back; ``TableModel.handle``
checks every message and passes a tap on a known piece or a press of an enabled action to the board. Unknown ids
and malformed messages are ignored: nothing escapes the handler. The front end keeps its buttons from one scene to
the next (keyed by piece and action id) and changes them in place, so a tap that spans a redraw (a bot's move while a
finger or a mouse button is down) is not lost; and a tap counts only on the button it went down on, so it never
presses another action drawn in its place meanwhile.

A scene may carry an id (``show(..., scene_id="card-7")``): the front end then reports, once per id, that it has
drawn that scene (``{"kind": "shown", "id": ...}``), and ``TableModel`` passes it to the board's ``on_shown``.
A timed game counts from that moment (the card is on the screen), not from when the kernel dealt it.

``TableModel`` is plain Python (tests drive it with ``tap(piece_id)`` and ``press(action_id)``); ``Table`` is the
anywidget that shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..core.errors import InvalidInput
from ..core.i18n import register
from ..core.validate import check_text, short_repr

register({
    "ui.settings": {"en": "Settings", "de": "Einstellungen"},
    "ui.bot_pace": {"en": "Pause between bot moves", "de": "Pause zwischen Bot-Zügen"},
    "ui.bot_pause": {"en": "Stop the bots", "de": "Bots anhalten"},
})

STATIC = Path(__file__).with_name("static")
MAX_ID = 64  # characters of a piece's or an action's id
MAX_PIECES = 256  # pieces on one table: the most a game makes is Ungeziffer's largest tile set (200) and 2 dice


@dataclass(frozen=True)
class Piece:
    """One thing on the table: its id, its picture (SVG), its words, whether a tap means something, and whether it
    is selected."""

    id: str
    picture: str
    alt: str
    tappable: bool = False
    selected: bool = False

    def to_dict(self) -> dict[str, Any]:
        """Return the piece as the front end reads it."""
        return {"id": self.id, "picture": self.picture, "alt": self.alt, "tappable": self.tappable,
                "selected": self.selected}


@dataclass(frozen=True)
class Zone:
    """A place on the table (the middle, the dice tray, a player's area) with its name in words and its pieces."""

    id: str
    label: str
    pieces: tuple[Piece, ...] = ()
    tap: bool = True  # False: the pieces are pictures only (drawn as images, never as buttons)

    def to_dict(self) -> dict[str, Any]:
        """Return the zone as the front end reads it."""
        return {"id": self.id, "label": self.label, "tap": self.tap, "pieces": [p.to_dict() for p in self.pieces]}


@dataclass(frozen=True)
class Action:
    """A large button for a move that has no piece (roll, stop, pass): its id, its words, whether it can be pressed."""

    id: str
    label: str
    enabled: bool = True

    def to_dict(self) -> dict[str, Any]:
        """Return the action as the front end reads it."""
        return {"id": self.id, "label": self.label, "enabled": self.enabled}


@dataclass
class TableModel:
    """What the table shows and what a tap does, without a browser: ``show(...)`` sets the scene, ``tap``/``press``
    (or ``handle`` for a message from the front end) call the board's ``on_tap``/``on_press``."""

    on_tap: Callable[[str], Any] = field(default=lambda _id: None)
    on_press: Callable[[str], Any] = field(default=lambda _id: None)
    on_shown: Callable[[str], Any] = field(default=lambda _id: None)
    zones: tuple[Zone, ...] = ()
    status: str = ""
    actions: tuple[Action, ...] = ()
    listeners: list[Callable[[], None]] = field(default_factory=list)
    scene_id: str = ""  # "" : the front end reports nothing; else it sends {"kind": "shown", "id": scene_id} once
    actions_after: str = ""  # the id of the zone the action buttons follow ("": after the last zone)

    def __post_init__(self) -> None:
        if not isinstance(self.actions_after, str) or len(self.actions_after) > MAX_ID:
            raise InvalidInput(f"actions_after must be a zone's id (a text of at most {MAX_ID} characters) or \"\", "
                               f"not {short_repr(self.actions_after)}")

    def show(self, zones: Sequence[Zone], status: str, actions: Sequence[Action] = (),
             scene_id: str | None = None) -> None:
        """Set the scene (zones of pieces), the status line and the action buttons, then tell the listeners.

        ``scene_id`` (at most MAX_ID characters; None keeps the id set before, "" asks for no report) names the
        scene: once the front end has drawn a scene with an id it reports it (``shown``)."""
        if scene_id is not None:
            if not isinstance(scene_id, str) or len(scene_id) > MAX_ID:
                raise InvalidInput(f"show: scene_id must be a text of at most {MAX_ID} characters, "
                                   f"not {short_repr(scene_id)}")
            self.scene_id = scene_id
        zones, actions = tuple(zones), tuple(actions)
        if not all(isinstance(z, Zone) for z in zones) or not all(isinstance(a, Action) for a in actions):
            raise InvalidInput(f"show: zones must be Zones and actions Actions, not {short_repr(zones)}")
        ids = [p.id for z in zones for p in z.pieces]
        if len(ids) > MAX_PIECES or len(set(ids)) != len(ids):
            raise InvalidInput(f"show: piece ids must be unique and at most {MAX_PIECES}, not {short_repr(ids)}")
        self.zones, self.actions = zones, actions
        self.status = check_text(status, "status", 2000)
        for listener in self.listeners:
            listener()

    def piece(self, piece_id: object) -> Piece | None:
        """Return the piece with this id, or None."""
        return next((p for z in self.zones for p in z.pieces if p.id == piece_id), None)

    def action(self, action_id: object) -> Action | None:
        """Return the action with this id, or None."""
        return next((a for a in self.actions if a.id == action_id), None)

    def tap(self, piece_id: object) -> bool:
        """Pass a tap on a piece of the table to the board; return False (and do nothing) for an unknown id."""
        if not isinstance(piece_id, str) or len(piece_id) > MAX_ID or self.piece(piece_id) is None:
            return False
        self.on_tap(piece_id)
        return True

    def press(self, action_id: object) -> bool:
        """Pass a press of an enabled action to the board; return False (and do nothing) otherwise."""
        found = self.action(action_id) if isinstance(action_id, str) and len(action_id) <= MAX_ID else None
        if found is None or not found.enabled:
            return False
        self.on_press(found.id)
        return True

    def shown(self, scene_id: object) -> bool:
        """Pass the front end's report that the scene ``scene_id`` is drawn to the board; return False (and do
        nothing) unless it is the id of the scene shown now (a report of an earlier scene comes too late)."""
        if not isinstance(scene_id, str) or not scene_id or scene_id != self.scene_id:
            return False
        self.on_shown(scene_id)
        return True

    def handle(self, message: object) -> bool:
        """Act on a message from the front end (``{"kind": "tap"|"press"|"shown", "id": ...}``); return whether it
        was one the board took. A malformed message is ignored: nothing a page sends raises here."""
        if not isinstance(message, Mapping):
            return False
        kind, target = message.get("kind"), message.get("id")
        if kind == "tap":
            return self.tap(target)
        if kind == "press":
            return self.press(target)
        if kind == "shown":
            return self.shown(target)
        return False

    def scene(self) -> dict[str, Any]:
        """Return the scene as the front end reads it (with its id, if it has one)."""
        scene: dict[str, Any] = {"zones": [z.to_dict() for z in self.zones]}
        if self.scene_id:
            scene["id"] = self.scene_id
        if self.actions_after:
            scene["actions_after"] = self.actions_after
        return scene


class Table(anywidget.AnyWidget):  # type: ignore[misc]
    """The table drawn in the browser: every piece a button (Tab, Enter, Space), taps sent back to Python."""

    _esm = (STATIC / "table.js").read_text(encoding="utf-8")
    _css = (STATIC / "table.css").read_text(encoding="utf-8")
    scene: traitlets.Dict[str, Any] = traitlets.Dict({"zones": []}).tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    actions: traitlets.List[Any] = traitlets.List([]).tag(sync=True)
    projector = traitlets.Bool(False).tag(sync=True)

    def __init__(self, model: TableModel | None = None) -> None:
        if model is not None and not isinstance(model, TableModel):
            raise InvalidInput(f"Table: model must be a TableModel, not {short_repr(model)}")
        super().__init__()
        self.model = TableModel() if model is None else model
        self.model.listeners.append(self.sync)
        self.on_msg(self._on_msg)
        self.sync()

    def sync(self) -> None:
        """Send the model's scene, status line and actions to the front end, in one message (one redraw)."""
        with self.hold_sync():
            self.scene = self.model.scene()
            self.status = self.model.status
            self.actions = [a.to_dict() for a in self.model.actions]

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Take a message from the front end; nothing it holds lets an exception out."""
        try:
            self.model.handle(content)
        except Exception:  # the board's own handlers explain refusals; this is the last fence
            return

    def tap(self, piece_id: object) -> bool:
        """Tap a piece as the front end would; return whether the board took it."""
        return self.model.tap(piece_id)

    def press(self, action_id: object) -> bool:
        """Press an action as the front end would; return whether the board took it."""
        return self.model.press(action_id)


__all__ = ["Action", "Piece", "Table", "TableModel", "Zone"]
