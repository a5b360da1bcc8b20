"""Save a game to a JSON file, load it back, and replay it move by move in its widget (any game's view).

Files live in one folder only: ``saves/`` in the kernel's current directory (next to the notebook), made when the
first game is saved. The File box takes a plain file name such as ``my_game.json``; a folder part, ``..``, an
absolute path, an empty or over-long name, control characters or a name not ending in ``.json`` are refused with a
message. Every failure (missing file, a folder, unreadable or too big a file, bad JSON, a save of another game, a
save the rules reject, a name the system refuses) is a message on the panel, and the board stays as it was.

A saved game is bugkit's replayable record, so loading re-checks every step through the rules. A save (format 2)
holds the set-up and every step so far (the players' decisions and what chance brought), no seed, so it holds only
what has happened: nothing face down; the panel's note says so.

The replay slider shows the position after k moves: only positions where a player decides (or the game is over).
A chance node is skipped, not shown: its picture would be the position before the dice land, which the slider
already shows, and a board shows a state through a Session, which resolves any chance node it is given by sampling
new dice: so a chance node on the slider would show a roll that never happened. Move k is one decision and the
chance it brought. Positions are replayed on demand from the nearest one already computed (every ``CHECKPOINT``
positions one is kept); loading walks the record once more to find the positions where
a player decides (linear in the steps: 20,000 steps take well under a second).

A memory game (``GameSpec.replay_hides_memory``: Ungeziffer, whose players must remember the tiles that lie face
down again) keeps its replay closed while the game it would replay (the loaded one, else the board's) is not over:
an earlier position shows face up the tiles that lie face down now. The slider and its buttons are then disabled and
a line says why; once the board's game is over the replay opens by itself on that game. The save on disk keeps every
step all the same: it is the record, and the board never shows it.
"""

from __future__ import annotations

import errno
import html
import logging
import os
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..core import game as core_game
from ..core.errors import BugkitError, InvalidInput
from ..core.files import MAX_FILE_NAME, UnsafeFile, device_name, read_in, write_in
from ..core.game import MAX_SAVE_BYTES, GameState
from ..core.i18n import fmt_num, register, t, tn
from ..core.validate import check_int, check_lang, check_text, short_repr
from . import Message
from .a11y import labeller
from .note import ShortRepr

SAVES = "saves"  # the folder, in the kernel's current directory
MAX_NAME = 80  # characters in a file name
CHECKPOINT = 256  # the replay keeps every CHECKPOINT-th position it has computed
_LOG = logging.getLogger(__name__)  # what failed on a click or with a file, for a developer (never the child)

register({
    "save.file": {"en": "File", "de": "Datei"},
    "save.save": {"en": "Save game", "de": "Spiel speichern"},
    "save.load": {"en": "Load game", "de": "Spiel laden"},
    "save.replay": {"en": "Replay: move", "de": "Wiederholung: Zug"},
    "save.back": {"en": "◀ One move back", "de": "◀ Einen Zug zurück"},
    "save.forward": {"en": "One move on ▶", "de": "Einen Zug weiter ▶"},
    "save.note_steps": {"en": "Games are saved in the folder “saves” next to this notebook. A save file holds only "
                              "what has happened so far: nothing face down.",
                        "de": "Spiele werden im Ordner „saves“ neben diesem Notebook gespeichert. Eine Spieldatei "
                              "enthält nur, was bisher geschehen ist: nichts, was noch verdeckt liegt."},
    "save.saved": {"en": "Saved 1 move to {path}.|Saved {n} moves to {path}.",
                   "de": "1 Zug in {path} gespeichert.|{n} Züge in {path} gespeichert."},
    "save.loaded": {"en": "Loaded 1 move from {path}. Move the slider to replay it.|Loaded {n} moves from {path}. "
                          "Move the slider to replay them.",
                    "de": "1 Zug aus {path} geladen. Schiebe den Regler, um ihn nachzuspielen.|{n} Züge aus {path} "
                          "geladen. Schiebe den Regler, um sie nachzuspielen."},
    "save.loaded_closed": {"en": "Loaded 1 move from {path}.|Loaded {n} moves from {path}.",
                           "de": "1 Zug aus {path} geladen.|{n} Züge aus {path} geladen."},
    "save.closed": {"en": "Replay opens when the game is over: it would show the tiles you have to remember.",
                    "de": "Die Wiederholung gibt es erst, wenn das Spiel vorbei ist. Sonst könntest du einfach "
                          "nachschauen, was auf den Plättchen ist, die du dir merken musst."},
    "save.opened": {"en": "The game is over: move the slider to replay it.",
                    "de": "Das Spiel ist vorbei: Schiebe den Regler, um es nachzuspielen."},
    "save.at": {"en": "Showing the game after move {k} of {n}.", "de": "Das Spiel nach Zug {k} von {n}."},
    "save.bad": {"en": "Could not load {path}: {msg}", "de": "Konnte {path} nicht laden: {msg}"},
    "save.not_saved": {"en": "Could not save to {path}: {msg}", "de": "Konnte nicht in {path} speichern: {msg}"},
    "save.bad_name": {"en": "Please type a plain file name ending in .json, such as my_game.json: {why}",
                      "de": "Bitte gib einen einfachen Dateinamen mit .json am Ende ein, zum Beispiel mein_spiel.json: "
                            "{why}"},
    "save.name_empty": {"en": "the name is empty.", "de": "Der Name ist leer."},
    "save.name_long": {"en": "the name is too long: at most {n} letters (an emoji counts as about four).",
                       "de": "Der Name ist zu lang: höchstens {n} Buchstaben (ein Emoji zählt wie etwa vier)."},
    "save.name_folder": {"en": "it may not name a folder (no /, \\ or ..): files stay in the folder “saves”.",
                         "de": "Er darf keinen Ordner nennen (kein /, \\ oder ..): Dateien bleiben im Ordner „saves“."},
    "save.name_control": {"en": "it contains a character that cannot be in a file name.",
                          "de": "Er enthält ein Zeichen, das in keinem Dateinamen stehen kann."},
    "save.name_dot": {"en": "it may not start with a dot.", "de": "Er darf nicht mit einem Punkt beginnen."},
    "save.name_json": {"en": "it must end in .json.", "de": "Er muss auf .json enden."},
    "save.missing": {"en": "there is no such file in the folder “saves”.",
                     "de": "Im Ordner „saves“ gibt es keine solche Datei."},
    "save.folder": {"en": "that is a folder, not a saved game.", "de": "Das ist ein Ordner, kein gespeichertes Spiel."},
    "save.too_big": {"en": "the file has {size} bytes; a saved game has at most {max} bytes.",
                     "de": "Die Datei hat {size} Bytes; ein gespeichertes Spiel hat höchstens {max} Bytes."},
    "save.denied": {"en": "the computer does not allow it ({msg}).",
                    "de": "Der Computer erlaubt es nicht ({msg})."},
    "save.other_game": {"en": "it is a saved game of {other}, and this board plays {this}.",
                        "de": "Das ist ein gespeichertes Spiel „{other}“, und dieses Brett spielt „{this}“."},
    "save.outside": {"en": "the file lies outside the folder “saves”.",
                     "de": "Die Datei liegt außerhalb des Ordners „saves“."},
    "save.link": {"en": "it is a link to another file; the board reads and writes only real files in “saves”.",
                  "de": "Das ist eine Verknüpfung zu einer anderen Datei; das Brett liest und schreibt nur echte "
                        "Dateien im Ordner „saves“."},
    "save.folder_link": {"en": "the folder “saves” is a link to another folder; the board uses only a real folder.",
                         "de": "Der Ordner „saves“ ist eine Verknüpfung zu einem anderen Ordner; das Brett nimmt nur "
                               "einen echten Ordner."},
    "save.no_folder": {"en": "“saves” is not a folder.", "de": "„saves“ ist kein Ordner."},
    "save.hard_link": {"en": "the file has a second name somewhere else (a hard link), so it is not overwritten.",
                       "de": "Die Datei hat noch einen zweiten Namen woanders (einen harten Link), darum wird sie "
                             "nicht überschrieben."},
    "save.special": {"en": "it is not an ordinary file (a pipe or a device).",
                     "de": "Das ist keine gewöhnliche Datei (eine Pipe oder ein Gerät)."},
    "save.name_device": {"en": "Windows keeps this name for a device (CON, NUL, PRN, AUX, COM1, LPT1, ...).",
                         "de": "Diesen Namen hält Windows für ein Gerät frei (CON, NUL, PRN, AUX, COM1, LPT1, ...)."},
    "save.not_a_game": {"en": "it is not a saved game this board can replay (the file may be damaged, or changed by "
                               "hand).",
                        "de": "Das ist kein gespeichertes Spiel, das dieses Brett nachspielen kann. Vielleicht ist die "
                              "Datei beschädigt oder wurde von Hand geändert."},
    "save.os.denied": {"en": "no permission to read or write there", "de": "keine Erlaubnis, dort zu lesen oder zu "
                                                                         "schreiben"},
    "save.os.full": {"en": "the disk is full", "de": "der Speicher ist voll"},
    "save.os.read_only": {"en": "the disk may only be read", "de": "der Speicher darf nur gelesen werden"},
    "save.os.long_name": {"en": "the name is too long", "de": "der Name ist zu lang"},
    "save.os.busy": {"en": "the file is in use", "de": "die Datei wird gerade benutzt"},
    "save.os.code": {"en": "system error {code}", "de": "Systemfehler {code}"},
    "save.os.other": {"en": "an unexpected error", "de": "ein unerwarteter Fehler"},
    "save.detail": {"en": "What the game engine says:", "de": "Was das Spielprogramm sagt:"},
    "save.too_long": {"en": "{path} was not saved: this game has {n} steps, and a saved game holds at most {most} "
                            "(a longer one could not be loaded again).",
                      "de": "{path} wurde nicht gespeichert: Dieses Spiel hat {n} Schritte, ein gespeichertes Spiel "
                            "fasst höchstens {most} (ein längeres ließe sich nicht wieder laden)."},
    "save.too_many_bytes": {
        "en": "{path} was not saved: the saved game would be bigger than {most} bytes, the most a saved game may be "
              "(a bigger one could not be loaded again).",
        "de": "{path} wurde nicht gespeichert: Das gespeicherte Spiel wäre größer als {most} Bytes, mehr darf ein "
              "gespeichertes Spiel nicht sein (ein größeres ließe sich nicht wieder laden)."},
    "save.broken": {"en": "something went wrong ({msg}); the board is unchanged.",
                    "de": "Etwas ist schiefgegangen ({msg}); das Brett ist unverändert."},
})


def check_file_name(name: object) -> str | None:
    """Return the i18n key of why ``name`` is not a plain ``*.json`` file name for the saves folder, or None."""
    if not isinstance(name, str) or not name.strip():
        return "save.name_empty"
    name = name.strip()
    if len(name) > MAX_NAME or len(name.encode("utf-8", "surrogatepass")) > MAX_FILE_NAME:
        return "save.name_long"
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for c in name):
        return "save.name_control"
    if any(c in name for c in ':*?"<>|'):  # not in a file name on every system
        return "save.name_control"
    if "/" in name or "\\" in name or ".." in name:
        return "save.name_folder"
    if name.startswith("."):
        return "save.name_dot"
    if not name.lower().endswith(".json") or len(name) == len(".json"):
        return "save.name_json"
    if device_name(name):
        return "save.name_device"
    return None


def saves_folder() -> Path:
    """Return the saves folder: ``saves/`` in the kernel's current directory (not created here)."""
    return Path.cwd() / SAVES


def _check_state(state: object, where: str) -> GameState:
    """Return ``state`` if it is a position of one of bugkit's games; raise InvalidInput otherwise."""
    import bugkit

    if not isinstance(state, GameState) or getattr(state, "GAME", None) not in bugkit.GAMES:
        raise InvalidInput(f"{where}: state must be a position of a bugkit game (bugkit.new_game(...)), not "
                           f"{short_repr(state)}")
    return state


def _check_folder(folder: object) -> Path | None:
    """Return the saves folder given by code as a Path (None: ``saves/``); raise InvalidInput for anything else."""
    if folder is None:
        return None
    if isinstance(folder, str):
        check_text(folder, "folder", 4096)
    elif not isinstance(folder, Path):
        raise InvalidInput(f"folder must be a folder's path (a text or a Path) or None, not {short_repr(folder)}")
    if "\0" in str(folder):
        raise InvalidInput("folder must not hold a NUL character")
    return Path(folder)


def states_along(state: GameState) -> list[GameState]:
    """Return every position of a game from its start to ``state``, by replaying its record through the rules."""
    _check_state(state, "states_along")
    line = ReplayLine(state)
    return [line.at(k) for k in range(len(line) + 1)]


class ReplayLine:
    """The positions of a recorded game where a player decides, computed on demand: ``at(k)`` (after k moves)
    replays from the nearest kept position. Chance nodes are skipped (see the module's docstring)."""

    def __init__(self, final: GameState) -> None:
        import bugkit

        _check_state(final, "ReplayLine")
        self.actions = list(final.history)  # every recorded step (decisions and chance outcomes)
        start = bugkit.GAMES[final.GAME].new_game(**final.setup)
        self.marks: Sequence[int]
        self.marks, self.kept = self._walk(start, final)  # the steps after which a player decides

    def _walk(self, start: GameState, final: GameState) -> tuple[list[int], dict[int, GameState]]:
        """Return the step counts of the positions where a player decides (or the game is over), and some of those
        positions (the first, every CHECKPOINT-th and the last), by replaying the record once."""
        marks: list[int] = []
        kept: dict[int, GameState] = {}
        state = last = start
        for i in range(len(self.actions) + 1):
            if state.is_over or not state.is_chance_node:
                if len(marks) % CHECKPOINT == 0:
                    kept[len(marks)] = state
                marks.append(i)
                last = state
            if i < len(self.actions):
                state = state.apply(self.actions[i])
        if not marks:  # only chance so far (a save written in code): the game as it stands
            return [len(self.actions)], {0: final}
        # the last position: the loaded state itself, or the decision before it if it stops at a chance node
        kept[len(marks) - 1] = final if marks[-1] == len(self.actions) else last
        return marks, kept

    def __len__(self) -> int:
        return len(self.marks) - 1

    @property
    def over(self) -> bool:
        """Return True if the recorded game is over (at its last position)."""
        return bool(self.at(len(self)).is_over)

    def at(self, k: int) -> GameState:
        """Return the position after the first ``k`` moves (0 <= k <= len): the k-th position where a player decides."""
        k = max(0, min(int(k), len(self)))
        start = max(i for i in self.kept if i <= k)
        state = self.kept[start]
        for j in range(start, k):
            for i in range(self.marks[j], self.marks[j + 1]):
                state = state.apply(self.actions[i])
            if (j + 1) % CHECKPOINT == 0:
                self.kept[j + 1] = state
        return state


class SaveReplay(ShortRepr, widgets.VBox):
    """A file name, Save and Load buttons, and a replay slider for one game view."""

    short_title = ("Save and replay", "Speichern und nachspielen")  # English, German

    def __init__(self, get_state: Callable[[], GameState], set_state: Callable[[GameState, bool], None],
                 path: str = "saved_game.json", lang: str = "en", folder: str | Path | None = None) -> None:
        if not callable(get_state) or not callable(set_state):
            raise InvalidInput(f"SaveReplay: get_state and set_state must be functions, not {short_repr(get_state)} "
                               f"and {short_repr(set_state)}")
        lang = check_lang(lang)
        path = check_text(path, "path", 4096)
        name = Path(path).name if "\0" not in path else ""
        self.read_game, self.show_game, self.lang = get_state, set_state, lang
        self.folder = _check_folder(folder)
        self.path = widgets.Text(value=name, layout=widgets.Layout(width="340px", max_width="100%", min_height="44px"))
        tall = widgets.Layout(min_height="44px", width="auto")
        self.save_button = widgets.Button(icon="", layout=tall)
        self.load_button = widgets.Button(icon="", layout=tall)
        self.back_button = widgets.Button(icon="", disabled=True, layout=tall)
        self.forward_button = widgets.Button(icon="", disabled=True, layout=tall)
        self.slider = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                        layout=widgets.Layout(width="auto", flex="1 1 240px", max_width="420px",
                                                              min_height="44px"))  # shares a row with its buttons
        for box in (self.path, self.slider):  # the whole label, never cut with "…" ("Wiederholung: Zug")
            box.style.description_width = "initial"
        self.note = widgets.HTML()
        self.message = Message()
        self.line: ReplayLine | None = None
        self.closed = False  # True while the replay would show a memory game that is not over (``follow``)
        self.closed_note = widgets.HTML()  # why it is closed
        self.labeller = labeller(lang)  # the replay slider's handle gets its name; the page says its language
        self.save_button.on_click(lambda _: self._safely(self.save))
        self.load_button.on_click(lambda _: self._safely(self.load))
        self.back_button.on_click(lambda _: self._safely(lambda: self.step(-1)))
        self.forward_button.on_click(lambda _: self._safely(lambda: self.step(1)))
        self.slider.observe(lambda change: self._safely(lambda: self.show(change["new"])), names="value")
        wrap = widgets.Layout(flex_flow="row wrap")
        super().__init__([widgets.HBox([self.path, self.save_button, self.load_button], layout=wrap),
                          widgets.HBox([self.back_button, self.slider, self.forward_button], layout=wrap),
                          self.closed_note, self.message, self.note, self.labeller])
        self.set_language(lang)

    def set_language(self, lang: str) -> None:
        """Relabel everything in ``lang``."""
        self.lang = self.labeller.lang = check_lang(lang)
        self.path.description = t("save.file", lang)
        self.save_button.description = t("save.save", lang)
        self.load_button.description = t("save.load", lang)
        self.slider.description = t("save.replay", lang)
        self.back_button.description = t("save.back", lang)
        self.forward_button.description = t("save.forward", lang)
        self.message.say_again(lang)
        self.note.value = f"<small>{html.escape(t('save.note_steps', lang))}</small>"
        self.closed_note.value = html.escape(t("save.closed", lang)) if self.closed else ""

    def target(self) -> Path | None:
        """Return the file the File box names inside the saves folder, or None (and say why) if it is not allowed."""
        why = check_file_name(self.path.value)
        if why is not None:
            self._say(lambda lang: t("save.bad_name", lang, why=t(why, lang, n=MAX_NAME)))
            return None
        name: str = self.path.value.strip()
        return (self.folder or saves_folder()) / name

    def save(self) -> None:
        """Write the current game to the file in the saves folder and say so (or say why not)."""
        target = self.target()
        if target is None:
            return
        state = self.read_game()
        name = self._shown(target)
        try:
            data = state.to_json().encode("utf-8")
        except InvalidInput:  # more steps or bytes than a save may hold (core.game's limits): it could not be loaded
            steps = len(state.history)
            if steps > core_game.MAX_ACTIONS:
                self._say(lambda lang: t("save.too_long", lang, path=name, n=fmt_num(steps, lang),
                                         most=fmt_num(core_game.MAX_ACTIONS, lang)))
            else:
                self._say(lambda lang: t("save.too_many_bytes", lang, path=name,
                                         most=fmt_num(core_game.MAX_SAVE_BYTES, lang)))
            return
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            write_in(target.parent, target.name, data)
        except UnsafeFile as exc:
            unsafe = exc
            self._say(lambda lang: t("save.not_saved", lang, path=name, msg=file_refusal(unsafe, lang)))
            return
        except (OSError, ValueError) as exc:
            _LOG.warning("could not save %s", target, exc_info=True)  # the system's own words, for a developer
            failed: BaseException = exc
            self._say(lambda lang: t("save.not_saved", lang, path=name, msg=system_refusal(failed, lang)))
            return
        n = moves(state)
        self._say(lambda lang: tn("save.saved", n, lang, path=name))

    def load(self) -> None:
        """Read the file, show its last position, and set up the replay slider (a bad file is explained)."""
        target = self.target()
        if target is None:
            return
        name = self._shown(target)
        state = self._read(target, name)
        if state is None:
            return
        line = ReplayLine(state)
        self.line, self.closed = None, False  # (the loaded game decides whether the replay is closed: ``follow``)
        self.show_game(line.at(len(line)), False)  # the loaded game (or, stopped at a chance node, the move before)
        self._set_line(line)
        self.follow()
        said = "save.loaded_closed" if self.closed else "save.loaded"
        self._say(lambda lang: tn(said, len(line), lang, path=name))

    def _set_line(self, line: ReplayLine) -> None:
        """Make ``line`` the game the slider replays, at its last position (the one the board shows)."""
        self.line = None  # the slider moves below must not show positions of the old game
        self.slider.max = len(line)
        self.slider.value = len(line)
        self.line = line
        self.back_button.disabled, self.forward_button.disabled = len(line) == 0, True

    def follow(self) -> None:
        """Close the replay while it would show a memory game that is not over (``GameSpec.replay_hides_memory``:
        the loaded game, else the board's), and say why; open it on the board's game once that is over (a closed
        replay opens by itself). A board calls this whenever it redraws."""
        import bugkit

        state = self.read_game()
        hides = bugkit.GAMES[state.GAME].replay_hides_memory
        if hides and self.closed and state.is_over:  # the game has ended: its whole record may be replayed now
            self._set_line(ReplayLine(state))
            self._say(lambda lang: t("save.opened", lang))
        over = self.line.over if self.line is not None else state.is_over
        self.closed = self.slider.disabled = hides and not over
        if self.closed:
            self.back_button.disabled = self.forward_button.disabled = True
        elif self.line is not None:
            k, n = self.slider.value, len(self.line)
            self.back_button.disabled, self.forward_button.disabled = k <= 0, k >= n
        self.closed_note.value = html.escape(t("save.closed", self.lang)) if self.closed else ""

    def _read(self, target: Path, name: str) -> GameState | None:
        """Return the game in ``target`` if it is a valid save of this board's game; else say why and return None."""
        import bugkit

        try:
            data = read_in(target.parent, target.name, MAX_SAVE_BYTES)
        except UnsafeFile as exc:
            unsafe = exc
            self._say(lambda lang: t("save.bad", lang, path=name, msg=file_refusal(unsafe, lang)))
            return None
        except (OSError, ValueError) as exc:
            _LOG.warning("could not load %s", target, exc_info=True)  # the system's own words, for a developer
            failed: BaseException = exc
            self._say(lambda lang: t("save.bad", lang, path=name, msg=system_refusal(failed, lang)))
            return None
        try:
            state = bugkit.load(data)
        except BugkitError as exc:  # the engine says exactly what is wrong, in English: on an English page only
            engine = str(exc)
            self._say(lambda lang: t("save.bad", lang, path=name, msg=t("save.not_a_game", lang))
                      + (f" {t('save.detail', lang)} {engine}" if lang == "en" else ""))
            return None
        this = self.read_game().GAME
        if this != state.GAME:
            other, mine = bugkit.GAMES[state.GAME].title, bugkit.GAMES[this].title
            self._say(lambda lang: t("save.bad", lang, path=name,
                                     msg=t("save.other_game", lang, other=other, this=mine)))
            return None
        return state

    def show(self, k: int) -> None:
        """Show the loaded game after its first k moves (nothing while the replay is closed)."""
        if self.line is None or self.closed:
            return
        self.show_game(self.line.at(k), k < len(self.line))  # a position before the end: the bots wait
        self.back_button.disabled, self.forward_button.disabled = k <= 0, k >= len(self.line)
        n = len(self.line)
        self._say(lambda lang: t("save.at", lang, k=k, n=n))

    def step(self, by: int) -> None:
        """Move the replay one move back (``by`` = -1) or on (+1); nothing before a game is loaded."""
        if self.line is None or self.closed or by not in (-1, 1):
            return
        self.slider.value = max(0, min(self.slider.value + by, len(self.line)))

    def _shown(self, target: Path) -> str:
        """Return how the file is named in messages: saves/<name>."""
        return f"{SAVES}/{target.name}" if self.folder is None else str(target)

    def _safely(self, handler: Callable[[], None]) -> None:
        """Run a click handler; anything it did not foresee becomes a message, never an error in the notebook."""
        try:
            handler()
        except Exception as exc:  # the last line of defence of a click handler
            _LOG.exception("a click on the save panel failed unforeseen")  # for a developer: the child reads words
            failed = exc
            self._say(lambda lang: t("save.broken", lang, msg=_reason(failed, lang)))

    def _say(self, words: Callable[[str], str]) -> None:
        """Show as the panel's message the plain words ``words`` gives for its language, escaped into HTML (a language
        switch says them again: ``Message``)."""
        self.message.say(lambda lang: html.escape(words(lang)), self.lang)


_FILE_REASONS = {"missing": "save.missing", "folder": "save.folder", "link": "save.link",
                 "folder_link": "save.folder_link", "no_folder": "save.no_folder", "hard_link": "save.hard_link",
                 "special": "save.special", "device": "save.name_device", "name": "save.name_control"}


def file_refusal(exc: UnsafeFile, lang: str, max_bytes: int = MAX_SAVE_BYTES) -> str:
    """Return why the safe open (``bugkit.core.files``) refused a file in the saves folder, in ``lang``."""
    if not isinstance(exc, UnsafeFile):
        raise InvalidInput(f"file_refusal: exc must be an UnsafeFile (bugkit.core.files), not {short_repr(exc)}")
    lang = check_lang(lang)
    max_bytes = check_int(max_bytes, "max_bytes", 0)
    if exc.reason == "too_big":
        size = exc.size if exc.size is not None else max_bytes + 1
        return t("save.too_big", lang, size=fmt_num(size, lang), max=fmt_num(max_bytes, lang))
    if exc.reason == "denied":
        return t("save.denied", lang, msg=_system_words(exc.code, exc.detail, lang))
    if exc.reason == "no_folder" and not os.path.lexists(exc.path):  # nothing saved yet: "saves" is not made yet
        return t("save.missing", lang)
    return t(_FILE_REASONS.get(exc.reason, "save.outside"), lang)


def system_refusal(exc: BaseException, lang: str) -> str:
    """Return why the system refused to read or write a file (an ``OSError``, or a ``ValueError`` such as a bad
    encoding), in ``lang``: "the computer does not allow it (the disk is full)" (never the system's English words on
    a German page)."""
    if not isinstance(exc, BaseException):
        raise InvalidInput(f"system_refusal: exc must be the error (an exception), not {short_repr(exc)}")
    lang = check_lang(lang)
    return t("save.denied", lang, msg=_reason(exc, lang))


def moves(state: GameState) -> int:
    """Return the number of moves (decisions) in a game's record: chance outcomes are not moves."""
    return len(ReplayLine(_check_state(state, "moves")))


_OS_WORDS = {errno.EACCES: "save.os.denied", errno.EPERM: "save.os.denied", errno.ENOSPC: "save.os.full",
             errno.EDQUOT: "save.os.full", errno.EROFS: "save.os.read_only", errno.ENAMETOOLONG: "save.os.long_name",
             errno.EBUSY: "save.os.busy", errno.ETXTBSY: "save.os.busy"}


def _system_words(code: int | None, words: str, lang: str) -> str:
    """Return what the system refused in ``lang``: its common errors in words, another one as the system's own
    ``words`` on an English page and as its error code on a German page (the system speaks English)."""
    if code in _OS_WORDS:
        return t(_OS_WORDS[code], lang)
    if lang == "en" and words:
        return words[:200]
    return t("save.os.code", lang, code=errno.errorcode.get(code, "?") if code is not None else "?")


def _reason(exc: BaseException, lang: str) -> str:
    """Return a short reason from an exception in ``lang``: an OS error's words without the full path, any other
    error's plain words ("an unexpected error"; a child reads no error's name, its catcher logs it for a developer)."""
    if isinstance(exc, OSError):
        return _system_words(exc.errno, exc.strerror or "", lang)
    return t("save.os.other", lang)


def save_replay_for(view: Any, path: str = "saved_game.json", folder: str | Path | None = None) -> SaveReplay:
    """Return a SaveReplay panel wired to a game view (one with ``state`` or ``model.state``, and ``render()``).

    ``path`` is the file name first shown in the File box (a folder part is dropped: files live in ``saves/``).
    A loaded or replayed game is shown with ``view.adopt(state, hold_bots=...)`` if the view has it (the board is
    rebuilt to the save's set-up and any selection is cleared; at a replayed position before the end the bots are
    stopped, so they do not play on from it with new luck while the panel says which move is shown), else by
    setting the state and re-rendering.
    """
    check_text(path, "path", 4096)
    _check_folder(folder)
    holder = view.model if hasattr(view, "model") and hasattr(view.model, "state") else view

    def set_state(state: GameState, replaying: bool) -> None:
        adopt = getattr(view, "adopt", None)
        if callable(adopt):
            adopt(state, hold_bots=replaying)  # a replayed position stays as the record holds it
            return
        holder.state = state
        view.render()

    picker = next((w for w in (getattr(view, "language", None), getattr(view, "lang", None))
                   if isinstance(w, widgets.Dropdown)), None)
    lang = picker.value if picker is not None else getattr(view, "lang", "en")
    panel = SaveReplay(lambda: holder.state, set_state, path, lang if isinstance(lang, str) else "en", folder)
    followers = getattr(view, "replay_panels", None)
    if isinstance(followers, list):  # a board: it has the panel follow its game at every redraw (``follow``)
        followers.append(panel)
    if picker is not None:  # follow the board's language switch
        picker.observe(lambda change: panel._safely(lambda: panel.set_language(change["new"])), names="value")
    return panel
