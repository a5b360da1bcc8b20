"""What every board does the same way (``bugkit.ui.board``), checked on all five: the end of a game, a refusal that
goes once the child does something allowed, the words for a mistyped game number, a save that cannot be loaded."""

from __future__ import annotations

import asyncio
import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from gametools import first_in_fast_lane, run_on_a_fresh_loop

import bugkit
from bugkit.core.errors import InvalidInput
from bugkit.core.i18n import fmt_num, t
from bugkit.core.validate import MAX_SEED
from bugkit.ui import download_html, html_text, red_html
from bugkit.ui.board import TOLD_CHARS
from bugkit.ui.gamenumber import bad_number_text
from bugkit.ui.saving import save_replay_for

ROOT = Path(__file__).resolve().parents[1]


def bots_only(name: str, lang: str = "en") -> Any:
    """Return a two-player board of game ``name`` where bots play both seats at once (pace 0), its game over."""
    module = importlib.import_module(f"bugkit.{name}.ui")
    cls = module.play().__class__
    bot = cls.default_bot or next(iter(cls.bot_registry))
    view = module.play(players=2, seats=(bot, bot), seed=5, lang=lang, pace=0)
    view.run_bots()
    return view


@pytest.mark.parametrize("name", first_in_fast_lane(sorted(bugkit.GAMES)))  # whole games: one in the fast lane
def test_a_finished_game_offers_one_big_new_game_button(name: str) -> None:
    """A child at the end of a game starts the next one from the table: one large "New game" button, and no dead
    buttons (Wanzen tanzen showed none at all, Ungeziffer a greyed "Roll the dice", Würfel-WG two greyed ones; the
    only way on was to find "New game" in the folded settings)."""
    for lang in ("en", "de"):
        view = bots_only(name, lang)
        assert view.state.is_over
        number = view.numbering.value  # said in the status line, not only in the folded settings (or a projector's)
        assert html_text(view.status.value).endswith(t("gn.end", lang, n=number)) and str(number) in view.seed.value
        assert [(a.id, a.label, a.enabled) for a in view.table.model.actions] == [("new", t("ui.new_game", lang),
                                                                                  True)]
        view.seats[0].value = "human"
        view.table.press("new")
        assert not view.state.is_over and view.human_to_move()
        assert "new" not in [a.id for a in view.table.model.actions]  # only at the end
        assert str(view.numbering.value) not in view.status.value  # nobody can look ahead
        assert view.seed.value == "" and not view.numbering.replay  # a fresh game, its number kept till its end


def test_new_game_cannot_be_pressed_while_a_game_goes_on() -> None:
    """The id of the end's button pressed during a game (a message from the page) changes nothing."""
    view = importlib.import_module("bugkit.wanzen_tanzen.ui").play(seed=4, lang="en", pace=0)
    before = view.state
    view.table.model.handle({"kind": "press", "id": "new"})
    assert view.state is before


def test_a_tap_that_only_changes_a_selection_clears_an_old_refusal() -> None:
    """Würfel-WG: a card tapped before the roll is kept is refused in words; choosing a die to park is then the
    right thing to do, and the red line goes (it stayed while the child did what it asked)."""
    view = importlib.import_module("bugkit.wuerfel_wg.ui").play(players=2, seats=("human", "planner"), seed=3,
                                                                lang="en", pace=0)
    view.table.tap("member-1")
    assert "Not allowed" in view.error.value
    view.table.tap("die-1")
    assert view.selected == {0} and view.error.value == ""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_mistyped_game_number_is_explained_without_a_19_digit_number(lang: str) -> None:
    """A child who types a letter is told how a game number looks, not that it may go up to
    9,223,372,036,854,775,807 (true of the engine, but game numbers have at most six digits)."""
    for typed in ("abc", "1.5", "99999999999999999999999"):
        text = bad_number_text(typed, lang)
        assert fmt_num(MAX_SEED, lang) not in text and str(MAX_SEED) not in text
        assert typed in text and ("digits" if lang == "en" else "Ziffern") in text
    view = importlib.import_module("bugkit.ungeziffer.ui").play(seed=2, lang=lang)
    view.seed.value = "zwölf"
    view.new_button.click()
    assert "zwölf" in view.error.value and fmt_num(MAX_SEED, lang) not in view.error.value


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_a_save_that_cannot_be_replayed_is_explained_in_the_pages_language(name: str, tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A save whose steps do not fit the game: a German page says so in German (it showed the engine's English
    message); an English page also gives the engine's words, for whoever edits a save by hand."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "bad.json").write_text(json.dumps({"game": name, "version": 2, "setup": {},
                                                             "steps": ["nonsense"]}))
    engine = ""
    try:
        bugkit.load((tmp_path / "saves" / "bad.json").read_text())
    except bugkit.core.errors.InvalidInput as exc:
        engine = str(exc)
    assert engine
    for lang in ("de", "en"):
        view = importlib.import_module(f"bugkit.{name}.ui").play(lang=lang)
        before = view.state
        panel = save_replay_for(view, "bad.json")
        panel.set_language(lang)
        panel.load_button.click()
        said = panel.message.value
        assert view.state is before
        assert t("save.not_a_game", lang).split("(")[0].strip().rstrip(".") in said
        if lang == "de":
            assert "Konnte saves/bad.json nicht laden" in said and "nonsense" not in said and engine[:20] not in said
        else:
            assert "Could not load saves/bad.json" in said and "nonsense" in said


def test_a_red_line_is_escaped_and_written_in_one_place() -> None:
    """Every refusal, problem or error a page shows in red is written by bugkit.ui.red_html (issue 20), which escapes
    the words: no module writes the red style by hand."""
    assert red_html('Tom & "Jerry" <3') == '<span style="color:#b00020">Tom &amp; &quot;Jerry&quot; &lt;3</span>'
    with pytest.raises(InvalidInput):
        red_html(None)  # type: ignore[arg-type]
    by_hand = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8").count("color:#b00020")
               for p in sorted((ROOT / "bugkit").rglob("*.py"))}
    assert {name: n for name, n in by_hand.items() if n} == {"bugkit/ui/__init__.py": 1}


def test_a_download_is_a_button_a_finger_can_tap_and_gives_the_text_back_written_in_one_place() -> None:
    """A file offered for download (a shared table's saved game, the class's CSV) was a plain link, black words among
    words on a tablet; it is drawn as a button (44 px high, the primary blue) by bugkit.ui.download_html alone."""
    import base64
    from html.parser import HTMLParser

    links: list[dict[str, str | None]] = []

    class Links(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            if tag == "a":
                links.append(dict(attrs))

    text = 'kind,nickname\nguess,"Mia ""<b>"""\nä ß 🐞\n'
    Links().feed(download_html("it's <a>.csv", "text/csv", text, "Download <b>"))
    (link,) = links
    assert link["download"] == "it's <a>.csv" and link["class"] == "bugkit-download"
    head, data = str(link["href"]).split(",", 1)
    assert head == "data:text/csv;base64" and base64.b64decode(data).decode("utf-8") == text
    assert "min-height:44px" in str(link["style"]) and "background:#1976d2" in str(link["style"])
    assert "Download &lt;b&gt;" in download_html("a.json", "application/json", "{}", "Download <b>")
    for bad in ((None, "text/csv", "", "x"), ("a", "text/html", "", "x"), ("a", "text/csv", 5, "x"),
                ("a", "text/csv", "x" * 20_000_001, "x")):
        with pytest.raises(InvalidInput):
            download_html(*bad)  # type: ignore[arg-type]
    by_hand = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8").count("<a download")
               for p in sorted((ROOT / "bugkit").rglob("*.py"))}
    assert {name: n for name, n in by_hand.items() if n} == {}


def css_rules(style: str) -> list[tuple[list[str], str]]:
    """Return every innermost rule of the CSS in ``style`` (its ``<style>`` elements) as (its selectors, its
    declarations), a rule inside an @media or @container block with that block's head before its first selector."""
    css = re.sub(r"</?style>", "", style)
    return [([part.strip() for part in head.split(",")], body)
            for head, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]


def em_values(rules: list[tuple[list[str], str]], target: str, prop: str) -> list[float]:
    """Return the values in em (or a bare number, as a line-height is given) that the plain rules (no @media or
    @container) give ``prop`` of ``target`` on a board in projector mode (a selector excluding the projector left
    out)."""
    out = []
    for selectors, body in rules:
        if any(s.endswith(target) and ":not(.bugkit-projector)" not in s and "@" not in s for s in selectors):
            out += [float(v) for v in re.findall(rf"(?:^|;){prop}:\s*([\d.]+)(?:em)?\s*(?:;|$)", body)]
    return out


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_the_status_line_keeps_room_for_two_lines_on_a_projector_too(name: str) -> None:
    """The status line keeps room for two of its lines in projector mode, as on a tablet: a status that changed
    between one and two lines moved the whole table 42 px under the teacher's pointer on a projector (the room was
    kept on a tablet only)."""
    view = importlib.import_module(f"bugkit.{name}.ui").play(lang="en", pace=0)
    view.projector.value = True
    assert "bugkit-projector" in view._dom_classes
    rules = css_rules(view.style.value)
    room = em_values(rules, ".bugkit-status .widget-html-content", "min-height")
    lines = em_values(rules, ".bugkit-status .widget-html-content", "line-height") + \
        em_values(rules, ".bugkit-status *", "line-height")
    assert room and lines and min(room) >= 2 * max(lines), (room, lines)


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_the_end_of_a_childs_turn_is_said_in_the_status_line_before_a_bot_plays_on(name: str) -> None:
    """A child's move that ended the turn ("Too many! ...", "... meet no task: 2 baby bugs") was said only in the
    log, below the first screen of a tablet, while the status line already told the bot's move and the bot played
    0.8 s later. Now the status line says what the log says of that move (three sentences at most) until the bot
    plays, in the language shown, and in the kernel the bot waits ``handover_pause`` (at least the pace) first; a
    board that shows a turn's end its own way (Kakerlakentanz's reasons, Würfel-WG's "OK, go on") has none."""
    module = importlib.import_module(f"bugkit.{name}.ui")
    pause = type(module.example_board("en")).handover_pause
    if pause == 0:
        pytest.skip("this board shows the end of a turn its own way (handover_pause = 0)")
    assert 2 <= pause <= 3

    async def main() -> tuple[list[str], list[str], list[str], float, str]:
        view = module.example_board("de")
        view.pace.value = 0.8
        loop = asyncio.get_running_loop()
        for _ in range(300):
            if view.state.is_over:
                break
            if not view.human_to_move():
                view.bot_step()  # what the timer does when it fires
                continue
            lines = len(view.log_lines())
            module.press_a_move(view)
            if view.session.to_play is not None and not view.state.is_over:  # the turn went to a bot
                wait = view._timer.when() - loop.time()
                told = "bugkit-told" in view.status._dom_classes
                german = [html_text(view.status.value), *view.log_lines()[lines:]]
                view.set_language("en")
                english = [html_text(view.status.value), *view.log_lines()[lines:]]
                view.bot_step()
                return german, english, told, wait, html_text(view.status.value)
        raise AssertionError("the child's turn never passed to a bot")

    (de_status, *de_new), (en_status, *en_new), told, wait, after = run_on_a_fresh_loop(main)
    for status, new in ((de_status, de_new), (en_status, en_new)):  # the step's first log lines, as many as fit
        k = next(k for k in range(1, len(new) + 1) if status == " ".join(new[:k]))
        assert k == 1 or len(status) <= TOLD_CHARS, status
        assert k == len(new) or len(" ".join(new[:k + 1])) > TOLD_CHARS, (status, new)
    assert en_status != de_status and told  # (in body print: what happened, not what to do)
    assert pause - 0.1 <= wait <= pause + 0.01
    assert after != en_status  # the bot has moved: the status line tells what is on now


@pytest.mark.parametrize("name", sorted(bugkit.GAMES))
def test_the_end_of_a_bots_turn_is_said_before_the_childs_own_line_until_the_child_plays(name: str) -> None:
    """An audit on a tablet: in Ungeziffer the bot's last tile and what it won ("Exactly right! Player 2 takes 3
    tiles") never showed; the status line went from "Player 2 (bot) is turning a tile" to "Player 1: roll the dice!"
    with three tiles gone (in Voll verasselt the bot's choice vanished the same way). Now a bot's step that hands
    the turn back to the child says its log lines first, then the child's own line, in the language shown, until
    the child plays."""
    module = importlib.import_module(f"bugkit.{name}.ui")
    view = module.example_board("de")
    if type(view).handover_pause == 0:
        pytest.skip("this board shows the end of a turn its own way (handover_pause = 0)")
    view.pace.value = 0.8  # (no running loop here: nothing is scheduled, the test plays each bot step)
    for _ in range(400):
        if view.state.is_over:
            break
        if view.human_to_move():
            module.press_a_move(view)
            continue
        lines = len(view.log_lines())
        view.bot_step()
        if not view.human_to_move():
            continue
        for lang in ("de", "en"):
            view.set_language(lang)
            new, status = view.log_lines()[lines:], html_text(view.status.value)
            assert new and status.startswith(new[0]) and status.endswith(view.status_text()), (status, new)
            assert len(status) <= TOLD_CHARS or status == f"{new[0]} {view.status_text()}", status
        module.press_a_move(view)
        assert new[0] not in html_text(view.status.value)  # the child has played: the status line goes on
        return
    raise AssertionError("no bot's step handed the turn back to the child")


def test_the_log_widget_checks_how_many_lines_it_keeps_and_what_it_is_given() -> None:
    """TextLog(keep=0) numbered its list from 4, keep=-2 showed one line numbered 6 and keep="x" broke at its first
    lines: the widget refuses them at once, and lines that are no texts too."""
    from bugkit.core.errors import InvalidInput
    from bugkit.ui import TextLog

    for keep in (0, -2, "x", 1.5, True, 10**9):
        with pytest.raises(InvalidInput, match="keep"):
            TextLog(keep=keep)  # type: ignore[arg-type]
    log = TextLog(keep=2)
    log.set_lines(["a", "b <c>", "d"])
    assert log.value == '<ol start="2" aria-live="polite"><li>b &lt;c&gt;</li><li>d</li></ol>'
    for bad in ("abc", [1, 2], None):
        with pytest.raises(InvalidInput):
            log.set_lines(bad)  # type: ignore[arg-type]
    assert log.lines == ["a", "b <c>", "d"]  # unchanged by a refusal
