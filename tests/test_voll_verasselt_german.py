"""Voll verasselt in German a German teacher would sign (issue 16), and English without German left in it:
the board rendered through bot games (every seat's view, log, status, advice, scoreboard) and every refusal."""

from __future__ import annotations

import dataclasses
import re
from fractions import Fraction

import numpy as np
import pytest

from bugkit import BugkitError
from bugkit.core.i18n import and_list, language_problems, player_name, t
from bugkit.core.session import resolve
from bugkit.ui import refusal_text, visible_texts
from bugkit.voll_verasselt import OddsBot, labels, new_game
from bugkit.voll_verasselt.rules import Consoled, Handed, Moved, Phase, Rolled, VollVerasseltState
from bugkit.voll_verasselt.ui import VollVerasseltView, play

BOX_WORDS = ("Asseltreff", "Asseln", "Vorgarten", "Trostkarte", "Trostkarten")


def board_texts(view: VollVerasseltView) -> list[str]:
    """Return every text of the board now, with the odds shown, and the whole log (not only its last lines)."""
    view.advice_button.click()
    table = view.table.model
    words = [p.alt for z in table.zones for p in z.pieces] + [z.label for z in table.zones] + \
        [a.label for a in table.actions]
    return [*visible_texts(view), *words, *view.textlog.lines]


def played_through(lang: str, seed: int, players: int) -> list[str]:
    """Return the board's texts at every step of a bot game, each seat in turn being the watched 'human' seat
    (an odds bot chooses its moves through the board's own ``act``)."""
    texts: list[str] = []
    for human in range(players):
        seats = ["odds", "threshold", "random", "odds", "random"][:players]
        seats[human] = "human"
        view = play(players=players, seats=seats, seed=seed + human, lang=lang)
        chooser, rng = OddsBot(), np.random.default_rng(seed)
        for _ in range(500):
            texts += board_texts(view)
            if view.state.is_over:
                break
            p = view.state.current_player
            if view.session.to_play is None:
                view.act(chooser.choose(view.state.observation(p), view.state.legal_actions(), rng))
            else:
                view.bot_step()
        assert view.state.is_over
    return texts


def refusal_states() -> dict[str, tuple[VollVerasseltState, str]]:
    """Return a position and an action for every reason the engine gives for refusing a move."""
    s = resolve(new_game(), np.random.default_rng(3))
    rolled = dataclasses.replace(s, hub=(3, 3, 3, 3)).resolve_roll(
        tuple(range(7)), ("blue", "red", "bars", "bars", "bars", "bars", "bars"))
    stopped = rolled.apply("stop")
    receiving = resolve(stopped.apply("group hub"), np.random.default_rng(3))
    no_green = s.apply("boost green")
    end = dataclasses.replace(s, pile=(0, 0, 0, 0), hub=(2, 2, 1, 1), yards=((0, 0, 0, 0), (0, 0, 0, 0)),
                              waiting=(1, 1, 1, 1), waiting_owner=1, phase=Phase.CHOOSE)
    refill = dataclasses.replace(s, pile=(0, 0, 0, 0), hub=(2, 2, 1, 1), phase=Phase.REFILL)
    over = dataclasses.replace(s, phase=Phase.OVER)
    return {
        "choose": (stopped, "roll"),
        "refill": (refill, "roll"),
        "roll": (s, "go on"),
        "decide": (rolled, "roll"),
        "receive": (receiving, "roll"),
        "stop": (s, "stop"),
        "min_roll": (s, "roll 0 1 2"),
        "no_card": (no_green, "boost green"),
        "yard": (receiving, "yard 2 2 0 0"),
        "hub_end": (end, "group hub"),
        "no_end": (stopped, "end"),
        "over": (over, "roll"),
    }


@pytest.mark.slow  # whole bot games through the board: in the full run, not in the fast lane
@pytest.mark.parametrize("lang", ["de", "en"])
def test_bot_games_on_the_board_read_right(lang: str) -> None:
    texts = played_through(lang, seed=21, players=3)
    # "Player 1 rolls ..." is a name and a verb, not the count "1 rolls" the checker looks for
    checked = [re.sub(r"\b(Player \d+) rolls\b", r"\1 throws", text) for text in texts]
    problems = sorted({p for text in checked for p in language_problems(text, lang, allow=BOX_WORDS)})
    assert problems == []
    joined = " ".join(texts)
    if lang == "de":
        assert re.search(r"\d+ (blaue|rote|gelbe|grüne)\b", joined)  # inflected colours
        assert "von 100 Würfen" in joined
        assert "Spielnummer" in joined
        assert not re.search(r"\d\.\d", joined)
        assert "OddsBot" not in joined and "Startwert" not in joined
        assert "Trostkarte" in joined


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_refusal_has_its_own_words_in_both_languages(lang: str) -> None:
    seen = set()
    for reason, (state, action) in refusal_states().items():
        with pytest.raises(BugkitError) as info:
            state.apply(action)
        text = refusal_text(info.value, lang)
        assert text == t("ui.error", lang, msg=info.value.text(lang)), (reason, str(info.value), text)
        assert language_problems(text, lang, allow=BOX_WORDS) == [], text
        assert "Englisch" not in text and "Legal now" not in text
        assert lang == "en" or "'" not in text  # no engine codes such as 'go on' in German
        seen.add(text)
    assert len(seen) == len(refusal_states())


def test_a_refusal_on_the_german_board_is_german_and_counts_dice_from_one() -> None:
    v = play(players=2, seats=("human", "odds"), seed=3, lang="de")
    for i in range(1, 5):
        v.table.tap(f"die-{i}")
    assert v.roll_button.disabled and "mindestens 4" in v.status.value  # too few dice: the roll is not offered
    v.table.tap("hub-blue")
    assert "Nicht erlaubt: Jetzt werden die markierten Würfel geworfen" in v.error.value
    assert v.piece("die-1").tooltip == "Würfel 1: Balken"
    assert v.piece("die-7").tooltip.startswith("Würfel 7: ")


def test_german_labels_a_teacher_would_sign() -> None:
    lang = "de"
    assert labels.cards_text((2, 3, 0, 1), lang) == "2 blaue, 3 rote, 1 grüne"
    assert labels.n_cards(1, lang) == "1 Karte" and labels.n_cards(0, lang) == "keine Karte"
    assert labels.describe(Consoled(3, 0, (1, 0, 0, 0)), lang) == "Spieler 1 zieht 1 Trostkarte."
    assert labels.describe(Consoled(3, 0, (0, 0, 0, 0)), lang) == "Spieler 1 zieht keine Trostkarte."
    assert labels.describe(Handed("heap", 3, 1, (1, 0, 0, 0)), lang) == "Spieler 2 legt 1 Karte auf den Haufen."
    assert labels.describe(Moved("boost", 3, 0, "green"), lang) == "Spieler 1 legt eine grüne Karte zur Gruppe."
    assert labels.describe(Rolled(3, 0, (0, 1, 2, 3, 4, 5, 6), ("bars",) * 7, "ok"), lang).startswith(
        "Spieler 1 wirft alle 7 Würfel")
    assert labels.odds_text(Fraction(35, 100), lang) == "Mit diesen Würfeln verasselst du in etwa 35 von 100 Würfen."
    # 12.5 of 100 is read as school rounds (Python's round said 12), and a number too large for a float is refused
    assert labels.odds_text(Fraction(1, 8), lang) == "Mit diesen Würfeln verasselst du in etwa 13 von 100 Würfen."
    with pytest.raises(ValueError, match="chance from 0 to 1"):
        labels.odds_text(10**400, lang)  # type: ignore[arg-type]
    assert and_list([player_name(0, lang), player_name(2, lang)], lang) == "Spieler 1 und Spieler 3"


def test_the_odds_on_a_german_board_ask_for_4_dice_in_german() -> None:
    w = play(players=2, seats=("human", "odds"), seed=3, lang="de")
    for i in range(1, 5):
        w.table.tap(f"die-{i}")
    w.advice_button.click()
    assert "Markiere mindestens 4 Würfel" in w.advice.value
