"""Printable worksheets (Arbeitsblätter) and their answer keys as HTML with print CSS, one per lesson and language.

A sheet holds the lesson's predictions (write a guess first), its counting tables, every exercise with the numbers of
exercise set no. ``SEED`` (the same numbers the guide's answers use, so sheet and key agree; the sheet says how to
call the set up on a device) and the exit ticket, and a key to its symbols. The key is the same page with the answers,
the filled tables and the solutions. ``scripts/build_worksheets.py`` prints each page to PDF in A4 and in US Letter
(``PAPERS``) with headless Chromium; the page layout fits the smaller of both (210 x 279 mm), so nothing is cut on
either. Tally boxes hold 20 marks; level-3 items get working space.
"""

from __future__ import annotations

import html
import re
from typing import Any

from . import SEED, Lesson, instances, shown_answer

WORDS = {
    "en": {"sheet": "Worksheet", "key": "Answer key", "name": "Name", "class": "Class", "date": "Date",
           "predict": "1. Guess first", "predict_note": "Write your guess before you look it up in the lesson.",
           "guess": "My guess", "count": "2. Count", "exercises": "3. Exercises",
           "exercise_note": "These are the exercises of exercise set no. {seed}. To get the same numbers on a "
                            "device, type {seed} into the box “Exercise set no.” of each exercise that has one, or "
                            "add `&exercise={seed}` to the address (`?exercise={seed}` if it has no `?` yet).",
           "symbols": "Key: ★ = level 1 (★★ level 2, ★★★ level 3); ☐ = tick one box; tally: one stroke per try, "
                      "the fifth stroke crosses the four before it.",
           "bars": "= in a table: a face with bars (faces 5 and 6).",
           "work": "Working space",
           "answer": "Answer", "solution": "Solution", "exit": "4. Exit ticket", "level": "level",
           "file": "worksheet", "file_key": "answers"},
    "de": {"sheet": "Arbeitsblatt", "key": "Lösungen", "name": "Name", "class": "Klasse", "date": "Datum",
           "predict": "1. Erst schätzen", "predict_note": "Schreibe deine Schätzung auf, bevor du in der "
                                                          "Lektion nachsiehst.",
           "guess": "Meine Schätzung", "count": "2. Zählen", "exercises": "3. Aufgaben",
           "exercise_note": "Das sind die Aufgaben von Aufgabenset Nr. {seed}. Dieselben Zahlen bekommst du am "
                            "Gerät, wenn du {seed} in das Feld „Aufgabenset Nr.“ jeder Aufgabe eingibst, die eines "
                            "hat. Oder du hängst an die Adresse `&exercise={seed}` an (steht noch kein `?` in der "
                            "Adresse: `?exercise={seed}`).",
           "symbols": "Zeichenerklärung: ★ = Stufe 1 (★★ Stufe 2, ★★★ Stufe 3); ☐ = ankreuzen; Striche: ein Strich "
                      "pro Versuch, der fünfte Strich geht quer durch die vier davor.",
           "bars": "= in einer Tabelle: eine Seite mit Balken (Seiten 5 und 6).",
           "work": "Platz zum Rechnen",
           "answer": "Antwort", "solution": "Lösungsweg", "exit": "4. Abschlussfrage", "level": "Stufe",
           "file": "arbeitsblatt", "file_key": "loesungen"},
}

PAPERS = {"a4": "A4", "letter": "Letter"}  # file-name suffix: Chromium's paper format

CSS = """
@page { margin: 12mm 14mm; }
html { width: 182mm; }
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
.sheet td.tally { width: 34mm; height: 13mm; }
.sheet table.wide { width: 100%; table-layout: fixed; }
.sheet table.wide td.tally { width: auto; height: 13mm; }
.work { display: block; border: 1px dashed #777; height: 32mm; margin-top: 4px; color: #777; font-size: 8pt;
        padding: 1px 4px; }
.sheet h2.exercises { break-before: page; }
.symbols { font-size: 8.5pt; color: #333; margin-top: 10px; border-top: 1px solid #777; padding-top: 3px; }
"""

TALLY_LABELS = ("tally", "our dice: how often?", "striche", "unsere würfel: wie oft?")


def _e(text: object) -> str:
    return html.escape(str(text))


def _code(text: str) -> str:
    """Return ``text`` escaped, its `backticked` parts (what to type into an address) set as code."""
    return re.sub(r"`([^`]*)`", r"<code>\1</code>", _e(text))


def _table(table: dict[str, Any], key: bool) -> str:
    rows = table["key"] if key else table["rows"]
    head = "".join(f"<th>{_e(h)}</th>" for h in table["header"])
    tally = [str(row[0]).lower() in TALLY_LABELS for row in table["rows"]]
    body = "".join("<tr>" + "".join(f"<td class='tally'>{_e(c)}</td>" if is_tally and i else f"<td>{_e(c)}</td>"
                                    for i, c in enumerate(row)) + "</tr>"
                   for row, is_tally in zip(rows, tally, strict=True))
    wide = " class='wide'" if len(table["header"]) > 6 else ""
    return f"<div class='caption'>{_e(table['caption'])}</div><table{wide}><tr>{head}</tr>{body}</table>"


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
    note = _code(w["exercise_note"].format(seed=SEED))
    parts.append(f"<h2 class='exercises'>{w['exercises']}</h2><div class='note'>{note}</div><ol>")
    bars = any("=" in table["header"] for table in lesson.guide.tables(lang))
    for inst in instances(lesson, lang):
        item = f"<li value='{inst['number']}'>{'★' * inst['level']} {_e(inst['question'])}"
        if inst["choices"]:
            item += "<br>" + "".join(f"<span class='choice'>☐ {_e(label)}</span>" for label in inst["choices"].values())
        if key:
            item += (f"<span class='line'>{w['answer']}: {_e(shown_answer(inst))}</span>"
                     f"<div class='solution'>{w['solution']}: {_e(inst['solution'])}</div>")
        else:
            if inst["level"] == 3 and not inst["choices"]:
                item += f"<span class='work'>{w['work']}</span>"
            item += f"<span class='line'>{w['answer']}:</span>"
        parts.append(item + "</li>")
    question, answer = g["exit_ticket"]
    parts.append(f"</ol><h2>{w['exit']}</h2><div>{_e(question)}</div>"
                 f"<span class='line'>{_e(answer) if key else ''}</span><span class='line'></span>")
    parts.append(f"<div class='symbols'>{_e(w['symbols'])}{' ' + _e(w['bars']) if bars else ''}</div>")
    parts.append("</body></html>")
    return "".join(parts)


def file_name(lesson: Lesson, lang: str, key: bool = False, paper: str = "a4") -> str:
    """Return the PDF's file name, e.g. ``21_lektion_ungeziffer_arbeitsblatt.pdf`` (A4) or
    ``21_lesson_ungeziffer_answers_letter.pdf`` (US Letter); the HTML it is printed from drops the paper suffix."""
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {sorted(PAPERS)}, not {paper!r}")
    w = WORDS[lang]
    return f"{lesson.notebooks[lang]}_{w['file_key'] if key else w['file']}{'' if paper == 'a4' else '_' + paper}.pdf"


def sheet_questions(lesson: Lesson, lang: str) -> list[str]:
    """Return the questions a sheet must show: predictions, exercises (no. SEED) and the exit ticket."""
    g = lesson.text(lang)
    return [q for q, _ in g["predictions"]] + [i["question"] for i in instances(lesson, lang)] + [g["exit_ticket"][0]]
