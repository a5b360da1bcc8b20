"""The Wanzen tanzen playground: a pure ``PlayModel`` (no widgets) and a thin ipywidgets ``WanzenView``.

Click the dice you want to set aside, then "Set aside"; "Repeat roll" takes a baby bug. Bots play their turns step
by step ("Bot: next step") or until it is your turn. The switch "Show the odds" lists the exact best chance of
completing a task after each choice (the dynamic programme of ``odds.py``, in floats).

A fresh board (and every press of "New game") deals a new random game; its *game number* appears in the box "Game
number" once the game is over (``bugkit.ui.gamenumber``: shown earlier, it would let another board show the next
roll); typing a number there before pressing "New game" replays that game. No click handler lets an
exception out: a refusal is explained in words, anything else leaves the board as it was and says so.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import ipywidgets as widgets

from ..core.errors import BugkitError, IllegalMove, InvalidInput
from ..core.i18n import fmt_pct, t, tn
from ..core.session import Session
from ..core.validate import check_choice, check_int, check_seed, short_repr
from ..ui import TextLog, language_picker, page_language, projector_switch, refusal_text
from ..ui.draw import board_style, row
from ..ui.gamenumber import GameNumber, bad_number_text
from ..ui.note import ShortRepr
from . import components as comps
from . import draw, labels
from .bots import BOTS
from .odds import chance_now, hint
from .rules import (
    AGAIN,
    MAX_PLAYERS,
    MIN_PLAYERS,
    REPEAT,
    ROLL,
    STOP,
    Action,
    Cover,
    Keep,
    Rolled,
    WanzenState,
    Word,
    new_game,
)

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
HINT_ROWS = 6


def _die(v: int) -> str:
    """Return a die face as a picture and a number, like '⚂ 3'."""
    return f"{DIE_FACES[v - 1]} {v}"


def _percent(p: float | Fraction, lang: str = "en") -> str:
    """Return a chance as a percentage with one decimal, written for ``lang`` ("34.6%" / "34,6 %")."""
    return fmt_pct(p, lang)


class PlayModel:
    """A game at the table: the state, which seats are bots, the dice a human has chosen, the language."""

    def __init__(self, players: int = 2, seed: int | None = None, opponent: str = "odds", lang: str = "en",
                 humans: tuple[int, ...] = (0,), show_hint: bool = False) -> None:
        self.lang = check_choice(lang, "lang", ("en", "de"))
        self.show_hint = check_choice(show_hint, "show_hint", (True, False))
        self.error = ""
        self.reset(players, seed, opponent, humans)

    def reset(self, players: int, seed: int | GameNumber | None = None, opponent: str = "odds",
              humans: tuple[int, ...] | None = None) -> None:
        """Start a replay of game number ``seed`` (a fresh random game if None) with these seats: humans by index,
        the other seats played by ``opponent`` bots (``humans`` None keeps the seats of the game before)."""
        check_choice(opponent, "opponent", list(BOTS))
        check_int(players, "players", MIN_PLAYERS, MAX_PLAYERS)
        if humans is None:
            humans = getattr(self, "humans", (0,))
        if not isinstance(humans, (tuple, list)) or len(humans) > MAX_PLAYERS:
            raise InvalidInput(f"humans must be a tuple of seat numbers 0-{MAX_PLAYERS - 1}, not {short_repr(humans)}")
        self.humans = tuple(check_int(h, "a seat in humans", 0, MAX_PLAYERS - 1) for h in humans)
        numbering = seed if isinstance(seed, GameNumber) else GameNumber.given(check_seed(seed))
        self.opponent = opponent
        self.adopt(new_game(players=players), numbering)

    def adopt(self, state: WanzenState, numbering: GameNumber | None = None) -> None:
        """Take over ``state`` (a new, loaded or replayed game) in a new Session whose chance comes from
        ``numbering`` (None: a loaded game going on, a fresh number never shown): bots for its seats, nothing
        chosen, no refusal."""
        self.numbering = GameNumber.going_on() if numbering is None else numbering
        self.number = self.numbering.value
        bots = [None if i in self.humans else BOTS[self.opponent]() for i in range(state.n_players)]
        self.session = Session(state, seed=self.number, bots=bots)
        self.selected: set[int] = set()
        self.error = ""

    @property
    def state(self) -> WanzenState:
        """Return the position on the table (never a chance node: the session resolves chance at once)."""
        state = self.session.state
        assert isinstance(state, WanzenState)
        return state

    @state.setter
    def state(self, state: WanzenState) -> None:
        self.session.state = state

    @property
    def bots(self) -> list[Any]:
        """Return the bot at each seat (None for a human)."""
        return self.session.bots

    # -- actions ------------------------------------------------------------------------------------------
    def act(self, action: Action | str) -> bool:
        """Return True once an action (a typed step, or typed text) and the chance after it are applied; on a
        refusal keep the state, store the reason in ``error`` and return False."""
        try:
            self.session.act(action)
        except (IllegalMove, InvalidInput) as exc:
            self.error = refusal_text(exc, self.lang)
            return False
        self.selected = set()
        return True

    def toggle(self, i: int) -> None:
        """Choose or un-choose die i of the dice just rolled."""
        self.selected ^= {i} if isinstance(i, int) and 0 <= i < len(self.state.rolled) else set()

    def selection(self) -> Keep | None:
        """Return the Keep action for the chosen dice (None if none is chosen)."""
        if not self.selected:
            return None
        return Keep(tuple(self.state.rolled[i] for i in sorted(self.selected)))

    def keep_selected(self) -> bool:
        """Set aside the chosen dice."""
        action = self.selection()
        if action is None:
            self.error = t("wanzen_tanzen.choose_first", self.lang)
            return False
        return self.act(action)

    def human_to_play(self) -> bool:
        """Return True if the seat to play is a human's."""
        return not self.state.is_over and self.bots[self.state.current_player] is None

    def bot_step(self) -> bool:
        """Let the bot whose turn it is take one action; return False if it is a human's turn or the game is over."""
        if self.session.to_play is None:
            return False
        self.session.bot_step()
        self.selected = set()
        return True

    def bots_until_human(self, limit: int = 5000) -> int:
        """Let bots play until a human is to play or the game ends; return the number of actions taken."""
        steps = 0
        while steps < limit and self.bot_step():
            steps += 1
        return steps

    # -- texts --------------------------------------------------------------------------------------------
    def status(self) -> str:
        """Return whose turn it is and what to do, or the result."""
        s = self.state
        if s.is_over:
            return t(f"wanzen_tanzen.end.{s.end_reason}", self.lang) + " " + labels.game_over(s.winners(), self.lang)
        return t(f"wanzen_tanzen.phase.{s.phase}", self.lang, name=labels.player_name(s.current_player, self.lang))

    def card_lines(self) -> list[tuple[str, bool]]:
        """Return the face-up card's tasks (in this language) with True where covered."""
        card = self.state.face_up
        return [] if card is None else [(task.name(self.lang), i in self.state.covered)
                                        for i, task in enumerate(card.tasks)]

    def card_text(self) -> str:
        """Return the face-up card in words."""
        card = self.state.face_up
        if card is None:
            return t("wanzen_tanzen.no_card", self.lang)
        head = labels.card_head(card.points, self.state.stack_left, self.lang)
        marks = {True: t("wanzen_tanzen.covered", self.lang), False: t("wanzen_tanzen.open", self.lang)}
        return head + ": " + "; ".join(f"{name} ({marks[c]})" for name, c in self.card_lines())

    def player_rows(self) -> list[tuple[str, int, str, int, int]]:
        """Return (name, baby bugs, penalty cards, cards won, score) per seat."""
        s = self.state
        scores = s.scores()
        return [(labels.player_name(i, self.lang), s.bugs[i], " ".join(f"-{v}" for v in s.penalties[i]) or "–",
                 len(s.won[i]), scores[i]) for i in range(s.n_players)]

    def supply_text(self) -> str:
        """Return the baby bugs in the middle and the next penalty card."""
        s = self.state
        pen = f"-{s.penalty_stack[0]}" if s.penalty_stack else "–"
        return t("wanzen_tanzen.supply", self.lang, bugs=tn("wanzen_tanzen.supply_bugs", s.supply, self.lang), pen=pen)

    def repeats_allowed(self) -> int:
        """Return how many repeats the player to move can still take without a 5th baby bug (or an empty middle)."""
        s = self.state
        return max(0, min(s.rules.bug_limit - 1 - s.bugs[s.current_player], s.supply))

    def hint_lines(self) -> list[str]:
        """Return the odds of each choice now (best first), or of a new turn, in words."""
        s = self.state
        tasks = [s.face_up.tasks[i] for i in s.uncovered()] if s.face_up else []
        if s.is_over or not tasks:
            return []
        r = self.repeats_allowed()
        if s.phase in ("roll", "next"):
            return [t("wanzen_tanzen.hint.turn", self.lang, p=_percent(chance_now(tasks, (), r), self.lang))]
        if s.phase != "choose":
            return []
        choices = hint(tasks, s.kept, s.rolled, r)
        lang = self.lang
        lines = [tn("wanzen_tanzen.hint.head", r, lang)]
        lines += [t("wanzen_tanzen.hint.choice", lang, action=self._say(c.action), p=_percent(c.chance, lang))
                  for c in choices[:HINT_ROWS]]
        rep = [c for c in choices[HINT_ROWS:] if c.action == REPEAT]
        lines += [t("wanzen_tanzen.hint.choice", lang, action=self._say(c.action), p=_percent(c.chance, lang))
                  for c in rep]
        chosen = self.selection()
        if chosen is not None:
            p = next(c.chance for c in choices if c.action == chosen)
            lines.append(t("wanzen_tanzen.hint.selected", lang, action=self._say(chosen), p=_percent(p, lang)))
        return lines

    def _say(self, action: Keep | Word) -> str:
        if isinstance(action, Keep):
            return t("wanzen_tanzen.hint.keep", self.lang, dice=" ".join(map(str, action.values)))
        return t("wanzen_tanzen.hint.repeat", self.lang)

    def log_lines(self, last: int = 14) -> list[str]:
        """Return the last events in words."""
        return labels.describe_all(self.state.events, self.lang)[-last:] if last > 0 else []

    def text(self) -> str:
        """Return everything on the table as plain text (what a screen reader or a test reads)."""
        s = self.state
        parts = [self.status(), self.card_text(), self.supply_text()]
        head = t("wanzen_tanzen.table_head", self.lang).split("|")[1:]
        parts += [f"{row[0]}: " + ", ".join(f"{h} {v}" for h, v in zip(head, row[1:], strict=True))
                  for row in self.player_rows()]
        if s.kept:
            parts.append(t("wanzen_tanzen.kept", self.lang, dice=" ".join(map(str, s.kept))))
        if s.rolled:
            parts.append(t("wanzen_tanzen.rolled", self.lang) + " ".join(map(str, s.rolled)))
        if self.show_hint:
            parts += self.hint_lines()
        return "\n".join(parts)


class WanzenView(ShortRepr, widgets.VBox):  # type: ignore[misc]
    """The widget: settings, the face-up card, dice to click, action buttons, the players, hint and log."""

    short_title = ("Wanzen tanzen board", "Wanzen-tanzen-Spielbrett")  # English, German

    def __init__(self, model: PlayModel | None = None, **kwargs: Any) -> None:
        if model is not None and not isinstance(model, PlayModel):
            raise InvalidInput(f"model must be a wanzen_tanzen PlayModel (or None for a new one), not "
                               f"{short_repr(model)}")
        super().__init__()
        self.model = model if model is not None else PlayModel(**kwargs)
        self._rendering = False
        self.lang = language_picker(self.model.lang)
        self.players = widgets.Dropdown(options=list(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
                                        value=self.model.state.n_players)
        self.seed = widgets.Text(value="", layout=widgets.Layout(width="240px"),
                                 style={"description_width": "initial"})
        self.number_note = widgets.HTML()
        self.typed_number = False  # True once someone types into the game-number box
        self.message = widgets.HTML()
        self.opponent = widgets.Dropdown(options=list(BOTS), value=self.model.opponent)
        self.new = widgets.Button(button_style="primary")
        self.style = widgets.HTML(board_style(True))  # a <style> applies even in a hidden box; hidden, its CSS
        self.style.layout.display = "none"  # text is not read as board text (bugkit.ui.html_text reads <style>)
        self.howto = widgets.HTML()
        self.card = widgets.HTML()
        self.status = widgets.HTML()
        self.kept = widgets.HTML()
        self.dice = [widgets.ToggleButton(layout=widgets.Layout(width="72px")) for _ in range(comps.N_DICE)]
        self.die_pics = [widgets.HTML() for _ in range(comps.N_DICE)]
        self.dice_box = widgets.HBox([widgets.VBox([pic, button], layout=widgets.Layout(align_items="center"))
                                      for pic, button in zip(self.die_pics, self.dice, strict=True)])
        self.dice_box.add_class("bugkit-dice")
        self.animate = widgets.Checkbox(value=True, indent=False)
        self._rolls_seen = -1
        def wide() -> dict[str, Any]:
            return {"layout": widgets.Layout(width="auto")}

        self.roll = widgets.Button(button_style="success", **wide())
        self.keep = widgets.Button(button_style="info", **wide())
        self.repeat = widgets.Button(button_style="warning", **wide())
        self.again = widgets.Button(**wide())
        self.stop = widgets.Button(**wide())
        self.covers = widgets.HBox()
        self.bot_step = widgets.Button(**wide())
        self.bot_turn = widgets.Button(**wide())
        self.hint_on = widgets.Checkbox(value=self.model.show_hint)
        self.hint = widgets.HTML()
        self.table = widgets.HTML()
        self.log_box = TextLog(keep=14)
        self.out = widgets.Output()
        self.add_class("bugkit-board")
        self.projector = projector_switch(self, self.model.lang)
        settings = [widgets.HBox([self.players, self.opponent]), widgets.HBox([self.seed, self.new]), self.number_note]
        for box in settings:
            box.add_class("bugkit-hide-on-projector")
        self._wire()
        self.children = [self.style, widgets.HBox([self.lang, self.projector, self.animate]), self.howto, *settings,
                         self.message, self.card, self.status, self.kept, self.dice_box,
                         widgets.HBox([self.roll, self.keep, self.repeat]), widgets.HBox([self.again, self.stop]),
                         self.covers, widgets.HBox([self.bot_step, self.bot_turn]), self.table, self.hint_on,
                         self.hint, self.log_box, self.out]
        self.render()

    def _wire(self) -> None:
        m = self.model
        self.new.on_click(lambda _: self._do(self.new_game))
        self.seed.observe(lambda _: self._typed(), names="value")
        self.roll.on_click(lambda _: self._do(m.act, ROLL))
        self.keep.on_click(lambda _: self._do(m.keep_selected))
        self.repeat.on_click(lambda _: self._do(m.act, REPEAT))
        self.again.on_click(lambda _: self._do(m.act, AGAIN))
        self.stop.on_click(lambda _: self._do(m.act, STOP))
        self.bot_step.on_click(lambda _: self._do(m.bot_step))
        self.bot_turn.on_click(lambda _: self._do(m.bots_until_human))
        for i, button in enumerate(self.dice):
            button.observe(lambda change, i=i: self._toggle(i), names="value")
        self.hint_on.observe(lambda change: self._do(setattr, m, "show_hint", change["new"]), names="value")
        self.lang.observe(lambda change: self._do(self._set_language, change["new"]), names="value")
        self.animate.observe(lambda change: self._do(setattr, self.style, "value", board_style(change["new"])),
                             names="value")

    def _typed(self) -> None:
        if not self._rendering:
            self.typed_number = True

    def new_game(self) -> None:
        """Start a new game from the controls: a fresh random one, or a replay of the one whose number was typed."""
        typed = self.seed.value.strip() if self.typed_number else ""
        if typed:
            try:
                numbering = GameNumber.typed(typed)
            except InvalidInput:
                self.model.error = bad_number_text(self.seed.value, self.model.lang)
                return
        else:
            numbering = GameNumber.fresh()
        self.model.reset(self.players.value, numbering, self.opponent.value)
        self.typed_number = False
        self.out.outputs = ()

    def adopt(self, state: WanzenState) -> None:
        """Show ``state`` (a loaded or replayed game too) in a new session: seats for its player count, nothing
        chosen, no refusal; chance from here on comes from a fresh game number."""
        self.model.adopt(state)
        self._rendering = True
        self.players.value = state.n_players
        self._rendering = False
        self.typed_number = False
        self.out.outputs = ()
        self.message.value = ""
        self.render()

    def _set_language(self, lang: str) -> None:
        """Switch the language; old refusals in the output area are cleared (they were in the old language)."""
        self.model.lang = lang
        self.out.outputs = ()

    def _toggle(self, i: int) -> None:
        if not self._rendering:
            self._do(self.model.toggle, i)

    def _do(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run a model step, then redraw; a refusal is written on the board. Nothing escapes: a bugkit error is
        shown in words, anything else restores the game as it was and says so."""
        before = self.model.state
        try:
            fn(*args)
        except BugkitError as exc:
            self.model.error = refusal_text(exc, self.model.lang)
        except Exception as exc:  # a defensive catch: a child's click never shows a traceback
            self.model.state = before
            self.model.error = t("ui.oops", self.model.lang, msg=type(exc).__name__)
        self.message.value = ""
        if self.model.error:
            self.message.value = f'<span style="color:#b00020">{html.escape(self.model.error)}</span>'
            self.out.append_stdout(self.model.error + "\n")
            self.model.error = ""
        try:
            self.render()
        except Exception as exc:  # the board cannot even draw: say so, never a traceback
            self._rendering = False
            oops = t("ui.oops", self.model.lang, msg=type(exc).__name__)
            self.message.value = f'<span style="color:#b00020">{html.escape(oops)}</span>'

    # -- drawing -----------------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw every part from the model."""
        m, s = self.model, self.model.state
        lang = m.lang
        self._rendering = True
        self.new.description = t("ui.new_game", lang)
        self.new.tooltip = t("wanzen_tanzen.tip.new", lang)
        self.players.description = t("ui.players", lang)
        self.seed.description = t("ui.seed", lang)
        self.seed.tooltip = t("gn.tip", lang)
        self.seed.placeholder = t("gn.placeholder", lang)
        if not self.typed_number:  # the number only once the game is over (or for a replay): nobody looks ahead
            self.seed.value = m.numbering.shown(s.is_over)
        self.number_note.value = f"<small>{html.escape(m.numbering.note(s.is_over, lang))}</small>"
        self.opponent.description = t("ui.opponents", lang)
        self.opponent.options = [(t(f"wanzen_tanzen.bot.{k}", lang), k) for k in BOTS]
        self.opponent.value = m.opponent
        self.lang.description = t("lang.name", lang)
        self.animate.description = t("ui.animation", lang)
        self.projector.description = t("ui.projector", lang)
        self.projector.tooltip = t("ui.projector.tip", lang)
        self.howto.value = (f'<details><summary><b>{html.escape(t("ui.howto.title", lang))}</b></summary>'
                            f'{t("wanzen_tanzen.howto", lang)}</details>')
        self.card.value = self._card_html()
        self.status.value = f"<b>{html.escape(m.status())}</b>"
        kept = " ".join(_die(v) for v in s.kept) or t("ui.none", lang)
        self.kept.value = (draw.kept_row(s.kept, lang) or "") + \
            f'<div class="bugkit-words">{html.escape(t("wanzen_tanzen.kept", lang, dice=kept))}</div>'
        human = m.human_to_play()
        legal = set(s.legal_actions())
        for i, button in enumerate(self.dice):
            shown = i < len(s.rolled)
            self.dice_box.children[i].layout.display = "" if shown else "none"
            chosen = i in m.selected
            self.die_pics[i].value = draw.die_picture(s.rolled[i], "chosen" if chosen else "rolled", lang) \
                if shown else ""
            button.description = (_die(s.rolled[i]) + (" ✓" if chosen else "")) if shown else ""
            button.tooltip = (t("wanzen_tanzen.die", lang, n=i + 1, v=s.rolled[i]) + ": "
                              + t("wanzen_tanzen.die.chosen" if chosen else "wanzen_tanzen.die.free", lang)
                              ) if shown else ""
            button.value = chosen
            button.disabled = not (human and shown)
        rolls = sum(isinstance(e, Rolled) for e in s.events[-12:]) + len(s.events)
        if rolls != self._rolls_seen and s.events and isinstance(s.events[-1], Rolled) and self.animate.value:
            self.dice_box.add_class("bugkit-rolling")
        else:
            self.dice_box.remove_class("bugkit-rolling")
        self._rolls_seen = rolls
        self._button(self.roll, "ui.roll", human and ROLL in legal)
        self._button(self.keep, "wanzen_tanzen.keep", human and s.phase == "choose")
        self.keep.tooltip = t("wanzen_tanzen.tip.keep", lang)
        self._button(self.repeat, "wanzen_tanzen.repeat", human and REPEAT in legal)
        self._button(self.again, "wanzen_tanzen.again", human and AGAIN in legal)
        self._button(self.stop, "ui.stop", human and STOP in legal)
        self._button(self.bot_step, "ui.bot_step", not s.is_over and not human)
        self._button(self.bot_turn, "ui.bot_turn", not s.is_over and not human)
        self.covers.children = [self._cover_button(a) for a in s.legal_actions() if isinstance(a, Cover)] if human \
            else []
        self.hint_on.description = t("ui.show_odds", lang)
        self.hint.value = "<br>".join(html.escape(x) for x in m.hint_lines()) if m.show_hint else ""
        self.table.value = self._table_html()
        self.log_box.set_lines(labels.describe_all(s.events, lang))
        self._rendering = False

    def _button(self, button: widgets.Button, key: str, enabled: bool) -> None:
        button.description = t(key, self.model.lang)
        button.disabled = not enabled

    def _cover_button(self, action: Cover) -> widgets.Button:
        card = self.model.state.face_up
        assert card is not None
        name = card.tasks[action.task].name(self.model.lang)
        button = widgets.Button(description=t("wanzen_tanzen.cover", self.model.lang, task=name),
                                button_style="success", layout=widgets.Layout(width="auto"))
        button.on_click(lambda _: self._do(self.model.act, action))
        return button

    def _card_html(self) -> str:
        m, s = self.model, self.model.state
        pictures = row([draw.task_card_svg(s.face_up, s.covered, m.lang, s.fitting()),
                        draw.stack_svg(s.stack_left, m.lang)], gap=16)
        return f'{pictures}<div class="bugkit-words">{html.escape(m.card_text())}</div>'

    def _table_html(self) -> str:
        m, s = self.model, self.model.state
        head = "".join(f"<th>{html.escape(h)}</th>" for h in t("wanzen_tanzen.table_head", m.lang).split("|"))
        rows = ""
        for i, (name, bugs, _, won, score) in enumerate(m.player_rows()):
            weight = "font-weight:bold;" if i == s.current_player and not s.is_over else ""
            cells = [html.escape(name), draw.bugs_picture(bugs, m.lang), draw.penalties_picture(s.penalties[i], m.lang),
                     html.escape(str(won)), html.escape(str(score))]
            rows += f'<tr style="{weight}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"
        middle = row([draw.bugs_picture(s.supply, m.lang),
                      draw.penalty_svg(s.penalty_stack[0], m.lang) if s.penalty_stack else "–"])
        return (f'<table class="bugkit-players" style="width:100%;max-width:640px;table-layout:fixed;'
                f'overflow-wrap:anywhere;border-spacing:4px"><tr>{head}</tr>{rows}</table>{middle}'
                f'<div class="bugkit-words">{html.escape(m.supply_text())}</div>')

    def text(self) -> str:
        """Return the table as plain text."""
        return self.model.text()


def play_widget(players: int = 2, seed: int | None = None, opponent: str = "odds", lang: str | None = None,
                show_hint: bool = False) -> WanzenView:
    """Return a ready-to-play widget: you are player 1, the other seats are bots; a new random game unless
    ``seed`` (a game number to replay) is given; the language from ``lang``, else from the page's URL (``?lang=de``)."""
    return WanzenView(PlayModel(players=players, seed=seed, opponent=opponent,
                                lang=page_language() if lang is None else lang, show_hint=show_hint))



# -- The board driven as a keyboard user would: the same names in every game's ui.py, for the tests that run over
#    every registered game (tests/test_accessibility.py, tests/test_i18n.py, tests/test_hardening_hidden.py).
play = play_widget  # every game's board is ``bugkit.<game>.ui.play(...)``
NUMBER_CONTROLS = ("seed", "new")  # the game-number box and the button that replays the number typed in it


def example_board(lang: str = "en") -> WanzenView:
    """Return a two-player board of game number 3 where the human plays first, against the odds bot."""
    return play_widget(seed=3, lang=lang)


def busy_board(lang: str = "en") -> WanzenView:
    """Return a board with the odds shown after two refused presses (explained in words), a roll and a die chosen."""
    view = play_widget(seed=3, lang=lang, show_hint=True)
    view.keep.click()  # refused: nothing chosen
    view._do(view.model.act, STOP)  # refused by the rules
    view.roll.click()
    view.dice[0].value = True
    return view


def bots_board(lang: str = "en") -> tuple[WanzenView, Callable[[], None]]:
    """Return a three-player board where bots play every seat, and the press that makes its next step."""
    view = WanzenView(PlayModel(players=3, seed=2, opponent="random", humans=(), lang=lang))
    return view, view.bot_step.click


def press_a_move(view: WanzenView) -> None:
    """Make one legal move for the human seat by pressing the board's buttons."""
    if not isinstance(view, WanzenView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    phase = view.model.state.phase
    if phase == "roll":
        view.roll.click()
    elif phase == "choose":
        view.dice[0].value = True
        view.keep.click()
    elif phase == "next":
        view.stop.click()
    else:
        view.covers.children[0].click()


def next_move(view: WanzenView) -> None:
    """Make the next move: the human's by pressing buttons, else one bot step."""
    if not isinstance(view, WanzenView):
        raise InvalidInput(f"view must be a board made by play(), not {short_repr(view)}")
    if view.model.human_to_play():
        press_a_move(view)
    else:
        view.bot_step.click()
