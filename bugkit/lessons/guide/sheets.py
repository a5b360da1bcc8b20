"""Printable worksheets (Arbeitsblätter) and their answer keys as HTML with print CSS (A4), one per lesson and language.

A sheet holds the lesson's predictions (write a guess first), its counting tables, every exercise with the numbers of
exercise no. ``SEED`` (the same numbers the guide's answers use, so sheet and key agree) and the exit ticket. The
key is the same page with the answers, the filled tables and the solutions. ``scripts/build_worksheets.py`` prints
these pages to PDF with headless Chromium.
"""

from __future__ import annotations

import html
from typing import Any

from . import SEED, Lesson, instances, shown_answer

WORDS = {
    "en": {"sheet": "Worksheet", "key": "Answer key", "name": "Name", "class": "Class", "date": "Date",
           "predict": "1. Guess first", "predict_note": "Write your guess before you look it up in the lesson.",
           "guess": "My guess", "count": "2. Count", "exercises": "3. Exercises",
           "exercise_note": "The numbers are those of exercise no. {seed} in the lesson: your teacher can show the "
                            "same exercises on a device.",
           "answer": "Answer", "solution": "Solution", "exit": "4. Exit ticket", "level": "level",
           "file": "worksheet", "file_key": "answers"},
    "de": {"sheet": "Arbeitsblatt", "key": "Lösungen", "name": "Name", "class": "Klasse", "date": "Datum",
           "predict": "1. Erst schätzen", "predict_note": "Schreibe deinen Tipp auf, bevor du in der Lektion "
                                                          "nachsiehst.",
           "guess": "Mein Tipp", "count": "2. Zählen", "exercises": "3. Aufgaben",
           "exercise_note": "Das ist Aufgabe Nr. {seed} der Lektion: deine Lehrkraft kann sie mit derselben "
                            "Nummer am Gerät zeigen.",
           "answer": "Antwort", "solution": "Lösungsweg", "exit": "4. Abschlussfrage", "level": "Stufe",
           "file": "arbeitsblatt", "file_key": "loesungen"},
}

CSS = """
@page { size: A4; margin: 13mm 14mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.35; color: #000; }
h1 { font-size: 15pt; margin: 0 0 4px 0; }
h2 { font-size: 12pt; margin: 12px 0 4px 0; border-bottom: 1px solid #777; break-after: avoid; }
.meta { display: flex; gap: 18px; margin-bottom: 6px; }
.meta span { flex: 1; border-bottom: 1px solid #000; padding-top: 10px; }
.note { font-style: italic; color: #333; margin: 2px 0 6px 0; }
ol { margin: 0; padding-left: 20px; }
li { margin-bottom: 8px; break-inside: avoid; }
.line { display: block; border-bottom: 1px dotted #000; height: 20px; margin-top: 2px; }
.key .line { border: none; height: auto; font-weight: bold; color: #0b4f8a; }
.solution { font-size: 9.5pt; color: #0b4f8a; }
table { border-collapse: collapse; margin: 4px 0 8px 0; break-inside: avoid; }
th, td { border: 1px solid #000; min-width: 34px; height: 22px; text-align: center; padding: 1px 5px; }
th { background: #eee; }
.choice { display: inline-block; margin-right: 14px; }
.caption { margin-top: 6px; }
"""


def _e(text: object) -> str:
    return html.escape(str(text))


def _table(table: dict[str, Any], key: bool) -> str:
    rows = table["key"] if key else table["rows"]
    head = "".join(f"<th>{_e(h)}</th>" for h in table["header"])
    body = "".join("<tr>" + "".join(f"<td>{_e(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<div class='caption'>{_e(table['caption'])}</div><table><tr>{head}</tr>{body}</table>"


def sheet_html(lesson: Lesson, lang: str, key: bool = False) -> str:
    """Return the worksheet (``key=False``) or its answer key of the lesson in ``lang`` as a printable HTML page."""
    w, g = WORDS[lang], lesson.text(lang)
    title = f"{w['key'] if key else w['sheet']}: {g['title']}"
    parts = [f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'><title>{_e(title)}</title>"
             f"<style>{CSS}</style></head><body class='{'key' if key else 'sheet'}'>",
             f"<h1>{_e(title)}</h1>",
             f"<div class='meta'><span>{w['name']}:</span><span>{w['class']}:</span><span>{w['date']}:</span></div>",
             f"<h2>{w['predict']}</h2><div class='note'>{w['predict_note']}</div><ol>"]
    for question, answer in g["predictions"]:
        parts.append(f"<li>{_e(question)}<span class='line'>{w['guess'] + ': ' if not key else ''}"
                     f"{_e(answer) if key else ''}</span></li>")
    parts.append(f"</ol><h2>{w['count']}</h2>")
    parts += [_table(table, key) for table in lesson.guide.tables(lang)]
    parts.append(f"<h2>{w['exercises']}</h2><div class='note'>{_e(w['exercise_note'].format(seed=SEED))}</div><ol>")
    for inst in instances(lesson, lang):
        item = f"<li>{'★' * inst['level']} {_e(inst['question'])}"
        if inst["choices"]:
            item += "<br>" + "".join(f"<span class='choice'>☐ {_e(label)}</span>" for label in inst["choices"].values())
        if key:
            item += (f"<span class='line'>{w['answer']}: {_e(shown_answer(inst))}</span>"
                     f"<div class='solution'>{w['solution']}: {_e(inst['solution'])}</div>")
        else:
            item += f"<span class='line'>{w['answer']}:</span>"
        parts.append(item + "</li>")
    question, answer = g["exit_ticket"]
    parts.append(f"</ol><h2>{w['exit']}</h2><div>{_e(question)}</div>"
                 f"<span class='line'>{_e(answer) if key else ''}</span><span class='line'></span>")
    parts.append("</body></html>")
    return "".join(parts)


def file_name(lesson: Lesson, lang: str, key: bool = False) -> str:
    """Return the PDF's file name, e.g. ``21_lektion_ungeziffer_arbeitsblatt.pdf`` or ``..._answers.pdf``."""
    w = WORDS[lang]
    return f"{lesson.notebooks[lang]}_{w['file_key'] if key else w['file']}.pdf"


def sheet_questions(lesson: Lesson, lang: str) -> list[str]:
    """Return the questions a sheet must show: predictions, exercises (no. SEED) and the exit ticket."""
    g = lesson.text(lang)
    return [q for q, _ in g["predictions"]] + [i["question"] for i in instances(lesson, lang)] + [g["exit_ticket"][0]]
