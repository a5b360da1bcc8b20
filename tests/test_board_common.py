"""What every board does the same way (``bugkit.ui.board``), checked on all five: the end of a game, a refusal that
goes once the child does something allowed, the words for a mistyped game number, a save that cannot be loaded."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

import bugkit
from bugkit.core.i18n import fmt_num, t
from bugkit.core.validate import MAX_SEED
from bugkit.ui.gamenumber import bad_number_text
from bugkit.ui.saving import save_replay_for


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

