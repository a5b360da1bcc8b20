"""Class mode for a lesson page: the small interface the lesson widgets call (``?class=CODE`` in the page's URL).

Without a class code in the URL, or without a class store (the server sets ``BUGKIT_CLASS_STORE`` for its kernels),
``current_class()`` is None and the lesson works alone exactly as before. With one, the page shows a nickname box
(generated animal names, or up to 20 typed characters; no real names); then:

- ``attach_prediction(box)``: numbers the page's guessing questions (``<page>.p1``, ``<page>.p2``, ...) and records
  each question's text and exact answer for the teacher's page;
- ``hold_reveal(box, guess, release)``: sends the guess and returns True when the teacher holds the reveal (the
  box then says "Wait for your teacher" and ``release()`` runs once the teacher lets it go);
- ``send_result(exercise_id, level, right)``, ``send_tally(experiment, counts)``: exercise results and the group's
  dice tally.

A device remembers its place in the class in the browser's localStorage (key ``bugkit-class-<CODE>``: student id
and its own token), so a reload or a new lesson page rejoins with the same nickname. The page polls the teacher's
pacing once a second through an invisible anywidget (``Beacon``); nothing runs in a background thread. If the store
cannot be reached, the class has ended while the page was open, or the teacher let this device's nickname back in
for another device, the page says which (``class_refusal_text``) and the lesson goes on alone.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, TypeGuard

import anywidget
import ipywidgets as widgets
import traitlets

from ..core.errors import BugkitError, InvalidInput
from ..core.i18n import register, t
from ..core.validate import check_choice, check_int, check_lang, check_text, short_repr
from ..ui import page_options
from .store import (
    HOLD,
    OPEN,
    SHOWN,
    ClassRefused,
    ClassStore,
    StoreUnavailable,
    Student,
    check_code,
    code_shown,
    nickname_choices,
)

ENV_STORE = "BUGKIT_CLASS_STORE"
ENV_BASE = "BUGKIT_CLASS_URL"  # the students' base URL the server printed (for the teacher's QR code)
MAX_INTERVAL_MS = 60_000  # the slowest tick of a Beacon (0 never ticks)
MAX_ENV_TEXT = 100_000  # characters of one environment variable a page reads (a URL, a path, a query)
MAX_CHOICES = 20  # options of one choice question (bugkit.ui.lesson.MAX_CHOICES)

register({
    "class.title": {"en": "Class {code}: pick your nickname", "de": "Klasse {code}: Wähle deinen Spitznamen"},
    "class.or_type": {"en": "or type one", "de": "oder schreib einen"},
    "class.no_real_names": {"en": "No real names, at most 20 characters.",
                            "de": "Keine echten Namen, höchstens 20 Zeichen."},
    "class.join": {"en": "Join the class", "de": "Der Klasse beitreten"},
    # a picked nickname is not joined yet (a helper saw children take the grey pick for joining)
    "class.picked": {"en": "“{name}”: now tap “{join}”.", "de": "„{name}“: Tippe jetzt auf „{join}“."},
    "class.joined": {"en": "You are in class {code} as “{name}”.", "de": "Du bist in Klasse {code} als „{name}“."},
    "class.sent": {"en": "Your guess went to the class.", "de": "Deine Schätzung ist bei der Klasse angekommen."},
    "class.kept": {"en": "The class's chart keeps your first guess: you sent it before the answer was out.",
                   "de": "Im Diagramm der Klasse zählt deine erste Schätzung: Die hattest du geschickt, bevor die "
                         "Antwort da war."},
    "class.wait": {"en": "Wait for your teacher: the answer comes when your teacher shows it.",
                   "de": "Warte auf deine Lehrkraft: Die Antwort kommt, wenn deine Lehrkraft sie zeigt."},
    "class.join_first": {"en": "Pick your nickname at the top of the page first: then your guess counts for the class.",
                         "de": "Wähle zuerst oben auf der Seite deinen Spitznamen: Dann zählt deine Schätzung "
                               "für die Klasse."},
    "class.pick": {"en": "Pick a nickname or type one first.", "de": "Wähle zuerst einen Spitznamen oder schreib "
                                                                     "einen."},
    "class.problem": {"en": "The class cannot be reached. You can go on here on your own.",
                      "de": "Die Klasse ist nicht erreichbar. Du kannst hier allein weitermachen."},
    "class.no_class": {"en": "There is no class with the code {code}: check the code with your teacher (or the class "
                             "has ended). You can go on here on your own.",
                       "de": "Es gibt keine Klasse mit dem Code {code}: Frag deine Lehrkraft nach dem Code (oder die "
                             "Klasse ist schon beendet). Du kannst hier allein weitermachen."},
    "class.bad_code": {"en": "“{code}” is not a class code: a class code has six letters and digits, like K7QX2M. "
                             "You can go on here on your own.",
                       "de": "„{code}“ ist kein Klassen-Code: Ein Klassen-Code hat sechs Buchstaben und Ziffern, "
                             "zum Beispiel K7QX2M. Du kannst hier allein weitermachen."},
    "class.full": {"en": "This class is full. You can go on here on your own.",
                   "de": "Diese Klasse ist voll. Du kannst hier allein weitermachen."},
    "class.taken": {"en": "Someone in the class already has this nickname: pick another one. If it was your "
                          "nickname before, ask your teacher to let you back in.",
                    "de": "Diesen Spitznamen hat schon jemand in der Klasse: Wähle einen anderen. Wenn das vorher "
                          "dein Spitzname war, bitte deine Lehrkraft, dich wieder hereinzulassen."},
    "class.nickname": {"en": "A nickname is 1 to 20 letters long (spaces count): pick one of the animal names or "
                             "type a shorter one.",
                       "de": "Ein Spitzname ist 1 bis 20 Zeichen lang (Leerzeichen zählen mit): Wähle einen der "
                             "Tiernamen oder schreib einen kürzeren."},
    "class.pronoun": {"en": "Pick a name, not “you” or “I”: on the other tablets the games would say “you” to the "
                            "wrong child. Pick one of the animal names or type a name.",
                      "de": "Wähle einen Namen, nicht „du“ oder „ich“: Auf den anderen Tablets würden die Spiele "
                            "sonst das falsche Kind mit „du“ ansprechen. Wähle einen der Tiernamen oder schreib "
                            "einen Namen."},
    "class.seat_number": {"en": "Pick a name that is not a bot's: at a table the games call a bot “Player 2” or "
                                "“Cockroach 2”. Pick one of the animal names or type a name.",
                          "de": "Wähle einen Namen, den kein Bot hat: Am Tisch heißt ein Bot in den Spielen "
                                "„Spieler 2“ oder „Kakerlake 2“. Wähle einen der Tiernamen oder schreib einen Namen."},
    "class.ended": {"en": "This class has ended. You can go on here on your own.",
                    "de": "Die Klasse ist schon zu Ende. Du kannst hier allein weitermachen."},
    "class.other_device": {"en": "Your nickname is in the class on another device now, so this device has left the "
                                 "class. You can go on here on your own.",
                           "de": "Dein Spitzname ist jetzt auf einem anderen Gerät in der Klasse. Dieses Gerät ist "
                                 "deshalb nicht mehr dabei. Du kannst hier allein weitermachen."},
    "class.tally_sent": {"en": "Your group's tally went to the class.",
                         "de": "Die Strichliste deiner Gruppe ist bei der Klasse angekommen."},
})

# what a class refusal means on the teacher's page (``class_refusal_text``), in words for an adult (German: "Sie")
register({
    "teacher.refused.no_teacher": {"en": "This teacher link belongs to no class: the link is wrong, or the class has "
                                         "ended. After a restart with --continue, open the new teacher link the "
                                         "server printed.",
                                   "de": "Dieser Link für die Lehrkraft gehört zu keiner Klasse: Der Link ist "
                                         "falsch, oder die Klasse ist beendet. Nach einem Neustart mit --continue "
                                         "öffnen Sie den neuen Link für die Lehrkraft, den der Server ausgegeben "
                                         "hat."},
    "teacher.refused.no_nickname": {"en": "Nobody in this class has this nickname: pick one from the list.",
                                    "de": "Niemand in dieser Klasse hat diesen Spitznamen: Wählen Sie einen aus der "
                                          "Liste."},
    "teacher.refused.nickname": {"en": "A nickname has 1 to 20 characters: pick one from the list.",
                                 "de": "Ein Spitzname hat 1 bis 20 Zeichen: Wählen Sie einen aus der Liste."},
    "teacher.refused.other": {"en": "The class could not do this. Reload this page; if it happens again, stop the "
                                    "classroom server and start it again with the command you started it with and "
                                    "--continue added (the same --lang: the class goes on).",
                              "de": "Das hat in der Klasse nicht geklappt. Laden Sie diese Seite neu; wenn es wieder "
                                    "passiert, beenden Sie den Klassenserver und starten Sie ihn mit demselben Befehl "
                                    "wie zuvor und zusätzlich --continue (dasselbe --lang: Die Klasse geht weiter)."},
    "teacher.unreachable": {"en": "The class database cannot be reached. The lessons keep working alone on each "
                                  "device; this page tries again every second.",
                            "de": "Die Klassendatenbank ist nicht erreichbar. Die Lektionen laufen auf jedem Gerät "
                                  "allein weiter; diese Seite versucht es jede Sekunde wieder."},
    "teacher.not_done": {"en": "That did not reach the class database, so it was not done. Try it again in a moment.",
                         "de": "Das ist nicht bei der Klassendatenbank angekommen und wurde deshalb nicht "
                               "ausgeführt. Versuchen Sie es gleich noch einmal."},
    "teacher.detail": {"en": "Technical detail", "de": "Technische Angabe (auf Englisch)"},
})

# the reasons of a ClassRefused (bugkit.classroom.store) each reader meets, said in words of their own
CHILD_REASONS = ("no_class", "full", "taken", "nickname", "pronoun", "seat_number", "ended",
                 "other_device")  # "class.<reason>"
GONE = ("ended", "other_device")  # a child's refusal after which this device is not in the class any more
LOOK_EVERY = 10  # ticks (seconds) between a lesson page's looks whether its class is still there: 25 tablets, 2.5/s
TEACHER_REASONS = ("no_teacher", "nickname", "no_nickname")  # "teacher.refused.<reason>"
READERS = ("child", "teacher")


def sent_away(err: BaseException) -> TypeGuard[ClassRefused]:
    """Return True if ``err`` is a class's refusal after which this device is not in the class any more (``GONE``)."""
    return isinstance(err, ClassRefused) and err.reason in GONE


def class_refusal_text(exc: BaseException, lang: str, reader: str = "child", code: str = "", *,
                       action: bool = False) -> str:
    """Return what a class refusal means for ``reader`` in ``lang``: a child on a lesson page ("child", the class
    ``code`` named where it helps) or the teacher on the teacher's page ("teacher"). A ``ClassRefused`` is said by
    its reason; a store that cannot be reached (``StoreUnavailable``) by its own words ("The class cannot be
    reached"; for the teacher, and for a step of their own, ``action``, that the step was not done: the page's
    retry every second does not redo it); any other refusal by words kept for it, never an error's own English
    words (the store's English words on why it cannot be reached are shown apart, folded, on the teacher's page:
    ``teacher._problem_html``). This is class mode's one way to say a refusal."""
    if not isinstance(exc, BaseException):
        raise InvalidInput(f"class_refusal_text: exc must be the refusal (an exception), not {short_repr(exc)}")
    lang, reader = check_lang(lang), check_choice(reader, "reader", READERS)
    code = check_text(code, "code (the class code)", 40)
    if not isinstance(action, bool):
        raise InvalidInput(f"class_refusal_text: action must be True or False, not {short_repr(action)}")
    reason = exc.reason if isinstance(exc, ClassRefused) else ""
    if reader == "child":
        if reason in CHILD_REASONS:
            return t(f"class.{reason}", lang, code=code)
        return t("class.problem", lang)  # unreachable, or refused for no reason a child can act on
    if isinstance(exc, StoreUnavailable):
        return t("teacher.not_done" if action else "teacher.unreachable", lang)
    return t(f"teacher.refused.{reason}" if reason in TEACHER_REASONS else "teacher.refused.other", lang)


BEACON_ESM = r"""
function render({ model, el }) {
  el.style.display = "none";
  const key = "bugkit-class-" + model.get("code");
  let stored = "";
  try { stored = window.localStorage.getItem(key) || ""; } catch (e) { stored = ""; }
  model.send({ stored: stored.slice(0, 200) });
  const onMsg = (msg) => {
    if (msg && typeof msg.remember === "string") {
      try {
        if (msg.remember) window.localStorage.setItem(key, msg.remember);
        else window.localStorage.removeItem(key);
      } catch (e) {}
    }
  };
  model.on("msg:custom", onMsg);
  const ms = model.get("interval_ms");
  const timer = ms > 0 ? setInterval(() => model.send({ tick: 1 }), ms) : null;
  return () => { if (timer) clearInterval(timer); model.off("msg:custom", onMsg); };
}
export default { render };
"""


class Beacon(anywidget.AnyWidget):  # type: ignore[misc]
    """An invisible widget: reads/writes the device's class memory (localStorage) and ticks every ``interval_ms``."""

    _esm = BEACON_ESM
    code = traitlets.Unicode("").tag(sync=True)
    interval_ms = traitlets.Int(1000).tag(sync=True)

    def __init__(self, code: str, on_stored: Callable[[str], Any] | None, on_tick: Callable[[], Any],
                 interval_ms: int = 1000) -> None:
        code = check_text(code, "code (the class code)", 40)
        if on_stored is not None and not callable(on_stored):
            raise InvalidInput(f"on_stored must be a function of the stored text, or None, not {short_repr(on_stored)}")
        if not callable(on_tick):
            raise InvalidInput(f"on_tick must be a function without arguments, not {short_repr(on_tick)}")
        interval_ms = check_int(interval_ms, "interval_ms", 0, MAX_INTERVAL_MS)
        super().__init__(code=code, interval_ms=interval_ms)
        self.on_stored, self.on_tick = on_stored, on_tick
        self.on_msg(self._received)

    def _received(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Handle a message from the browser: the stored memory once, then ticks (anything else is ignored)."""
        if not isinstance(content, dict):
            return
        stored = content.get("stored")
        if isinstance(stored, str) and self.on_stored is not None:
            self.on_stored(stored[:200])
        elif content.get("tick") == 1:
            self.on_tick()

    def remember(self, value: str) -> None:
        """Ask the browser to keep ``value`` in its localStorage for this class ("" forgets it)."""
        self.send({"remember": value})


def environment(environ: object = None) -> Mapping[str, str]:
    """Return ``environ`` if it is a mapping (a page's variables, like ``os.environ``), or ``os.environ`` for None;
    raise InvalidInput otherwise."""
    if environ is None:
        return os.environ
    if not isinstance(environ, Mapping):
        raise InvalidInput(f"environ must be a mapping of texts like os.environ, or None, not {short_repr(environ)}")
    return environ


def env_text(environ: Mapping[str, str] | None, key: str) -> str:
    """Return the text of the variable ``key`` of ``environ`` (``os.environ`` for None), "" if it is not set;
    raise InvalidInput if it is not a text."""
    key = check_text(key, "key")
    value = environment(environ).get(key, "")
    if not isinstance(value, str) or len(value) > MAX_ENV_TEXT:
        raise InvalidInput(f"the variable {key} must be a text of at most {MAX_ENV_TEXT:,} characters, "
                           f"not {short_repr(value)}")
    return value


def page_number(environ: Mapping[str, str] | None = None) -> str:
    """Return the page's lesson number from its notebook name (``21`` for ``21_lesson_ungeziffer.ipynb``), or 'page'."""
    name = env_text(environ, "SCRIPT_NAME").rsplit("/", 1)[-1]
    match = re.match(r"(\d{1,3})_", name)
    return match.group(1) if match else "page"


def _slug(text: str) -> str:
    """Return ``text`` as a store name (lower case a-z 0-9 _ . -, at most 40 characters)."""
    slug = re.sub(r"[^a-z0-9_.\-]+", "-", text.lower()).strip("-.")[:40]
    return slug or "x"


class ClassLink:
    """This page's place in a class: the nickname box, the device's handle, and the reveals that wait. A link with a
    ``store`` is to a class that was open when the page found it (``current_class``); without one, ``problem_words``
    says in a language why there is no class (a board's language switch says it again), and ``problem`` is that in
    the page's language. ``gone`` is the reason the class sent this device away for good while the page was open
    (``GONE``: the class ended, the nickname went to another device), "" until then: ``note_refusal``."""

    def __init__(self, code: str, lang: str, store: ClassStore | None,
                 problem_words: Callable[[str], str] | None = None) -> None:
        code, lang = check_text(code, "code (the class code)", 40), check_lang(lang)
        if store is not None and not isinstance(store, ClassStore):
            raise InvalidInput(f"store must be a ClassStore or None (no class store), not {short_repr(store)}")
        if problem_words is not None and not callable(problem_words):
            raise InvalidInput(f"problem_words must be a function of the language, not {short_repr(problem_words)}")
        self.problem_words: Callable[[str], str] = problem_words or (lambda _lang: "")
        problem = check_text(self.problem_words(lang), "problem (the message shown instead of the nickname box)",
                             MAX_ENV_TEXT)
        self.code, self.lang, self.store, self.problem = code, lang, store, problem
        self.me: Student | None = None
        self.gone = ""
        self.ticks = 0  # the page's ticks so far (one a second)
        self.page = page_number()
        self.questions = 0
        self._pending_questions: list[tuple[str, str, object]] = []
        self.waiting: dict[str, list[Callable[[], Any]]] = {}
        self.kept: str | None = None  # the question whose last guess the class did not take: its first one stands
        self.locked: frozenset[str] = frozenset()
        self.status = widgets.HTML().add_class("bugkit-class-status")
        self.names = widgets.ToggleButtons(options=nickname_choices(lang, 6), value=None,
                                           style={"button_width": "auto"})
        # the box's label before it and the "no real names" rule as a line under it: a placeholder was cut at 768 px
        self.typed = widgets.Text(description=t("class.or_type", lang), style={"description_width": "initial"},
                                  layout=widgets.Layout(width="min(100%, 360px)"))
        self.typed.add_class("bugkit-class-nickname")
        self.join_button = widgets.Button(description=t("class.join", lang), button_style="primary",
                                          layout=widgets.Layout(width="auto"))  # its whole label, never "beit…"
        self.join_button.on_click(lambda _: self.join_clicked())
        self.names.observe(lambda change: self._picked(change["new"]), names="value")
        self.rule = widgets.HTML(html.escape(t("class.no_real_names", lang)))  # a rule a child reads: not <small>
        self.rule.add_class("bugkit-class-rule")
        self.form = widgets.VBox([widgets.HTML(f"<b>{html.escape(t('class.title', lang, code=code))}</b>"),
                                  self.names, widgets.HBox([self.typed, self.join_button],
                                                           layout=widgets.Layout(flex_flow="row wrap")),
                                  self.rule])
        self.beacon = Beacon(code, self._remembered, self.tick)
        self.box = widgets.VBox([self.form, self.status, self.beacon]).add_class("bugkit-class-join")
        self.box.layout.border = "2px solid #4a7ebb"
        self.box.layout.padding = "0.5em"
        self.shown = False
        if problem:
            self.form.layout.display = "none"
            self.status.value = html.escape(problem)

    # ---- joining ----

    def _remembered(self, stored: str) -> None:
        """Rejoin with what this device remembered (``student:token``), if it is still in the class."""
        if self.me is not None or self.store is None or ":" not in stored:
            return
        student, token = stored.split(":", 1)
        try:
            self._joined(self.store.rejoin(self.code, student, token), remember=False)
        except BugkitError:
            self.beacon.remember("")  # the class has ended or forgotten this device: pick a nickname again

    def _picked(self, name: object) -> None:
        """Say that a picked nickname is joined with the join button (and the typed one gives way to it)."""
        if self.me is not None or not isinstance(name, str) or not name:
            return
        self.typed.value = ""
        self.status.value = html.escape(t("class.picked", self.lang, name=name, join=t("class.join", self.lang)))

    def join_clicked(self) -> None:
        """Join with the typed nickname, else the picked one; say what went wrong otherwise."""
        name = self.typed.value.strip() or (self.names.value or "")
        if not name:
            self.status.value = html.escape(t("class.pick", self.lang))
            return
        self.join(name)

    def join(self, nickname: str) -> bool:
        """Return True after joining the class as ``nickname`` (a message on the page otherwise)."""
        if self.store is None:
            return False
        try:
            self._joined(self.store.join(self.code, nickname), remember=True)
        except BugkitError as err:
            self._refused(err)
            return False
        return True

    def _refused(self, err: BugkitError) -> None:
        """Say why the class refused a step, in the child's words (``class_refusal_text``): this page found its class
        open (``current_class``), so a class that is not there now has ended."""
        if isinstance(err, ClassRefused) and err.reason == "no_class":
            err = ClassRefused("ended", str(err))
        self.note_refusal(err)
        self.status.value = html.escape(class_refusal_text(err, self.lang, "child", self.code))

    def note_refusal(self, err: BaseException) -> bool:
        """Return True if ``err`` says this device is not in the class any more (``sent_away``), after keeping its
        reason as ``gone``: nothing on the page offers the class again (a board's "Play with others" lobby closes)."""
        if not sent_away(err):
            return False
        self.gone = err.reason
        return True

    def _joined(self, me: Student, remember: bool) -> None:
        self.me = me
        if remember:
            self.beacon.remember(f"{me.student}:{me.token}")
        self.form.layout.display = "none"
        self._flush_questions()
        self.status.value = f"<b>{html.escape(t('class.joined', self.lang, code=self.code, name=me.nickname))}</b>"

    def widget(self) -> widgets.Widget | None:
        """Return the nickname box the first time it is asked for on this page (None afterwards)."""
        if self.shown:
            return None
        self.shown = True
        return self.box

    # ---- sending ----

    def _safely(self, send: Callable[[], Any]) -> bool:
        """Return True if ``send()`` reached the store; on failure say so once and go on alone."""
        try:
            send()
            return True
        except BugkitError as err:  # unreachable, or refused (the class has ended): said in the child's words
            self._refused(err)
        return False

    def new_question(self, text: str, answer: Fraction | int | float) -> str:
        """Return the next question id of this page (``<page>.p<k>``) after recording its text and exact answer."""
        self.questions += 1
        question = f"{self.page}.p{self.questions}"
        self._pending_questions.append((question, text, answer))
        self._flush_questions()
        return question

    def _flush_questions(self) -> None:
        if self.store is None or self.me is None:
            return
        me, store = self.me, self.store
        pending, self._pending_questions = self._pending_questions, []
        for question, text, answer in pending:

            def send(q: str = question, x: str = text, a: object = answer) -> None:
                store.add_question(me, q, x, a)

            self._safely(send)

    def held(self, question: str) -> bool:
        """Return True while the teacher holds the reveal of ``question``: it is neither released nor shown on the
        teacher's screen (an answer on the projector is out: a tablet that still said "Wait for your teacher" beside
        it waited for a second button)."""
        if self.store is None or self.me is None:
            return False
        store, me = self.store, self.me
        try:
            self.locked = store.locked_sections(me)
        except BugkitError:
            return False  # the store is gone: the lesson goes on alone
        return HOLD in self.locked and OPEN + question not in self.locked and SHOWN + question not in self.locked

    def hold_reveal(self, question: str, guess: Fraction | None, release: Callable[[], Any],
                    note: widgets.HTML | None = None) -> bool:
        """Return True if the reveal must wait (not joined yet, or the teacher holds it); send the guess first."""
        if self.store is None:
            return False
        if self.me is None:
            if note is not None:
                note.value = html.escape(t("class.join_first", self.lang))
            return True
        self._flush_questions()
        me, store = self.me, self.store
        stored: list[Fraction] = []
        if guess is not None and not self._safely(lambda: stored.append(store.send_guess(me, question, guess))):
            return False
        self.kept = question if stored and stored[0] != guess else None  # (ClassStore.send_guess: the answer was out)
        if self.held(question):
            callbacks = self.waiting.setdefault(question, [])
            if release not in callbacks:
                callbacks.append(release)
            if note is not None:
                note.value = f"<b>{html.escape(t('class.wait', self.lang))}</b>"
            return True
        if note is not None:
            note.value = html.escape(t("class.sent", self.lang))
        return False

    def tick(self) -> None:
        """Run the reveals the teacher has released since the last tick (called every second by the page); with none
        waiting, a joined page looks every LOOK_EVERY ticks whether it is still in its class, so that the class's end
        is said by itself (it stayed "You are in class K7QX2 as Mia" until the child's next tap)."""
        self.ticks += 1
        if not self.waiting:
            if self.ticks % LOOK_EVERY == 0 and self.me is not None and self.store is not None and not self.gone:
                self._still_in()
            return
        for question in [q for q in self.waiting if not self.held(q)]:
            for release in self.waiting.pop(question, []):
                release()

    def _still_in(self) -> None:
        """Say the class's end (or the nickname gone to another device) if the store says so; a store out of reach
        for now says nothing (the page goes on alone and looks again)."""
        if self.store is None or self.me is None:
            return
        try:
            self.locked = self.store.locked_sections(self.me)
        except ClassRefused as err:
            self._refused(err)
        except BugkitError:
            pass

    def send_result(self, exercise: str, level: int, right: bool) -> bool:
        """Return True if one checked exercise answer reached the class."""
        if self.store is None or self.me is None:
            return False
        me, store = self.me, self.store
        return self._safely(lambda: store.send_result(me, _slug(f"{self.page}.{exercise}"), level, right))

    def send_tally(self, experiment: str, counts: Mapping[int, int]) -> bool:
        """Return True if this group's dice tally reached the class."""
        if self.store is None or self.me is None:
            return False
        me, store = self.me, self.store
        if self._safely(lambda: store.send_tally(me, _slug(experiment), dict(counts))):
            self.status.value = html.escape(t("class.tally_sent", self.lang))
            return True
        return False


_link: ClassLink | None = None
_looked = False


def current_class(lang: str = "en") -> ClassLink | None:
    """Return this page's class link when its URL has ``?class=CODE`` and a store is set; None (lesson alone) else."""
    global _link, _looked
    if _looked:
        return _link
    _looked = True
    raw = page_options().get("class")
    url = os.environ.get(ENV_STORE, "")
    if not raw or not url:
        return None
    try:
        code = check_code(raw)
    except BugkitError:
        shown = code_shown(raw)
        _link = ClassLink(raw[:8].upper(), lang, None, lambda in_lang: t("class.bad_code", in_lang, code=shown))
        return _link
    try:
        store = ClassStore(url)
        store.class_lang(code)
    except BugkitError as err:  # a store that cannot be reached: its reason is for the teacher's page
        refused = err
        _link = ClassLink(code, lang, None, lambda in_lang: class_refusal_text(refused, in_lang, "child", code))
        return _link
    _link = ClassLink(code, lang, store)
    return _link


# ---- the hooks the lesson widgets call (each a no-op without a class) ----


def attach_prediction(box: Any) -> widgets.Widget | None:
    """Give a prediction box its class question id; return the nickname box to show above it (first box only)."""
    link = current_class(getattr(box, "lang", "en"))
    if link is None:
        return None
    answer = box.answer
    choices = getattr(box, "choices", None)
    if choices:
        keys = list(choices)
        answer = keys.index(answer) + 1 if answer in keys else 0
    labels = list(choices.values()) if choices else None
    box.class_question = link.new_question(question_record(str(box.question_text), labels), answer)
    return link.widget()


CHOICES_MARK = "choices:"  # a choice question's record starts with its options' labels as a JSON list
MAX_LABELS_TEXT = 200  # characters of that first line: the question's text after it may be cut, the labels never


def question_record(text: str, choices: Sequence[str] | None = None) -> str:
    """Return the text a question is registered with in the class store: its text, and for a choice question a
    first line ``choices:["label 1", ...]`` (the teacher's page draws the guesses by these labels; a guess and the
    answer are stored as the option's number, 1 for the first)."""
    text = check_text(text, "text (the question)", MAX_ENV_TEXT)
    if choices is None:
        return text
    if isinstance(choices, str) or not isinstance(choices, Sequence) or not 1 <= len(choices) <= MAX_CHOICES:
        raise InvalidInput(f"choices must be a list of 1 to {MAX_CHOICES} option labels, or None, not "
                           f"{short_repr(choices)}")
    labels = [check_text(c, "a label in choices") for c in choices]
    cut = max(len(c) for c in labels)
    line = json.dumps(labels, ensure_ascii=False)
    while len(line) > MAX_LABELS_TEXT and cut > 1:  # very long labels are shortened (the lessons' are a few words)
        cut //= 2
        line = json.dumps([c[:cut] for c in labels], ensure_ascii=False)
    return f"{CHOICES_MARK}{line}\n{text}"


def read_question(record: str) -> tuple[str, tuple[str, ...] | None]:
    """Return (question text, option labels or None) from a stored question record (``question_record``); a record
    in another form (stored before choices were carried, or cut) is its own text without labels."""
    record = check_text(record, "record (a stored question)", MAX_ENV_TEXT)
    first, newline, text = record.partition("\n")
    if not record.startswith(CHOICES_MARK) or not newline:
        return record, None
    try:
        labels = json.loads(first[len(CHOICES_MARK):])
    except (ValueError, RecursionError):
        return record, None
    if not isinstance(labels, list) or not 1 <= len(labels) <= MAX_CHOICES or \
            not all(isinstance(c, str) for c in labels):
        return record, None
    return text, tuple(labels)


def hold_reveal(box: Any, guess: Fraction | str | None, release: Callable[[], Any]) -> bool:
    """Return True when the class holds this prediction's reveal (send the guess first); False without a class."""
    link = current_class(getattr(box, "lang", "en"))
    question = getattr(box, "class_question", None)
    if link is None or question is None:
        return False
    if isinstance(guess, str) and getattr(box, "choices", None):
        keys = list(box.choices)
        guess = Fraction(keys.index(guess) + 1) if guess in keys else None
    return link.hold_reveal(question, guess if isinstance(guess, Fraction) else None, release, box.feedback)


def kept_first(box: Any) -> bool:
    """Return True if the class kept this prediction's first guess instead of the one just sent (its answer was out
    by then: a reload, or a second guess after the reveal); False without a class."""
    link = current_class(getattr(box, "lang", "en"))
    question = getattr(box, "class_question", None)
    return link is not None and question is not None and link.kept == question


def send_result(exercise: str, level: int, right: bool, lang: str = "en") -> bool:
    """Return True if one checked exercise answer reached the class (False without a class)."""
    link = current_class(lang)
    return link.send_result(exercise, level, right) if link is not None else False


def send_tally(experiment: str, counts: Mapping[int, int], lang: str = "en") -> bool:
    """Return True if the group's dice tally reached the class (False without a class)."""
    link = current_class(lang)
    return link.send_tally(experiment, counts) if link is not None else False


def join_box(lang: str = "en") -> widgets.Widget:
    """Return the nickname box for a page in class mode (an empty HTML widget without a class)."""
    link = current_class(lang)
    box = link.widget() if link is not None else None
    return box if box is not None else widgets.HTML("")
