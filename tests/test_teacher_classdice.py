"""The class-dice table: typed counts pool and draw; bad counts and bad files give messages, never exceptions."""

from __future__ import annotations

import html
import json
from fractions import Fraction

import numpy as np
import pytest

from bugkit.core.i18n import fmt_pct
from bugkit.lessons.class_dice import DICE, class_dice, dice_question
from bugkit.ui.classdice import (
    MAX_COUNT,
    MAX_GROUPS,
    ClassDice,
    from_json,
    parse_table,
    pool,
    running_shares,
    to_json,
)


@pytest.fixture(autouse=True)
def _no_figures(monkeypatch):
    """Keep matplotlib off screen."""
    import matplotlib

    matplotlib.use("Agg")


@pytest.mark.parametrize("lesson", sorted(DICE))
def test_every_spec_samples_its_exact_chances(lesson) -> None:
    """The computer's rolls agree with the exact chances within 4 standard errors (fixed seed)."""
    spec = DICE[lesson]()
    assert sum(spec.exact) == 1
    n = 40_000
    got = np.bincount(spec.sample(np.random.default_rng(7), n), minlength=len(spec.exact)) / n
    for share, p in zip(got, spec.exact, strict=True):
        se = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(share - float(p)) <= 4 * se + 1e-12


def test_running_shares_skip_empty_groups() -> None:
    """The share after each group that rolled: the class sees its pooled share settle."""
    assert running_shares([[1, 1], [0, 0], [3, 1]], 0) == [(1, 0.5), (3, 4 / 6)]


def test_parse_and_pool() -> None:
    """Empty boxes count 0, the columns are summed; the first bad box is named."""
    rows, bad = parse_table([["1", "", " 3"], ["0", "2", "4"]])
    assert bad is None and pool(rows) == [1, 2, 7]
    for text in ("-1", "2.5", "abc", "1e3", str(MAX_COUNT + 1), "٣", "9" * 5000):
        assert parse_table([["1", text]])[1] is not None


def fill(widget: ClassDice, rows) -> None:
    """Type the rows into the widget's boxes."""
    for boxes, row in zip(widget.rows, rows, strict=False):
        for box, value in zip(boxes, row, strict=False):
            box.value = value


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pool_and_draw(lang) -> None:
    """Typed counts are pooled: the text shows the total, the class's share, the computer's and the exact one."""
    widget = class_dice("voll_verasselt", lang, groups=3, seed=1)
    fill(widget, [["12", "8"], ["11", "9"], ["", "20"]])
    widget.pool_button.click()
    text = widget.result_text.value
    assert ("60-mal" if lang == "de" else "60 times") in text
    assert f"23 ({fmt_pct(Fraction(23, 60), lang)})" in text  # 23 of 60 bugged up
    exact = DICE["voll_verasselt"]().exact[0]
    assert exact == Fraction(11, 18)
    assert fmt_pct(exact, lang) in text
    running = "Gruppe für Gruppe" if lang == "de" else "as the groups are added"
    assert running in text and f"2 {'Gruppen' if lang == 'de' else 'groups'}: {fmt_pct(Fraction(23, 40), lang)}" in text
    assert widget.message.value == "" and widget.result.value.startswith("<img src='data:image/png;base64,")


@pytest.mark.parametrize("typed", ["-3", "zwölf", "3,5", "1/2", str(MAX_COUNT + 1), "x" * 10_000, "\u0000"])
def test_bad_counts_give_a_message(typed) -> None:
    """A box that does not hold a count names the group and the result; nothing is drawn, nothing raises."""
    widget = class_dice("ungeziffer", "de", groups=2)
    fill(widget, [["1", "2"], ["3", typed]])
    widget.pool_button.click()
    assert "Gruppe 2" in widget.message.value and "„2“" in widget.message.value
    assert widget.result_text.value == ""


def test_empty_table_and_group_limit() -> None:
    """An empty table says so; at most MAX_GROUPS rows."""
    widget = class_dice("wanzen_tanzen", "en", groups=1)
    widget.pool_button.click()
    assert "empty" in widget.message.value
    for _ in range(MAX_GROUPS + 3):
        widget.add_button.click()
    assert len(widget.rows) == MAX_GROUPS and "At most" in widget.message.value


def test_save_and_load_round_trip(tmp_path) -> None:
    """The table saved to saves/<name>.json comes back into a fresh widget."""
    widget = class_dice("ungeziffer", "en", groups=2, folder=tmp_path)
    fill(widget, [["1", "2", "3"], ["", "", "", "4"]])
    widget.path.value = "class_5b.json"
    widget.save_button.click()
    assert "Saved" in widget.message.value and (tmp_path / "class_5b.json").is_file()
    other = class_dice("ungeziffer", "en", groups=6, folder=tmp_path)
    other.path.value = "class_5b.json"
    other.load_button.click()
    assert "Loaded" in other.message.value
    assert other.texts() == widget.texts()


@pytest.mark.parametrize("name", ["../escape.json", "/tmp/x.json", "a/b.json", "", "notes.txt", ".hidden.json",
                                  "x" * 200 + ".json", "con\u0000.json"])
def test_names_outside_saves_are_refused(tmp_path, name) -> None:
    """Only plain *.json names: anything else is a message and no file is written."""
    widget = class_dice("ungeziffer", "en", groups=1, folder=tmp_path / "saves")
    widget.rows[0][0].value = "3"
    widget.path.value = name
    widget.save_button.click()
    widget.load_button.click()
    assert "plain file name" in widget.message.value
    assert not (tmp_path / "escape.json").exists() and not (tmp_path / "saves").exists()


@pytest.mark.parametrize("content", ["not json", "[]", '{"kind": "bugkit-class-dice", "lesson": "ungeziffer"}',
                                     json.dumps({"kind": "bugkit-class-dice", "lesson": "ungeziffer", "groups": [[1]]}),
                                     json.dumps({"kind": "bugkit-class-dice", "lesson": "ungeziffer",
                                                 "groups": [[-1] * 9]}),
                                     json.dumps({"kind": "bugkit-class-dice", "lesson": "voll_verasselt",
                                                 "groups": [[1, 2]]}),
                                     "[" * 100_000])
def test_bad_files_give_a_message(tmp_path, content) -> None:
    """A broken, foreign or too big file leaves the table as it was and says why."""
    (tmp_path / "bad.json").write_text(content, encoding="utf-8")
    widget = class_dice("ungeziffer", "de", groups=1, folder=tmp_path)
    widget.rows[0][0].value = "5"
    widget.path.value = "bad.json"
    widget.load_button.click()
    assert "Konnte bad.json nicht laden" in widget.message.value
    assert widget.rows[0][0].value == "5"
    widget.path.value = "missing.json"
    widget.load_button.click()
    assert "keine solche Datei" in widget.message.value


def test_json_model() -> None:
    """to_json/from_json keep the rows; another lesson's table is refused."""
    spec = DICE["wanzen_tanzen"]()
    assert from_json(spec, to_json(spec, [[1, 19], [0, 20]])) == [[1, 19], [0, 20]]
    with pytest.raises(ValueError, match="kind"):
        from_json(DICE["voll_verasselt"](), to_json(spec, [[1, 19]]))
    with pytest.raises(ValueError, match="class dice of a lesson"):
        class_dice("chess")


def test_a_bad_spec_or_group_count_is_refused() -> None:
    """A DiceSpec whose chances do not add up to 1, or a table of 0 or 13 groups, is an InvalidInput."""
    from bugkit.core.errors import InvalidInput
    from bugkit.ui.classdice import DiceSpec

    spec = DICE["wuerfel_wg"]()
    with pytest.raises(InvalidInput, match="add up to 1"):
        DiceSpec("coin", {"en": ("a", "b"), "de": ("a", "b")}, (Fraction(1, 2), Fraction(1, 3)), spec.sample)
    with pytest.raises(InvalidInput, match="labels"):
        DiceSpec("coin", {"en": ("a", "b")}, (Fraction(1, 2), Fraction(1, 2)), spec.sample)
    for groups in (0, MAX_GROUPS + 1):
        with pytest.raises(InvalidInput, match="groups"):
            ClassDice(spec, "en", groups)
    assert len(ClassDice(spec, "en", MAX_GROUPS).rows) == MAX_GROUPS
    with pytest.raises(InvalidInput, match="unknown option 'bogus'; the options are folder, seed"):
        class_dice("wuerfel_wg", bogus=1)


def test_dice_lessons_have_the_class_dice_cell() -> None:
    """Every dice lesson (a game with class dice: 21, 22, 23 and 25, both languages) shows the class-dice table in a
    hidden, output-ignored cell."""
    import jupytext

    from bugkit.lessons.guide import ROOT, lessons

    assert set(DICE) <= {lesson.key for lesson in lessons()}  # every game with class dice has its lesson
    for lesson in lessons():
        if lesson.key not in DICE:
            continue
        for name in lesson.notebooks.values():
            nb = jupytext.read(ROOT / "lessons" / f"{name}.py")
            cells = [c for c in nb.cells if f'class_dice("{lesson.key}", LANG, after=' in c.source]
            assert len(cells) == 1, name
            assert {"class-dice", "nbval-ignore-output"} <= set(cells[0].metadata.get("tags", []))
            assert cells[0].metadata.get("jupyter", {}).get("source_hidden")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_group_is_said_in_the_singular(tmp_path, lang) -> None:
    """The running share said "1 Gruppen: 40,0 %" and a saved table "(1 groups)": one group is said as one."""
    widget = class_dice("voll_verasselt", lang, groups=1, seed=1, folder=tmp_path)
    fill(widget, [["8", "12"]])
    widget.pool_button.click()
    text = widget.result_text.value
    one = f"1 {'Gruppe' if lang == 'de' else 'group'}: {fmt_pct(Fraction(8, 20), lang)}"
    assert one in text and ("1 Gruppen" not in text and "1 groups" not in text)
    widget.save_button.click()
    assert ("(1 Gruppe)" if lang == "de" else "(1 group)") in widget.message.value
    widget.add_button.click()
    widget.save_button.click()
    assert ("(2 Gruppen)" if lang == "de" else "(2 groups)") in widget.message.value


def test_the_column_heads_and_the_wanzen_tanzen_results_read_as_german() -> None:
    """'Anteil „keine“' named nothing: the result is „keine Große Straße“; the computer's column is 'Computer (gleich
    viele Würfe)', the English one in the same brackets."""
    widget = class_dice("wanzen_tanzen", "de", groups=1, seed=1)
    assert widget.labels == ("Große Straße", "keine Große Straße")
    fill(widget, [["1", "19"]])
    widget.pool_button.click()
    text = widget.result_text.value
    assert "<td>keine Große Straße</td>" in text and "„keine“" not in text
    assert "Anteil „Große Straße“" in text  # the result the lesson's guess asks about
    assert "Computer (gleich viele Würfe)" in text
    english = class_dice("wanzen_tanzen", "en", groups=1, seed=1)
    fill(english, [["1", "19"]])
    english.pool_button.click()
    assert "computer (as many rolls)" in english.result_text.value


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_exact_chances_wait_for_the_guess_they_answer(lang) -> None:
    """The table showed the exact chances at once: in Voll verasselt 61.1 %, the answer of the lesson's first guess,
    to any child who pooled before guessing. The class's shares come at once; the computer's rolls (as many as a
    whole class's, or 9,999 typed in each box: 16.7 % beside the target 5), the exact column, the exact bars, the
    biggest gap and the exact share stay locked (🔒, in the words of a part that waits for a guess) until that guess
    is revealed, and then come without pooling again."""
    from bugkit.core.i18n import t
    from bugkit.ui.lesson import prediction_box

    exact = DICE["voll_verasselt"]().exact[0]
    guess = prediction_box("How likely?", exact, lang)
    widget = class_dice("voll_verasselt", lang, groups=2, seed=1, after=guess)
    fill(widget, [["12", "8"], ["11", "9"]])
    widget.pool_button.click()
    text = widget.result_text.value
    assert f"23 ({fmt_pct(Fraction(23, 40), lang)})" in text  # the class's own share
    waits = html.escape(t("lesson.waits", lang, guesses=("“{}”", "„{}“")[lang == "de"].format("How likely?")))
    assert f"{t('ui.computer_rolls', lang)} 🔒" in text and f"{t('ui.exact_chance', lang)} 🔒" in text
    assert waits in text and text.count("<td>🔒</td>") == 2 * len(widget.labels)
    assert fmt_pct(exact, lang) not in text and fmt_pct(1 - exact, lang) not in text
    assert t("ui.exact_chance", lang) not in widget.result.value  # no exact bars: the chart's alt names its bars
    assert t("ui.computer_rolls", lang) not in widget.result.value  # nor the computer's
    assert fmt_pct(exact, lang) not in widget.result.value  # ... and reads out their values
    assert f"{t('ui.our_class', lang)}: " in widget.result.value
    assert fmt_pct(Fraction(23, 40), lang) in widget.result.value  # the chart's alt (``figure_alt``) says the shares
    assert t("cd.closest", lang, gap="", outcome="")[:20] not in text
    guess.guess_box.value = "1/2"
    assert guess.show()
    text = widget.result_text.value
    assert fmt_pct(exact, lang) in text and "🔒" not in text and waits not in text
    assert t("ui.computer_rolls", lang) in widget.result.value
    # each bar by its outcome, the outer bars of a group of three too (they stand a bar's width beside their tick)
    assert f"{t('ui.exact_chance', lang)}: {widget.labels[0]}: {fmt_pct(exact, lang)}" in widget.result.value


def test_the_reveal_changes_only_the_exact_parts_and_the_computer_matches_the_teachers() -> None:
    """At the teacher's release the table drew itself again: the computer's rolls were rolled anew (15.4 % became
    38.5 % with nothing typed), and the running share jumped from the class's most rolled target to the most likely
    one ("4", a tie of 4, 5 and 6, in a lesson that asks about 5). The same pooled count draws the same computer rolls
    (on every device and on the teacher's page, which seeds them with the count; a table whose guess is not revealed
    shows them at the reveal), and the share followed is the one the lesson's guess asks about, before and after the
    reveal."""
    import re

    from bugkit.ui.lesson import prediction_box

    spec = DICE["ungeziffer"]()
    guess = prediction_box("How likely is the target 5?", spec.exact[spec.focus], "en")
    widgets = [class_dice("ungeziffer", "en", groups=1, after=guess), class_dice("ungeziffer", "en", groups=1)]
    for w in widgets:
        fill(w, [["1", "2", "3", "4", "1", "0", "0", "1", "1"]])
        w.pool_button.click()

    def computer(w: object) -> list[str]:
        found: list[str] = re.findall(r"<tr><td>[^<]*</td><td>[^<]*</td><td>([^<]*)</td>",
                                      w.result_text.value)  # type: ignore[attr-defined]
        return found

    before = computer(widgets[1])
    assert computer(widgets[0]) == ["🔒"] * len(spec.exact)  # its guess waits: so do the computer's rolls
    n = 13
    sims = np.bincount(spec.sample(np.random.default_rng(n), n), minlength=len(spec.exact)) / n
    assert before == [fmt_pct(float(x), "en") for x in sims]
    assert "Share of “5”" in widgets[0].result_text.value
    guess.guess_box.value = "1/5"  # type: ignore[union-attr]
    assert guess.show()
    assert computer(widgets[0]) == before and "Share of “5”" in widgets[0].result_text.value


def test_after_must_be_a_guess() -> None:
    """``after`` is the prediction box whose answer the exact chances give, or None."""
    from bugkit.core.errors import InvalidInput

    with pytest.raises(InvalidInput, match="after must be the guess"):
        class_dice("ungeziffer", "en", after="p1")  # type: ignore[arg-type]


def test_every_dice_lesson_locks_its_table_behind_the_guess_it_answers() -> None:
    """In 21, 22, 23 and 25 the class-dice table gives the answer of the lesson's first guess (target 5; a large
    straight in one roll; two dice bug up; at least one 4 in two dice): its cell names that guess as ``after``, and
    the spec's question (the teacher's page locks the pooled table by it) is that guess's class question."""
    import re

    import jupytext

    from bugkit.lessons.guide import ROOT, lessons

    for lesson in lessons():
        if lesson.key not in DICE:
            continue
        spec = DICE[lesson.key]()
        assert spec.guess == 1 and dice_question(spec) == f"{lesson.number}.p1"
        for name in lesson.notebooks.values():
            nb = jupytext.read(ROOT / "lessons" / f"{name}.py")
            code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
            (after,) = re.findall(rf'class_dice\("{lesson.key}", LANG, after=(\w+)\)', code)
            calls = re.findall(r"^(?:(\w+) = )?prediction_box\(", code, flags=re.MULTILINE)
            assert calls[spec.guess - 1] == after, (name, calls)


def test_the_table_scrolls_inside_itself_and_builds_without_a_deprecation_warning() -> None:
    """The grid's layout says ``overflow`` (ipywidgets 8 has no ``overflow_x``: that was ignored with a
    DeprecationWarning, and a table wider than a phone did not scroll inside itself)."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        widget = class_dice("ungeziffer", "de", groups=MAX_GROUPS)  # 11 results: the widest table
    assert widget.grid.layout.overflow == "auto" and widget.grid.layout.max_width == "100%"


def test_the_file_box_names_the_table_in_the_pages_language() -> None:
    """A German page's File box offered "class_dice_ungeziffer.json": an English name on a German page."""
    for lesson in DICE:
        assert class_dice(lesson, "de").path.value == f"klassenwuerfel_{lesson}.json"
        assert class_dice(lesson, "en").path.value == f"class_dice_{lesson}.json"
    with pytest.raises(ValueError, match="lang"):
        class_dice("ungeziffer", "fr")
