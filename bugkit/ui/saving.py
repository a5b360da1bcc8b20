"""Save a game to a JSON file, load it back, and replay it move by move in its widget (any game's view).

A saved game is bugkit's replayable record (set-up + actions), so loading re-checks every move through the
rules, and a bad file is a clear error shown in words. The replay slider shows the position after k moves;
playing on from an earlier position simply continues the game from there.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..core.errors import BugkitError
from ..core.game import GameState
from ..core.i18n import register, t

register({
    "save.file": {"en": "File", "de": "Datei"},
    "save.save": {"en": "Save game", "de": "Spiel speichern"},
    "save.load": {"en": "Load game", "de": "Spiel laden"},
    "save.replay": {"en": "Replay: move", "de": "Wiederholung: Zug"},
    "save.saved": {"en": "Saved {n} moves to {path}.", "de": "{n} Züge in {path} gespeichert."},
    "save.loaded": {"en": "Loaded {n} moves from {path}. Move the slider to replay them.",
                    "de": "{n} Züge aus {path} geladen. Schiebe den Regler, um sie nachzuspielen."},
    "save.at": {"en": "Showing the game after move {k} of {n}.", "de": "Das Spiel nach Zug {k} von {n}."},
    "save.bad": {"en": "Could not load {path}: {msg}", "de": "Konnte {path} nicht laden: {msg}"},
})


def states_along(state: GameState) -> list[GameState]:
    """Return every position of a game from its start to ``state``, by replaying its record through the rules."""
    import bugkit

    current = bugkit.GAMES[state.GAME].new_game(**state.setup)
    out = [current]
    for action in state.history:
        current = current.apply(action)
        out.append(current)
    return out


class SaveReplay(widgets.VBox):
    """A file name, Save and Load buttons, and a replay slider for one game view."""

    def __init__(self, get_state: Callable[[], GameState], set_state: Callable[[GameState], None],
                 path: str = "saved_game.json", lang: str = "en") -> None:
        self.read_game, self.show_game, self.lang = get_state, set_state, lang
        self.path = widgets.Text(value=path, layout=widgets.Layout(width="340px"))
        self.save_button = widgets.Button(icon="")
        self.load_button = widgets.Button(icon="")
        self.slider = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                        layout=widgets.Layout(width="420px"))
        self.message = widgets.HTML()
        self.states: list[GameState] = []
        self.save_button.on_click(lambda _: self.save())
        self.load_button.on_click(lambda _: self.load())
        self.slider.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__([widgets.HBox([self.path, self.save_button, self.load_button]), self.slider, self.message])
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Relabel everything in ``lang``."""
        self.lang = lang
        self.path.description = t("save.file", lang)
        self.save_button.description = t("save.save", lang)
        self.load_button.description = t("save.load", lang)
        self.slider.description = t("save.replay", lang)

    def save(self) -> None:
        """Write the current game to the file and say so."""
        state = self.read_game()
        target = Path(self.path.value)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(state.to_json(), encoding="utf-8")
        self._say(t("save.saved", self.lang, n=len(state.history), path=target))

    def load(self) -> None:
        """Read the file, show its last position, and set up the replay slider (a bad file is explained)."""
        import bugkit

        try:
            text = Path(self.path.value).read_text(encoding="utf-8")
            state = bugkit.load(text)
        except (OSError, UnicodeDecodeError, BugkitError) as exc:
            self._say(t("save.bad", self.lang, path=self.path.value, msg=str(exc)))
            return
        self.states = states_along(state)
        self.slider.max = len(self.states) - 1
        self.slider.value = self.slider.max
        self.show_game(state)
        self._say(t("save.loaded", self.lang, n=len(state.history), path=self.path.value))

    def show(self, k: int) -> None:
        """Show the loaded game after its first k moves."""
        if not self.states:
            return
        self.show_game(self.states[k])
        self._say(t("save.at", self.lang, k=k, n=len(self.states) - 1))

    def _say(self, text: str) -> None:
        self.message.value = html.escape(text)


def save_replay_for(view: Any, path: str = "saved_game.json") -> SaveReplay:
    """Return a SaveReplay panel wired to a game view (one with ``state`` or ``model.state``, and ``render()``)."""
    holder = view.model if hasattr(view, "model") and hasattr(view.model, "state") else view

    def set_state(state: GameState) -> None:
        holder.state = state
        view.render()

    picker = next((w for w in (getattr(view, "language", None), getattr(view, "lang", None))
                   if isinstance(w, widgets.Dropdown)), None)
    lang = picker.value if picker is not None else getattr(view, "lang", "en")
    panel = SaveReplay(lambda: holder.state, set_state, path, lang if isinstance(lang, str) else "en")
    if picker is not None:  # follow the board's language switch
        picker.observe(lambda change: panel.set_language(change["new"]), names="value")
    return panel
