"""Kakerlakentanz's refusal reasons in English and German (``refuse(...)`` keys; the rules import this module)."""

from __future__ import annotations

from ..core.i18n import register

register({
    "kakerlakentanz.refuse.wrong_call": {
        "en": "{verdict} (to make this wrong move anyway, give a reaction time, e.g. '{example}')",
        "de": "{verdict} (wer diesen falschen Zug trotzdem machen will, gibt eine Reaktionszeit an, "
              "z. B. „{example}“)"},
    "kakerlakentanz.refuse.early_timeout": {
        "en": "a timeout comes only after the time limit of {limit}",
        "de": "eine Zeitüberschreitung gibt es erst nach dem Zeitlimit von {limit}"},
})
