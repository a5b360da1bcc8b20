"""The Kakerlakentanz play widget: your card turns up, you call a dance (or Stop!) before the clock runs out.

Model and view apart: ``PlayModel`` holds the game, the bots and an injected clock (``time.monotonic`` by default;
tests pass a ``FakeClock``, so nothing ever sleeps); ``PlayView`` shows it and forwards clicks and keys.
- Timed mode: your call is sent with its reaction time (``"meep 1.37"``); a wrong or slow call is a wrong move,
  explained in words. A ``Play`` widget ticks in the browser to update the countdown and to notice a timeout.
- Practice mode: no clock; a wrong call is refused with the reason and you may try again.
Keyboard: type into the key box: 1 Ouch, 2 Buzz, 3 Flap-Flap, 4 Meep, 5 or space Stop (or o, b, f, m, s).
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import time
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import ipywidgets as widgets

from ..core.errors import IllegalMove
from ..core.i18n import t
from ..core.rng import spawn
from ..ui import language_picker
from . import labels as lbl
from .bots import BOTS, CockroachBot
from .components import CALLS, DANCES
from .rules import KakerlakentanzState, format_action, new_game, parse_action, piles

KEYS = {"1": "ouch", "2": "buzz", "3": "flap-flap", "4": "meep", "5": "stop", " ": "stop",
        "o": "ouch", "b": "buzz", "f": "flap-flap", "m": "meep", "s": "stop"}


class FakeClock:
    """A clock for tests: ``clock()`` returns the time, ``advance(s)`` moves it on."""

    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        """Return the current fake time in seconds."""
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the fake time on by ``seconds``."""
        self.now += seconds


class PlayModel:
    """One game: the human at seat 0, bots at the other seats, an injected clock, and what to say about it.

    In the timed game the bots play at their own speed: a bot's move happens when its reaction time has passed
    on the clock (``advance``, called by every tick). In practice mode, or with ``bot_delay=False``, bots play at once.
    """

    def __init__(self, players: int = 3, seed: int | None = 1, level: str = "easy", practice: bool = False,
                 clock: Callable[[], float] = time.monotonic, bot_delay: bool = True, **options: Any) -> None:
        self.clock = clock
        self.practice = practice
        self.bot_delay = bot_delay
        self.level = level
        self.state: KakerlakentanzState = new_game(players=players, seed=seed, **options)
        self.bots: list[CockroachBot] = [BOTS[level]() for _ in range(players)]
        self.rngs = spawn(self.state.seed, players)
        self.message: tuple[str, Any] = ("start", None)
        self.pending: tuple[str, float] | None = None
        self.turned_up_at = clock()
        self.shown_at = self.turned_up_at
        self.advance()

    @property
    def human_turn(self) -> bool:
        """Return True if it is the human's (seat 0) move."""
        return not self.state.is_over and self.state.current_player == 0

    def elapsed(self) -> float:
        """Return the seconds since the human's card turned up."""
        return max(0.0, self.clock() - self.shown_at)

    def time_left(self) -> float:
        """Return the seconds the human has left (the full limit in practice mode)."""
        limit = self.state.rules.time_limit
        return limit if self.practice else max(0.0, limit - self.elapsed())

    def call(self, call: str) -> bool:
        """Return True if the human's call was made (right or punished); False if refused (practice) or not his turn."""
        if not self.human_turn:
            return False
        if self.practice:
            try:
                self._play(call)
            except IllegalMove:
                self.message = ("try_again", call)
                return False
        else:
            self._play(format_action(call, self.elapsed()))
        self.message = ("event", self.state.events[-1])
        self.advance()
        return True

    def tick(self) -> bool:
        """Return True if something happened: bots whose time has come played, or the human ran out of time."""
        moved = self.advance() > 0
        if self.practice or not self.human_turn or self.elapsed() <= self.state.rules.time_limit:
            return moved
        self._play(format_action(self.state.legal_actions()[0], self.elapsed()))
        self.message = ("event", self.state.events[-1])
        self.advance()
        return True

    def _play(self, action: str) -> None:
        """Apply an action; the next card turns up now (the human's clock restarts if it is his card)."""
        self.state = self.state.apply(action)
        self.turned_up_at = self.clock()
        self.shown_at = self.turned_up_at

    def advance(self, limit: int = 10_000) -> int:
        """Return how many bot moves were played now: all of them at once, or those whose reaction time is up."""
        n = 0
        while not self.state.is_over and self.state.current_player != 0 and n < limit:
            if self.pending is None:
                p = self.state.current_player
                action = self.bots[p].choose(self.state.observation(p), self.state.legal_actions(), self.rngs[p])
                seconds = parse_action(action)[1] or 0.0
                self.pending = (action, self.turned_up_at + seconds)
            action, due = self.pending
            if self.bot_delay and not self.practice and self.clock() < due:
                break
            self.pending = None
            self._play(action)
            n += 1
        return n


def names(players: int, lang: str) -> list[str]:
    """Return the seat names: 'You' / 'Du' and 'Cockroach 1', ... ."""
    return [t("kakerlakentanz.you", lang)] + [t("kakerlakentanz.cockroach", lang, n=i) for i in range(1, players)]


def table_html(state: KakerlakentanzState, lang: str, show_forbidden: bool) -> str:
    """Return the table as HTML: both discard piles (top card, taboo cards marked), pile sizes, what is forbidden."""
    first, second, active = piles(state.played)
    cells = []
    for i, pile in enumerate((first, second)):
        top = lbl.card_label(pile[-1], lang) if pile else t("kakerlakentanz.empty", lang)
        taboo = bool(pile) and pile[-1].startswith("taboo:")
        style = "border:3px solid #c00;" if taboo else "border:1px solid #888;"
        mark = f" ({t('kakerlakentanz.in_play', lang)})" if i == active and not state.is_over else ""
        cells.append(f"<div style='{style}padding:6px;margin:4px;min-width:160px;display:inline-block'>"
                     f"<b>{t('kakerlakentanz.pile', lang, n=i + 1)}{mark}</b><br>{html.escape(top)} "
                     f"[{len(pile)}]</div>")
    who = names(state.n_players, lang)
    sizes = ", ".join(t("kakerlakentanz.cards_left", lang, name=who[i], n=len(h)) for i, h in enumerate(state.hands))
    hint = ""
    if show_forbidden and not state.is_over:
        from .rules import forbidden_on

        hint = f"<br><i>{html.escape(lbl.forbidden_text(forbidden_on(state.table), lang))}</i>"
    return "".join(cells) + f"<br>{html.escape(sizes)}{hint}"


class PlayView(widgets.VBox):  # type: ignore[misc]
    """The play widget: card, countdown, five call buttons, key box, both piles, explanation and log."""

    def __init__(self, model: PlayModel | None = None, lang: str = "en", clock: Callable[[], float] = time.monotonic,
                 **model_options: Any) -> None:
        self.clock = clock
        self.model = model if model is not None else PlayModel(clock=clock, **model_options)
        self.lang = language_picker(lang)
        self.mode = widgets.ToggleButtons(options=self._mode_options(lang), style={"button_width": "235px"},
                                          value="practice" if self.model.practice else "timed")
        self._relabelling = False
        self.players = widgets.IntSlider(value=self.model.state.n_players, min=2, max=6)
        self.level = widgets.Dropdown(options=list(BOTS), value=self.model.level)
        self.seed = widgets.IntText(value=self.model.state.seed)
        self.new_button = widgets.Button(button_style="info")
        self.buttons = {c: widgets.Button(layout=widgets.Layout(width="130px", height="60px")) for c in CALLS}
        self.key_box = widgets.Text(value="", continuous_update=True, layout=widgets.Layout(width="120px"))
        self.card = widgets.HTML()
        self.countdown = widgets.HTML()
        self.table = widgets.HTML()
        self.message = widgets.HTML()
        self.log_out = widgets.Output(layout=widgets.Layout(max_height="220px", overflow="auto",
                                                            border="1px solid #ccc"))
        self.ticker = widgets.Play(value=0, min=0, max=10**9, interval=200, show_repeat=False,
                                   playing=not self.model.practice)
        self._logged = 0
        for c, b in self.buttons.items():
            b.on_click(lambda _b, c=c: self.press(c))
        self.new_button.on_click(lambda _b: self.restart())
        self.key_box.observe(lambda ch: self.key(ch["new"]), names="value")
        self.lang.observe(lambda _ch: self.relabel(), names="value")
        self.mode.observe(lambda ch: self._mode_changed(ch["new"]), names="value")
        self.ticker.observe(lambda _ch: self.tick(), names="value")
        controls = widgets.HBox([self.lang, self.mode])
        setup = widgets.HBox([self.players, self.level, self.seed, self.new_button])
        calls = widgets.HBox([self.buttons[c] for c in CALLS])
        super().__init__([controls, setup, self.card, widgets.HBox([self.countdown, self.ticker]), calls,
                          self.key_box, self.message, self.table, self.log_out])
        self.render()
        self.kernel_clock = self.start_kernel_clock()

    def start_kernel_clock(self, interval: float = 0.2) -> bool:
        """Return True if the kernel now ticks this board every ``interval`` seconds (inside Jupyter or Voila).

        The browser's Play widget only starts counting when its play button is pressed (ipywidgets starts the
        timer on a change of ``playing``, never for a widget created playing), so the kernel's own event loop
        drives the countdown and the cockroaches. Outside a running event loop (plain Python, pytest) nothing
        starts; tests tick by hand with a fake clock.
        """
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False

        async def run() -> None:
            while True:
                await asyncio.sleep(interval)
                if not self.model.practice and not self.model.state.is_over:
                    with contextlib.suppress(Exception):  # a clock tick must never break the kernel
                        self.tick()

        self._clock_task = loop.create_task(run())
        return True

    # -- callbacks (each a line or two) -------------------------------------------------------------------------------
    def press(self, call: str) -> None:
        """Make a call for the human, then show what happened."""
        self.model.call(call)
        self.render()

    def key(self, text: str) -> None:
        """Turn a key typed into the key box into a call, and empty the box."""
        if text:
            self.key_box.value = ""
            if text[-1].lower() in KEYS:
                self.press(KEYS[text[-1].lower()])

    def tick(self) -> None:
        """Update the countdown; if time ran out, the move counts as too slow (then redraw everything)."""
        if self.model.tick():
            self.render()
        else:
            self.countdown.value = self.countdown_text()

    def _mode_changed(self, mode: str) -> None:
        """Switch the mode when the player chose one (not when the switch is only relabelled)."""
        if not self._relabelling:
            self.set_mode(mode)

    def set_mode(self, mode: str) -> None:
        """Switch between the timed game and practice (no clock)."""
        self.model.practice = mode == "practice"
        self.ticker.playing = not self.model.practice
        self.model.shown_at = self.model.clock()
        self.model.advance()
        self.render()

    def relabel(self) -> None:
        """Redraw everything, the log too, in the language just chosen."""
        self._logged = 0
        self.log_out.outputs = ()
        self.render()

    def restart(self) -> None:
        """Start a new game with the chosen players, bot level, seed and mode."""
        self.model = PlayModel(players=self.players.value, seed=self.seed.value, level=self.level.value,
                               practice=self.mode.value == "practice", clock=self.clock,
                               bot_delay=self.model.bot_delay)
        self._logged = 0
        self.log_out.outputs = ()
        self.render()

    # -- drawing ----------------------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw every label and text in the chosen language."""
        lang, m = self.lang.value, self.model
        key_of = {call: key for key, call in reversed(KEYS.items()) if key != " "}
        for c, b in self.buttons.items():
            b.description = f"{lbl.EMOJI[c]} {lbl.dance_name(c, lang)}"
            what = t("kakerlakentanz.tip.stop" if c == "stop" else f"kakerlakentanz.move.{c}", lang)
            b.tooltip = f"{lbl.dance_name(c, lang)}: {what} ({t('kakerlakentanz.key_of', lang, k=key_of[c])})"
            b.disabled = not m.human_turn
        self._relabel_choices(lang)
        self.new_button.description = t("ui.new_game", lang)
        self.lang.description = t("lang.name", lang)
        self.players.description = t("ui.players", lang)
        self.seed.description = t("ui.seed", lang)
        self.level.description = t("kakerlakentanz.level", lang)
        self.mode.description = t("kakerlakentanz.mode", lang)
        self.ticker.description = t("kakerlakentanz.clock", lang)
        self.ticker.tooltip = t("kakerlakentanz.tip.clock", lang)
        self.key_box.placeholder = "1-5"
        self.key_box.description = t("kakerlakentanz.keybox", lang)
        self.key_box.tooltip = t("kakerlakentanz.keys", lang)
        self.card.value = self.card_text()
        self.countdown.value = self.countdown_text()
        self.ticker.layout.visibility = "hidden" if m.practice else "visible"
        self.table.value = table_html(m.state, lang, show_forbidden=m.practice)
        keys = t("kakerlakentanz.keys", lang)
        self.message.value = f"<b>{html.escape(self.message_text())}</b><br><small>{keys}</small>"
        who = names(m.state.n_players, lang)
        for event in m.state.events[self._logged:]:
            self.log_out.append_stdout(lbl.event_text(event, who, lang) + "\n")
        self._logged = len(m.state.events)

    @staticmethod
    def _mode_options(lang: str) -> list[tuple[str, str]]:
        """Return the (label, value) pairs of the mode switch in ``lang``."""
        return [(t("kakerlakentanz.timed", lang), "timed"), (t("kakerlakentanz.practice", lang), "practice")]

    def _relabel_choices(self, lang: str) -> None:
        """Relabel the mode switch and the bot level menu without changing what is chosen."""
        self._relabelling = True
        for box, options in ((self.mode, self._mode_options(lang)),
                             (self.level, [(t(f"kakerlakentanz.level.{k}", lang), k) for k in BOTS])):
            if list(box.options) != options:
                chosen = box.value
                box.options = options
                box.value = chosen
        self._relabelling = False

    def countdown_text(self) -> str:
        """Return the HTML of the countdown (empty in practice mode or when it is not the human's move)."""
        m = self.model
        if m.practice or not m.human_turn:
            return ""
        return f"<b>{html.escape(t('kakerlakentanz.time_left', self.lang.value, s=m.time_left()))}</b>"

    def card_text(self) -> str:
        """Return the HTML of the card turned up (or the winner)."""
        lang, state = self.lang.value, self.model.state
        if state.is_over:
            who = names(state.n_players, lang)
            return f"<h3>{html.escape(lbl.event_text(('win', state.winners()[0]), who, lang))}</h3>"
        assert state.card is not None
        if not self.model.human_turn:
            bot = names(state.n_players, lang)[state.current_player]
            return f"<h2>{html.escape(t('kakerlakentanz.waiting', lang, name=bot))}</h2>"
        return f"<h2>{html.escape(t('kakerlakentanz.your_card', lang, card=lbl.card_label(state.card, lang)))}</h2>"

    def message_text(self) -> str:
        """Return the sentence about the last move of the human (or what happened to him)."""
        lang = self.lang.value
        kind, data = self.model.message
        if kind == "try_again":
            from .rules import judge_on

            state = self.model.state
            assert state.card is not None
            reason = judge_on(state.table, state.card, data, None, state.rules.time_limit).reason
            return t("kakerlakentanz.try_again", lang, why=lbl.explain(reason, lang))
        if kind == "event":
            return lbl.explain(data[5], lang) if data[0] == "wrong" else lbl.explain(("ok",), lang)
        return lbl.forbidden_text({}, lang) if not self.model.state.played else ""


def play_widget(players: int = 3, seed: int | None = 1, level: str = "easy", practice: bool = False,
                lang: str = "en", clock: Callable[[], float] = time.monotonic, bot_delay: bool = True,
                **options: Any) -> PlayView:
    """Return a ready play widget: you at seat 0 against cockroach bots (who take their reaction time)."""
    model = PlayModel(players=players, seed=seed, level=level, practice=practice, clock=clock, bot_delay=bot_delay,
                      **options)
    return PlayView(model, lang=lang, clock=clock)


__all__ = ["DANCES", "FakeClock", "PlayModel", "PlayView", "play_widget", "tree_diagram"]


Branch = tuple[str, Fraction, list[Any]]


def tree_diagram(tree: list[Branch], title: str = "", mark: str = "✔") -> Any:
    """Return a matplotlib Figure drawing a probability tree: each branch (label, probability, children).

    Leaves whose label ends with ``mark`` are highlighted; the path probability is written at each leaf.
    """
    import matplotlib.pyplot as plt

    leaves: list[tuple[float, float, str, Fraction]] = []
    edges: list[tuple[float, float, float, float, str]] = []
    nodes: list[tuple[float, float, str]] = []
    next_leaf = [0.0]

    def place(label: str, p: Fraction, children: list[Branch], x: float, path: Fraction) -> float:
        """Return the height of this node after placing it and its subtree (leaves one unit apart)."""
        if children:
            ys = [place(cl, cp, cc, x + 1, path * p) for cl, cp, cc in children]
            y = sum(ys) / len(ys)
            for (_, cp, _), yc in zip(children, ys, strict=True):
                edges.append((x, y, x + 1, yc, str(cp)))
        else:
            y = next_leaf[0]
            next_leaf[0] -= 1
            leaves.append((x, y, label, path * p))
        nodes.append((x, y, label))
        return y

    ys = [place(label, p, children, 1, Fraction(1)) for label, p, children in tree]
    root_y = sum(ys) / len(ys)
    for (_, p, _), y in zip(tree, ys, strict=True):
        edges.append((0, root_y, 1, y, str(p)))
    total = int(-next_leaf[0])
    depth = max(x for x, _, _ in nodes)
    fig, ax = plt.subplots(figsize=(2.8 * depth + 2, 0.8 * total + 0.8))
    for x0, y0, x1, y1, plabel in edges:
        start, end = 2 * x0 + (0.6 if x0 > 0 else 0.0), 2 * x1 - 0.6
        ax.plot([start, end], [y0, y1], color="#555")
        ax.text((start + end) / 2, (y0 + y1) / 2 + 0.1, plabel, ha="center", fontsize=10, color="#06c")
    for x, y, label in nodes:
        color = "#fdd" if label.endswith(mark) else "#eef"
        ax.text(2 * x, y, label, ha="center", va="center", fontsize=9, bbox={"boxstyle": "round", "fc": color})
    for _, y, label, path_p in leaves:
        weight = "bold" if label.endswith(mark) else None
        ax.text(2 * depth + 0.8, y, f"= {path_p}", va="center", fontsize=10, fontweight=weight)
    ax.plot([0], [root_y], "o", color="#555")
    ax.set_xlim(-0.2, 2 * depth + 1.6)
    ax.set_ylim(-total + 0.3, 0.7)
    ax.axis("off")
    if title:
        ax.set_title(title)
    return fig
