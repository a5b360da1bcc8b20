"""Language: every label has English and German, and a view switched to German shows no English words."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from gametools import start_state, step

pytest.importorskip("ipywidgets")

from bugkit.core import i18n
from bugkit.core.errors import IllegalMove, InvalidInput
from bugkit.core.i18n import keys as label_keys
from bugkit.core.i18n import language_problems
from bugkit.kakerlakentanz.ui import FakeClock
from bugkit.kakerlakentanz.ui import play_widget as kakerlakentanz_play
from bugkit.ui import refusal_text, visible_texts
from bugkit.ungeziffer import labels as ungeziffer_labels
from bugkit.ungeziffer.rules import new_game as ungeziffer_game
from bugkit.ungeziffer.ui import play as ungeziffer_play
from bugkit.voll_verasselt import labels as voll_verasselt_labels
from bugkit.voll_verasselt.rules import new_game as voll_verasselt_game
from bugkit.voll_verasselt.ui import play as voll_verasselt_play
from bugkit.wanzen_tanzen import labels as wanzen_tanzen_labels
from bugkit.wanzen_tanzen.rules import new_game as wanzen_tanzen_game
from bugkit.wanzen_tanzen.ui import PlayModel, WanzenView
from bugkit.wanzen_tanzen.ui import play_widget as wanzen_tanzen_play
from bugkit.wuerfel_wg import labels as wuerfel_wg_labels
from bugkit.wuerfel_wg.rules import new_game as wuerfel_wg_game
from bugkit.wuerfel_wg.ui import play as wuerfel_wg_play

GAMES = ("ungeziffer", "wanzen_tanzen", "voll_verasselt", "kakerlakentanz", "wuerfel_wg")
WORD = re.compile(r"[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß'-]+")


def language_widget(view: Any) -> Any:
    """Return the view's language dropdown (the views name it ``language`` or ``lang``)."""
    return view.language if hasattr(view, "language") else view.lang


def busy_view(game: str, lang: str = "en") -> Any:
    """Return a view of ``game`` with a few moves made, so dice, hints, advice and the log are showing."""
    if game == "ungeziffer":
        v = ungeziffer_play(players=2, seats=["human", "memory"], seed=1, lang=lang)
        v.tile_buttons[0].click()  # refused: roll first (fills the error line)
        v.roll_button.click()
        v.tile_buttons[0].click()
        return v
    if game == "wanzen_tanzen":
        w = wanzen_tanzen_play(seed=3, lang=lang, show_hint=True)
        w.keep.click()  # refused: nothing chosen
        w._do(w.model.act, "stop")  # refused by the rules
        w.roll.click()
        w.dice[0].value = True
        return w
    if game == "voll_verasselt":
        v = voll_verasselt_play(players=2, seats=("human", "odds"), seed=3, lang=lang)
        for i in range(4):
            v.die_buttons[i].click()
        v.roll_button.click()  # refused: too few dice
        v.advice_button.click()
        for i in range(4):
            v.die_buttons[i].click()
        v.roll_button.click()
        v.advice_button.click()
        return v
    if game == "wuerfel_wg":
        g = wuerfel_wg_play(players=2, seats=("human", "planner"), seed=1, lang=lang)
        g.target.value = g.target.options[0][1]  # the advisor's answer
        g.do_button.click()  # refused: nothing chosen in the list
        g.act("end")  # refused by the rules (still rolling)
        g.die_buttons[1].value = True
        g.reroll_button.click()
        return g
    k = kakerlakentanz_play(players=3, seed=4, clock=FakeClock(), lang=lang, bot_delay=False, practice=True)
    state = k.model.state
    right = {getattr(a, "call", str(a)) for a in state.legal_actions()}
    k.buttons[next(c for c in k.buttons if c not in right)].click()  # refused, explained
    return k


def only_words(lang: str) -> set[str]:
    """Return words of the catalogue's ``lang`` texts that never occur in the other language's texts."""
    other = "de" if lang == "en" else "en"
    mine: set[str] = set()
    theirs: set[str] = set()
    for key in label_keys():
        for text, bag in ((i18n.t(key, lang), mine), (i18n.t(key, other), theirs)):
            bag.update(w.lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text)))
    return {w for w in mine - theirs if len(w) >= 3}


def foreign_words(view: Any, lang: str) -> set[str]:
    """Return the words of the other language found in what the view shows."""
    other = "de" if lang == "en" else "en"
    suspects = only_words(other)
    shown = " ".join(visible_texts(view))
    return {w for w in WORD.findall(shown) if w.lower() in suspects}


def test_every_label_has_english_and_german_text() -> None:
    assert len([k for k in label_keys() if k.split(".")[0] in GAMES]) > 200
    assert i18n.missing_translations() == []


def test_english_and_german_texts_have_the_same_fields() -> None:
    bad = []
    for key in label_keys():
        fields = [set(re.findall(r"\{(\w+)", i18n.t(key, lang))) for lang in i18n.LANGUAGES]
        if fields[0] != fields[1]:
            bad.append(key)
    assert bad == []


def test_a_missing_translation_is_noticed() -> None:
    i18n.register({"test_i18n.only_english": {"en": "Only English", "de": ""}})
    try:
        assert ("test_i18n.only_english", "de") in i18n.missing_translations()
    finally:
        i18n._CATALOGUE.pop("test_i18n.only_english")


@pytest.mark.parametrize("game", GAMES)
def test_switching_to_german_leaves_no_english_ui_word(game: str) -> None:
    view = busy_view(game)
    assert foreign_words(view, "en") == set()
    english = set(visible_texts(view))
    language_widget(view).value = "de"
    assert set(visible_texts(view)) != english
    assert foreign_words(view, "de") == set()


@pytest.mark.parametrize("game", GAMES)
def test_a_view_started_in_german_and_switched_back_shows_no_german_word(game: str) -> None:
    view = busy_view(game, lang="de")
    assert foreign_words(view, "de") == set()
    language_widget(view).value = "en"
    assert foreign_words(view, "en") == set()


def test_the_english_word_check_can_fail() -> None:
    view = busy_view("ungeziffer", lang="de")
    view.status.value = "Player 1: roll the dice."
    assert {"roll", "dice"} <= foreign_words(view, "de")


ENGINES: dict[str, tuple[Callable[..., Any], Any]] = {
    "ungeziffer": (ungeziffer_game, ungeziffer_labels),
    "wanzen_tanzen": (wanzen_tanzen_game, wanzen_tanzen_labels),
    "voll_verasselt": (voll_verasselt_game, voll_verasselt_labels),
    "wuerfel_wg": (wuerfel_wg_game, wuerfel_wg_labels),
}


def candidate_actions(game: str, state: Any) -> list[str]:
    """Return well-formed actions to try in any position (most of them are refused)."""
    if game == "ungeziffer":
        return ["roll", *(f"turn {i}" for i in range((len(getattr(state, "layout", ())) or 18) + 2))]
    if game == "wanzen_tanzen":
        return ["roll", "keep 1", "keep 6 6", "repeat", "cover 0", "cover 3", "again", "stop"]
    if game == "wuerfel_wg":
        return ["reroll", "park 1 reroll", "park k reroll", "park k k reroll", "park 1 2 3 4 5 reroll",
                "done rolling", "end", "pass", "take witzig with 4 4 4", "take witzig with k4 4 4",
                "flip couch with 5 5", "flip bath with 1", "borrow jojo from 1 with 3 3 3"]
    colours = ("blue", "red", "yellow", "green")
    return ["group hub", "group catch", "end", "roll 0 1 2 3 4 5 6", "roll 0 1", "go on", "stop", "heap",
            "yard 6 0 0 0", "yard 0 0 0 0", *(f"boost {c}" for c in colours), *(f"refill {c}" for c in colours)]


def german_refusal(exc: IllegalMove) -> str:
    """Return a board's German words for a refusal (every refusal is structured: its reason from the catalogue)."""
    assert exc.reason, str(exc)
    german, english = exc.text("de"), exc.text("en")
    assert german and german != english, (exc.reason, german)
    assert not language_problems(german, "de"), (exc.reason, german, language_problems(german, "de"))
    text = refusal_text(exc, "de")
    assert text == "Nicht erlaubt: " + german
    return text


@pytest.mark.parametrize("game", ENGINES)
def test_every_refusal_the_rules_give_is_explained_in_german(game: str) -> None:
    rng = np.random.default_rng(7)
    reasons_seen: set[str] = set()
    for seed in range(3):
        state = start_state(game, players=2, seed=seed)
        for _ in range(200):
            if state.is_over:
                break
            for action in candidate_actions(game, state):
                try:
                    state.apply(action)
                except InvalidInput:
                    continue
                except IllegalMove as exc:
                    german = german_refusal(exc)
                    assert german.startswith("Nicht erlaubt: ")
                    assert "Englisch" not in german, german
                    assert "Legal" not in german and "'" not in german, german
                    reasons_seen.add(german)
            legal = state.legal_actions()
            state = step(state, legal[int(rng.integers(len(legal)))], rng)
    assert len(reasons_seen) >= 4


def test_a_refusal_in_a_german_view_is_written_in_german() -> None:
    v = ungeziffer_play(seed=4, lang="de")
    v.tile_buttons[3].click()
    assert "Würfle zuerst" in v.error.value
    v.language.value = "en"
    v.tile_buttons[3].click()
    assert "roll the dice first" in v.error.value
    w = voll_verasselt_play(players=2, seats=("human", "odds"), seed=3, lang="de")
    for i in range(4):
        w.die_buttons[i].click()
    w.roll_button.click()
    assert "mindestens 4 Würfel" in w.error.value


def bot_view(game: str, lang: str) -> tuple[Any, Callable[[], None], Callable[[], bool]]:
    """Return a view where bots play every seat (Kakerlakentanz: the human's right call), a step and an 'over' test."""
    if game == "ungeziffer":
        u = ungeziffer_play(players=3, seats=["random", "memory", "forgetful"], seed=2, lang=lang)
        return u, u.step_button.click, lambda: bool(u.state.is_over)
    if game == "wanzen_tanzen":
        w = WanzenView(PlayModel(players=3, seed=2, opponent="random", humans=(), lang=lang))
        return w, w.bot_step.click, lambda: bool(w.model.state.is_over)
    if game == "voll_verasselt":
        v = voll_verasselt_play(players=3, seats=("odds", "threshold", "random"), seed=2, lang=lang)
        return v, v.step_button.click, lambda: bool(v.state.is_over)
    if game == "wuerfel_wg":
        g = wuerfel_wg_play(players=3, seats=("greedy", "planner", "random"), seed=2, lang=lang)
        return g, g.step_button.click, lambda: bool(g.state.is_over)
    k = kakerlakentanz_play(players=3, seed=2, clock=FakeClock(), lang=lang, bot_delay=False, hand_size=6,
                            level="easy")
    moves = [0]

    def call() -> None:
        """Make the human's call: right, but wrong every fifth time (so the referee explains a mistake)."""
        legal = [getattr(a, "call", str(a)) for a in k.model.state.legal_actions()]
        wrong = [c for c in k.buttons if c not in legal]
        moves[0] += 1
        k.buttons[wrong[0] if moves[0] % 5 == 0 and wrong else legal[0]].click()

    return k, call, lambda: bool(k.model.state.is_over)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_in_german_shows_no_english_word(game: str) -> None:
    view, step, over = bot_view(game, "de")
    suspects = only_words("en")
    for n in range(3000):
        if over():
            break
        step()
        if n % 3 == 0 or over():
            shown = " ".join(visible_texts(view))
            assert {w for w in WORD.findall(shown) if w.lower() in suspects} == set(), n
    assert over()


def test_no_two_label_keys_carry_the_same_texts() -> None:
    """One label per text (issue 20): a text said in several places is registered once (shared ones as ``ui.*``)."""
    import importlib
    import pkgutil

    import bugkit
    from bugkit.core import i18n

    for module in pkgutil.walk_packages(bugkit.__path__, "bugkit."):
        importlib.import_module(module.name)
    by_texts: dict[tuple[str, ...], list[str]] = {}
    for key in i18n.keys():  # noqa: SIM118 - the catalogue's function, not a dict
        by_texts.setdefault(tuple(i18n.t(key, lang) for lang in i18n.LANGUAGES), []).append(key)
    assert [keys for keys in by_texts.values() if len(keys) > 1] == []
