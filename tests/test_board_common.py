"""What every board does the same way (``bugkit.ui.board``), checked on all five: the end of a game, a refusal that
goes once the child does something allowed, the words for a mistyped game number, a save that cannot be loaded."""

from __future__ import annotations

import importlib

import pytest

from bugkit.core.i18n import fmt_num
from bugkit.core.validate import MAX_SEED
from bugkit.ui.gamenumber import bad_number_text


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
