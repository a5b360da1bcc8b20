"""The Ungeziffer board driven from pytest by tapping piece ids and pressing actions, no browser."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from gametools import run_on_a_fresh_loop

from bugkit.core.i18n import t, tn
from bugkit.ui import html_text
from bugkit.ui.saving import moves
from bugkit.ungeziffer.rules import HIDDEN, UngezifferState
from bugkit.ungeziffer.ui import UngezifferView, next_move, play, press_a_move


def dice_html(view: UngezifferView) -> str:
    """Return the pictures of the dice zone of the table."""
    zone = next(z for z in view.table.model.zones if z.id == "dice")
    return "".join(p.picture for p in zone.pieces)


def tiles(view: UngezifferView) -> list[Any]:
    """Return the tiles on the table (pieces)."""
    return list(next(z for z in view.table.model.zones if z.id == "tiles").pieces)


def tap_a_tile(view: UngezifferView) -> None:
    """Tap the first tile the table offers."""
    view.table.tap(next(p.id for p in tiles(view) if p.tappable))


def test_roll_then_tap_tiles_updates_dice_status_and_log() -> None:
    view = play(players=2, seats=["human", "memory"], seed=1)
    assert view.table.model.action("roll").enabled and not any(p.tappable for p in tiles(view))
    assert view.table.press("roll")
    assert view.state.phase == "turn" and "target" in view.status.value
    assert str(view.state.target) in view.status.value and "showing" in dice_html(view)
    assert view.textlog.lines[-1].startswith("Player 1 rolls")
    assert not view.table.model.action("roll").enabled and all(p.tappable for p in tiles(view))
    assert view.table.tap("tile-1")
    assert view.state.events[1][:3] == (0, 0, 0)  # Turned(turn_no=0, player=0, pos=0, value)
    assert type(view.state.events[1]).__name__ == "Turned"
    assert "turns tile 1" in view.textlog.value


def test_the_table_is_synced_to_the_front_end_as_zones_pieces_and_actions() -> None:
    view = play(players=2, seats=["human", "human"], seed=1)
    scene = view.table.scene
    assert [z["id"] for z in scene["zones"]] == ["dice", "tiles"] and len(scene["zones"][1]["pieces"]) == 32
    piece = scene["zones"][1]["pieces"][0]
    assert piece["id"] == "tile-1" and piece["alt"] == "Tile 1, face down" and piece["picture"].startswith("<svg")
    assert view.table.actions == [{"id": "roll", "label": "Roll the dice", "enabled": True}]
    view.table.press("roll")
    assert view.table.scene["zones"][1]["pieces"][0]["tappable"] is True
    assert view.table.actions[0]["enabled"] is False


def test_a_face_down_tile_shows_no_number_only_its_words() -> None:
    """Issue 21: a number on a face-down tile could be read as vermin; its position is said in words."""
    view = play(players=2, seats=["human", "human"], seed=1)
    for piece in tiles(view):
        assert "</text>" not in piece.picture and piece.alt.endswith("face down")


def test_a_bad_tap_does_nothing_and_raises_nothing() -> None:
    from bugkit.ungeziffer import new_game

    view = play(players=2, seats=["human", "human"], seed=1)
    view.adopt(new_game(2).apply("roll").apply("dice 6 3"))  # target 9: a 0 lets the turn go on
    view.session.state = view.state.apply("turn 4").apply("tile 4 is 0")
    view.render()
    before = view.state
    assert not next(p for p in tiles(view) if p.id == "tile-5").tappable
    for bad in ("tile-5", "tile-0", "tile-33", "tile-x", "die-1", "", "x" * 10_000, None, 5, ["tile-2"], {"a": 1}):
        view.table.tap(bad)  # tile-5 lies face up: a tap on it is refused in words and changes nothing
        view.table.press(bad)
        assert view.state is before
    for message in (None, 1, "tap", [], {}, {"kind": "tap"}, {"kind": "tap", "id": 3}, {"kind": "jump", "id": "x"},
                    {"kind": "press", "id": "nope"}, {"kind": "press", "id": "roll"}, {"kind": "tap", "id": "tile-5"},
                    {"kind": "tap", "id": ["tile-1"]}, {"id": "tile-1"}):
        view.table._on_msg(view.table, message, [])
    assert view.state is before


def test_a_message_from_the_page_is_a_tap() -> None:
    view = play(players=2, seats=["human", "human"], seed=1)
    view.table._on_msg(view.table, {"kind": "press", "id": "roll"}, [])
    view.table._on_msg(view.table, {"kind": "tap", "id": "tile-4"}, [])
    assert view.state.history[0] == "roll" and view.state.history[2] == "turn 3"


def test_bots_play_by_themselves_after_a_human_turn_at_pace_zero() -> None:
    view = play(players=3, seats=["human", "memory", "forgetful"], seed=2, pace=0)
    for _ in range(2000):
        if view.state.is_over:
            break
        assert view.session.to_play is None  # the bots never wait for a button
        if view.state.phase == "roll":
            view.roll_button.click()
        else:
            tap_a_tile(view)
    assert view.state.is_over and "Game over" in view.status.value
    assert {e.player for e in view.state.events if type(e).__name__ == "Rolled"} == {0, 1, 2}


def test_without_a_running_loop_the_bots_wait_for_run_bots_and_the_status_says_a_bot_acts() -> None:
    view = play(players=2, seats=["memory", "human"], seed=2)
    assert view.state.history == () and view.status.value == "Player 1 (bot) is rolling the dice"
    view.language.value = "de"
    assert view.status.value == "Spieler 1 (Bot) würfelt"
    view.run_bots()
    assert view.state.current_player == 1 and view.state.phase == "roll" and view.session.to_play is None


def test_the_bots_step_one_at_a_time_on_the_kernels_loop_and_the_pause_switch_stops_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(UngezifferView, "handover_pause", 0.02)  # (its own test is below: 2.5 s)
    statuses: list[str] = []

    async def game() -> UngezifferView:
        view = play(players=2, seats=["human", "memory"], seed=4, pace=0.01)
        view.status.observe(lambda change: statuses.append(change["new"]), names="value")
        view.roll_button.click()
        while view.state.phase == "turn":
            tap_a_tile(view)
        for _ in range(2000):  # the bot's steps come by themselves, each after the pause
            if view.session.to_play is None or view.state.is_over:
                break
            await asyncio.sleep(0.005)
        return view

    view = run_on_a_fresh_loop(game)
    assert view.session.to_play is None and view.state.current_player == 0
    told = next(i for i, s in enumerate(statuses) if "Too many!" in s)  # the end of the child's turn, then the bot
    assert "Player 2 (bot) is turning a tile" in statuses[told:]

    async def paused() -> UngezifferView:
        view = play(players=2, seats=["human", "memory"], seed=4, pace=0.01)
        view.paused.value = True
        view.roll_button.click()
        while view.state.phase == "turn":
            tap_a_tile(view)
        await asyncio.sleep(0.1)
        return view

    view = run_on_a_fresh_loop(paused)
    assert view.session.to_play is not None and "the bots are stopped" in view.status.value
    view.step_button.click()  # the teacher's one step still works
    assert view.state.phase == "turn" or view.state.current_player == 0


def test_bot_step_moves_one_step_and_bots_button_plays_until_a_human() -> None:
    view = play(players=2, seats=["memory", "human"], seed=2)
    assert view.roll_button.disabled and not view.step_button.disabled
    view.step_button.click()
    assert view.state.history[0] == "roll" and view.state.history[1].startswith("dice ")
    view.bots_button.click()
    assert view.state.current_player == 1 and view.state.phase == "roll"
    assert not view.roll_button.disabled


def test_a_tap_while_a_bot_is_to_move_changes_nothing() -> None:
    view = play(players=2, seats=["memory", "human"], seed=2)
    view.table.tap("tile-1")
    view.roll_button.click()
    assert view.state.history == ()


def test_hot_seat_and_whole_game_by_taps() -> None:
    view = play(players=2, seats=["human", "human"], seed=3)
    for _ in range(5000):
        if view.state.is_over:
            break
        if view.state.phase == "roll":
            view.table.press("roll")
        else:
            tap_a_tile(view)
    assert view.state.is_over and "Game over" in view.status.value


def test_settings_are_folded_below_the_table_and_named_in_both_languages() -> None:
    view = play(seed=5)
    children = list(view.children)
    assert children.index(view.status) < children.index(view.table) < children.index(view.settings)
    assert view.settings.selected_index is None and view.settings.get_title(0) == "Settings"
    view.language.value = "de"
    assert view.settings.get_title(0) == "Einstellungen" and view.pace.label == "0,8 s"
    assert "bugkit-hide-on-projector" in view.settings._dom_classes


def test_projector_mode_reaches_the_table() -> None:
    view = play(seed=5)
    view.projector.value = True
    assert view.table.projector and "bugkit-projector" in view._dom_classes
    assert ".bugkit-projector .bugkit-status{font-size:32px}" in view.style.value


def test_pace_is_checked() -> None:
    for bad in (-1, 3, "1", True, None):
        with pytest.raises(ValueError, match="pace"):
            play(pace=bad)  # type: ignore[arg-type]


def test_illegal_click_is_explained_and_changes_nothing() -> None:
    view = play(seed=4)
    before = view.state
    view.tile_buttons[3].click()  # not rolled yet
    assert view.state is before and "roll the dice first" in view.error.value


def test_language_switch_relabels_everything() -> None:
    view = play(seed=5)
    view.language.value = "de"
    assert view.roll_button.description == "Würfeln" and view.new_button.description == "Neues Spiel"
    assert "Würfle!" in view.status.value
    view.roll_button.click()
    assert "würfelt" in view.textlog.value


def test_new_game_from_controls() -> None:
    view = play(seed=6)
    view.players.value = 3
    view.variant.value = "beginners"
    view.seed.value = "9"
    view.new_button.click()
    assert view.state.n_players == 3 and len(view.tile_buttons) == len(view.state.layout) == 25
    assert [s.layout.display for s in view.seats] == ["", "", "", "none"]


def test_tiles_say_what_they_are_for_screen_readers() -> None:
    view = play(seed=7)
    view.roll_button.click()
    view.tile_buttons[2].click()
    assert (view.tile_buttons[2].tooltip.startswith("Tile 3") and view.tile_buttons[2].description.isdigit()) or \
        view.state.turned == ()
    assert view.tile_buttons[5].tooltip == "Tile 6, face down"
    assert 'aria-label="Tile 6, face down"' in view.tile_pictures[5].value


def test_seat_choices_survive_relabelling() -> None:
    view = play(players=2, seats=["human", "forgetful"], seed=8)
    view.language.value = "de"
    assert [s.value for s in view.seats[:2]] == ["human", "forgetful"]
    assert view.bots[1] is not None


def test_tiles_of_a_failed_turn_stay_visible_until_the_next_move() -> None:
    view = play(players=2, seats=["human", "human"], seed=1)
    view.roll_button.click()
    for _ in range(40):
        if view.state.phase == "roll":
            break
        next(b for b in view.tile_buttons if not b.disabled).click()
    if view.state.events[-1].result == "miss":
        shown = [b for b in view.tile_buttons if "bugkit-tile-missed" in b.value]
        assert shown and all(b.description.isdigit() and "the turn failed" in b.tooltip for b in shown)
        view.roll_button.click()
        assert not any("bugkit-tile-missed" in b.value for b in view.tile_buttons)
    else:  # seed 1 hits on the first turn: nothing to show
        assert view.state.events[-1].result == "hit"


def test_every_board_starts_a_fresh_random_game_whose_number_is_hidden_until_the_end() -> None:
    """Issue 10 "a fresh game each time": no fixed seed; issue 19: the number is not shown while the game goes on."""
    a, b = play(), play()
    assert a.number != b.number
    assert a.seed.value == "" and 1 <= a.number < 1_000_000
    before = a.number
    a.new_button.click()
    assert a.number != before and a.seed.value == ""


def test_a_typed_game_number_replays_that_game() -> None:
    """Issue 10: typing the number shown and pressing New game, then making the same moves, plays the same game."""
    view = play(players=3, seats=["human", "human", "human"])
    number = view.number

    def moves() -> tuple[str, ...]:
        view.roll_button.click()
        for i in range(4):
            if view.state.phase == "turn":
                view.tile_buttons[i].click()
        return tuple(view.state.history)

    first = moves()
    view.seed.value = f" {number} "
    view.new_button.click()
    assert view.number == number and view.state.history == ()
    assert moves() == first
    again = play(seed=number, players=3, seats=["human", "human", "human"])
    view = again
    assert moves() == first


@pytest.mark.parametrize("typed", ["-1", "abc", "1.5", "9" * 25, "²"])
def test_a_bad_game_number_is_explained_on_the_board(typed: str) -> None:
    view = play(seed=12)
    before = view.state
    view.seed.value = typed
    view.new_button.click()
    assert view.state is before
    assert "game number is a whole number" in view.error.value


def test_the_board_says_the_default_yellow_die_is_our_assumption() -> None:
    """Issue 10 / components.md A2: the board says the uniform yellow die 0-3 is our assumption."""
    view = play(seed=3)
    assert "our assumption" in view.yellow_note.value
    view.language.value = "de"
    assert "nehmen wir an" in view.yellow_note.value
    view.variant.value = "beginners"
    view.new_button.click()
    assert "nur mit dem grünen Würfel" in view.yellow_note.value


def test_the_board_draws_dice_and_tiles_as_pictures_with_words() -> None:
    """Issue 13: the green and the yellow die drawn; the tiles a table of pictures; every picture has words."""
    view = play(players=2, seats=["human", "human"], seed=5)
    assert "bugkit-board" in view._dom_classes and "<style>" in view.style.value
    assert dice_html(view).count('class="bugkit-die') == 2 and "not rolled yet" in dice_html(view)
    assert all(p.value.count("<svg") == 1 and 'aria-label="Tile' in p.value for p in view.tile_pictures)
    view.roll_button.click()
    assert "bugkit-rolling" in dice_html(view) and "green die showing" in dice_html(view)
    view.render()
    assert "bugkit-rolling" not in dice_html(view)  # the animation plays once, right after the roll
    view.tile_buttons[0].click()
    if 0 in view.state.turned or view.state.layout[0] is None or view.state.phase == "roll":
        assert "bugkit-tile-down" not in view.tile_pictures[0].value
    view.language.value = "de"
    assert "So geht’s" in view.howto.value and "How to play" not in view.howto.value
    assert "Würfel" in dice_html(view) and "Tippe auf ein verdecktes Plättchen" in view.howto.value


def test_the_beginners_board_draws_the_green_die_only() -> None:
    view = play(players=2, seats=["human", "human"], seed=5, variant="beginners")
    view.roll_button.click()
    assert dice_html(view).count('class="bugkit-die') == 1 and "yellow" not in dice_html(view)


def test_the_animation_checkbox_switches_the_roll_animation_off() -> None:
    view = play(seed=5)
    assert "bugkit-roll" in view.style.value
    view.animate.value = False
    assert "@keyframes" not in view.style.value


def test_a_replayed_position_at_a_chance_node_shows_the_decision_before_it() -> None:
    """The replay slider can stop between a roll and its dice: the board shows the moment before the roll and
    invents no dice of its own (a save holds the past only)."""
    from bugkit.ungeziffer import new_game

    view = play(players=2, seats=["human", "human"], seed=5)
    rolled = new_game(2).apply("roll").apply("dice 4 1").apply("turn 3")
    view.adopt(rolled)
    assert view.state.history == ("roll", "dice 4 1") and view.state.phase == "turn"
    view.adopt(new_game(2).apply("roll"))
    assert view.state.history == () and not view.roll_button.disabled


def test_after_a_turn_the_last_roll_stays_on_the_table_greyed_out() -> None:
    view = play(players=2, seats=["human", "human"], seed=5)
    view.roll_button.click()
    dice = view.state.dice
    while view.state.phase == "turn":
        next(b for b in view.tile_buttons if not b.disabled).click()
    assert f"green die, last roll: {dice[0]}" in dice_html(view) and "bugkit-faded" in dice_html(view)


# -- accessibility: colour never alone, refusals in words (the checks of every board: tests/test_accessibility.py)

def test_tile_looks_are_explained_in_words() -> None:
    """A tile that is selected (face up) or tappable looks different; its words say what it is."""
    view = play(players=2, seats=["human", "human"], seed=2)  # a game that shows every kind early
    meaning = {"bugkit-tile-up": "turned up this turn", "bugkit-tile-missed": "the turn failed",
               "bugkit-tile-down": "face down"}
    seen = set()
    for _ in range(60):
        press_a_move(view)
        for i, piece in enumerate(tiles(view)):
            kind = next((k for k in meaning if k in piece.picture), None)
            if kind is not None:
                assert meaning[kind] in piece.alt and piece.alt.startswith(f"Tile {i + 1}")
                assert piece.selected == (kind != "bugkit-tile-down")
                seen.add(kind)
    assert seen == set(meaning)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_dice_show_number_and_colour_name(lang: str) -> None:
    view = play(players=2, seats=["human", "memory"], seed=2, lang=lang)
    view.roll_button.click()
    pieces = next(z for z in view.table.model.zones if z.id == "dice").pieces
    for piece, colour, value in zip(pieces, ("green", "yellow"), view.state.dice, strict=True):
        name = t(f"ui.colour.{colour}", lang)
        assert str(value) in piece.alt and name.lower() in piece.alt.lower()
        assert html_text(piece.picture) == f"{piece.alt} {piece.alt}"  # aria-label and title say it


def test_a_refusal_is_written_in_words_not_only_in_red() -> None:
    view = play(seed=4)
    view.tile_buttons[3].click()
    assert "#b00020" in view.error.value and html_text(view.error.value).startswith("Not allowed:")


def test_the_largest_tile_set_loads_and_plays(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save of the largest tile set the rules take (200 tiles, ``MAX_TOTAL_TILES``) opens on the board: its 200
    tiles and 2 dice are on the table and a roll works (the table took at most 200 pieces: the load failed halfway,
    the board kept the new game under the old picture and refused every tap)."""
    import bugkit
    from bugkit.ungeziffer.components import MAX_TOTAL_TILES

    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()
    state = bugkit.new_game("ungeziffer", tiles={str(v): MAX_TOTAL_TILES // 10 for v in range(10)})
    (tmp_path / "saves" / "big.json").write_text(state.to_json())
    view = play(pace=0)
    view.saving.set_language("en")
    view.saving.path.value = "big.json"
    view.saving.load_button.click()
    assert len(view.state.layout) == MAX_TOTAL_TILES and "Loaded" in view.saving.message.value, \
        view.saving.message.value
    assert sum(piece.id.startswith("tile-") for zone in view.table.model.zones for piece in zone.pieces) == 200
    view.table.press("roll")
    assert view.error.value == "" and view.state.dice


def test_bots_in_a_game_that_never_ends_stop_after_a_press_worth_of_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """A save can switch the stuck rule off (``end_when_stuck=False``): with only zero tiles left no roll is ever
    hit, and the rulebook's game never ends. "Bots: play until my turn" then played up to a million steps in one
    click (the kernel hung for hours and took gigabytes); a press now plays ``BOT_RUN_STEPS`` and says so, and the
    next press goes on."""
    import bugkit
    from bugkit.core.i18n import fmt_num
    from bugkit.ui import board

    assert board.BOT_RUN_STEPS <= 10_000  # a press of a few seconds (the memory bot's steps slow down as it learns)
    steps = 400  # the same rule, quicker
    monkeypatch.setattr(board, "BOT_RUN_STEPS", steps)
    view = play(seats=("memory", "memory"), pace=0.8)
    view.adopt(bugkit.new_game("ungeziffer", tiles={"0": 8}, end_when_stuck=False))
    for press in (1, 2):
        view.bots_button.click()
        assert not view.state.is_over and press * steps <= len(view.state.history) < (press + 1) * steps
        assert f"The bots have made {fmt_num(steps)} moves" in html_text(view.error.value), view.error.value


# the rule of each variant, as "How to play" says it (rules.py, Variants): beginners play the tiles 0-6 with the green
# die only; in the Plus-Minus Mix at most two tiles with vermin count, added or the smaller taken from the bigger
VARIANT_WORDS = {"en": {"beginners": ("tiles 0 to 6", "green die"), "plus_minus": ("at most two", "take the smaller")},
                 "de": {"beginners": ("Plättchen 0 bis 6", "grünen Würfel"),
                        "plus_minus": ("höchstens zwei", "zieh die kleinere")}}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_how_to_play_describes_the_variant_being_played(lang: str) -> None:
    """The how-to described the standard game under every variant; now it says the rule of the game on the board
    (a variant chosen in the settings counts once its new game starts), in the board's language."""
    howto = {}
    for variant in ("standard", "beginners", "plus_minus"):
        view = play(players=2, seats=["human", "human"], seed=4, variant=variant, lang=lang)
        howto[variant] = html_text(view.howto.value)
        assert t("ui.howto.title", lang) in howto[variant]
    assert len(set(howto.values())) == 3
    for variant, words in VARIANT_WORDS[lang].items():
        for word in words:
            assert word in howto[variant], (variant, word)
            assert all(word not in text for other, text in howto.items() if other != variant), (variant, word)
    view = play(players=2, seats=["human", "human"], seed=4, lang=lang)
    view.variant.value = "plus_minus"
    assert html_text(view.howto.value) == howto["standard"]  # not before the new game starts
    view.new_button.click()
    assert html_text(view.howto.value) == howto["plus_minus"]
    view.language.value = "en" if lang == "de" else "de"
    assert VARIANT_WORDS[view.lang]["plus_minus"][0] in html_text(view.howto.value)


# -- the replay of a memory game (``GameSpec.replay_hides_memory``): closed while the game runs ---------------------

def remembered(state: UngezifferState) -> dict[int, int]:
    """Return the tiles that were turned up and lie face down again (position: value): those a player must remember."""
    return {i: v for i, v in enumerate(state.layout) if v not in (None, HIDDEN) and i not in state.turned}


def played_until_a_tile_is_to_be_remembered(lang: str) -> UngezifferView:
    """Return a board (the human against the memory bot) played until a tile turned up lies face down again."""
    view = play(players=2, seats=["human", "memory"], seed=3, lang=lang, pace=0)
    for _ in range(200):
        if remembered(view.state):
            break
        next_move(view)
    assert remembered(view.state) and not view.state.is_over
    return view


@pytest.mark.parametrize("lang", ["en", "de"])
def test_in_a_running_game_the_replay_is_closed_and_says_why(lang: str, tmp_path: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Save, Load and the replay slider showed a running game's earlier positions: every tile that had lain face up,
    so a child could look up the tiles to remember. While the game runs the slider and its buttons are closed, with
    a line in the child's language saying why; a slider moved from code shows nothing either."""
    monkeypatch.chdir(tmp_path)
    view = played_until_a_tile_is_to_be_remembered(lang)
    panel = view.saving
    assert panel.slider.disabled and html_text(panel.closed_note.value) == t("save.closed", lang)  # before a load
    panel.save_button.click()
    panel.load_button.click()
    loaded = view.state
    assert panel.line is not None and len(panel.line) == moves(loaded) >= 2
    assert html_text(panel.message.value) == tn("save.loaded_closed", len(panel.line), lang,
                                                path="saves/ungeziffer.json")
    assert panel.slider.disabled and panel.back_button.disabled and panel.forward_button.disabled
    assert html_text(panel.closed_note.value) == t("save.closed", lang)
    panel.slider.value = 1
    panel.back_button.click()
    assert view.state == loaded  # (its tiles to remember still face down)
    other = "de" if lang == "en" else "en"
    view.language.value = other
    assert html_text(panel.closed_note.value) == t("save.closed", other)


def test_the_replay_opens_when_the_game_is_over_and_shows_the_tiles_once_remembered(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A closed replay opens by itself when the game ends, on the whole game: it may show the tiles that had to be
    remembered, face up with their numbers, as they lay then."""
    monkeypatch.chdir(tmp_path)
    view = played_until_a_tile_is_to_be_remembered("en")
    panel = view.saving
    panel.save_button.click()
    panel.load_button.click()
    assert panel.slider.disabled
    secret = remembered(view.state)
    for _ in range(5_000):
        if view.state.is_over:
            break
        next_move(view)
    final = view.state
    assert final.is_over and panel.line is not None
    assert not panel.slider.disabled and not panel.back_button.disabled and panel.closed_note.value == ""
    assert html_text(panel.message.value) == t("save.opened", "en")
    assert len(panel.line) == moves(final) and panel.line.at(len(panel.line)) == final  # the whole game
    k, pos = next((k, p) for k in range(len(panel.line)) for p in panel.line.at(k).turned if p in secret)
    panel.slider.value = k
    assert view.state == panel.line.at(k) and pos in view.state.turned
    words = view.piece(f"tile-{pos + 1}").tooltip
    assert words.startswith(f"Tile {pos + 1} shows {secret[pos]}") and "turned up this turn" in words, words


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_custom_end_and_vermin_score_read_as_the_rules_say(lang: str) -> None:
    """A game with its own ``end_at`` (a small custom box) ends with a sentence and a how-to that name that count, not
    the rulebook's four; one scored by vermin (``score="vermin"``) shows vermin on the scoreboard, not tiles (a rules
    audit found both fixed at the rulebook's words)."""
    import bugkit
    from bugkit.ungeziffer.labels import describe

    ended = bugkit.play("ungeziffer", ["memory", "memory"], seed=3, end_at=20).final
    view = UngezifferView(players=2, seats=("memory", "memory"), lang=lang, pace=0)
    view.adopt(ended)
    twenty = {"en": "Only 20 or fewer tiles are left", "de": "Nur noch 20 oder weniger Plättchen"}[lang]
    assert describe(ended.events[-1], lang).startswith(twenty)
    assert {"en": "When 20 or fewer tiles", "de": "Liegen nur noch 20 oder weniger"}[lang] in view.howto_text(lang)
    scored = bugkit.play("ungeziffer", ["memory", "memory"], seed=3, score="vermin").final
    view.adopt(scored)
    board = html_text(view.scores_html())
    assert tn("ungeziffer.score.vermin", scored.scores()[0], lang) in board
    assert tn("ungeziffer.score.tiles", scored.scores()[0], lang) not in board
    assert {"en": "most vermin", "de": "meisten Krabbeltiere"}[lang] in view.howto_text(lang)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_tap_on_the_dice_rolls_them_when_they_are_to_be_rolled(lang: str) -> None:
    """The dice were pictures: a child who tapped them to roll saw nothing happen (a tile tapped before the roll
    says why not). Now a tap on either die rolls, as the Roll button does; rolled dice are pictures again."""
    view = play(players=2, seats=["human", "human"], seed=4, lang=lang, pace=0)
    dice = [p for z in view.table.model.zones for p in z.pieces if p.id.startswith("die-")]
    assert len(dice) == 2 and all(p.tappable and p.alt.endswith(t("ungeziffer.die.tap", lang)) for p in dice)
    view.table.tap("die-2")
    assert view.state.phase == "turn" and len(view.state.dice) == 2 and len(view.state.history) == 2
    dice = [p for z in view.table.model.zones for p in z.pieces if p.id.startswith("die-")]
    assert not any(p.tappable for p in dice) and not any(t("ungeziffer.die.tap", lang) in p.alt for p in dice)
    before = view.state
    view.table.tap("die-1")  # a rolled die: nothing happens
    assert view.state is before
