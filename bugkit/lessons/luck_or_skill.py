"""Lesson 31 (Luck or skill?): the tournaments (played at build time, read from a data file), an exact and a
vectorised model of a Kakerlakentanz duel, the verdicts "clearly apart / too close to tell", and the exercises.

The lesson's question: *in which of our games does thinking help most?* The tournaments (``TOURNAMENTS``) are
played once by ``scripts/build_luck_or_skill.py`` into ``data/luck_or_skill.json`` (every game seeded, the bots
take turns to start, each game's points stored so tests can replay any of them); the page only reads them:
- "main", the lesson's experiment: each thinking bot against its game's rule-of-thumb bot (``SIMPLE_OPPONENT``),
  so the shares spread; ``GAMES_B`` games per game, enough that games which really differ get separate intervals.
- "random" (going further): against a player who picks a random allowed move; the thinking bots win nearly all.
- "cockroach" (going further): the careful against the careless cockroach. Kakerlakentanz stays out of the main
  ranking: its skill is care (few slips), not planning, and the lesson does not compare the two.
``ranking_verdict`` orders two games only when their 95 % intervals do not overlap.

The Kakerlakentanz duel: every move of player p is wrong with chance ``e[p]`` (``CockroachBot.move_error``),
independently; then only pile sizes matter. ``duel_win_share`` solves that Markov chain (float64 linear algebra),
``simulate_duels`` plays whole games at once with numpy (thousands per 0.1 s); both are checked against
``bugkit.play`` with the real bots in the tests.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from .. import GAMES
from ..core.errors import InvalidInput
from ..core.i18n import and_list, fmt_num, fmt_pct
from ..core.rng import make_rng
from ..core.validate import MAX_SEED, check_choice, check_int, check_lang, check_rng, check_text, short_repr
from ..matches import WinShare, matchup, wilson
from . import Exercise, html_table, num, numbered, pct, points, share

# The games the lesson ranks are its own choice, named here with each one's rule-of-thumb bot (a game added to the
# registry joins the lesson only when it is named here, its tournaments rebuilt); the thinking bot and the random
# opponent are the registry's match-up (``bugkit.matches.matchup``: the strong bot against "random").
SIMPLE_OPPONENT = {"ungeziffer": "forgetful", "wanzen_tanzen": "heuristic", "voll_verasselt": "threshold",
                   "wuerfel_wg": "greedy"}
_MATCHUPS = {game: matchup(game) for game in (*SIMPLE_OPPONENT, "kakerlakentanz")}
THINKER = {game: _MATCHUPS[game][0] for game in SIMPLE_OPPONENT}
RANDOM_OPPONENT = {game: _MATCHUPS[game][1] for game in THINKER}
CAREFUL, CARELESS = _MATCHUPS["kakerlakentanz"]  # care, not planning: the careful and the careless cockroach



def ranking_verdict(results: Sequence[WinShare]) -> tuple[list[tuple[str, str]], bool]:
    """Return (pairs (a, b) where a's interval lies wholly above b's, True if no two intervals separate)."""
    _check_results(results)
    clear = [(a.game, b.game) for a in results for b in results if a is not b and a.low > b.high]
    return clear, not clear


def _check_results(results: object, at_least: int = 0) -> None:
    """Raise InvalidInput unless ``results`` is a list of ``at_least`` to 1000 WinShare (the matches played)."""
    if isinstance(results, (str, bytes)) or not isinstance(results, Sequence) or len(results) > 1000 or not all(
            isinstance(r, WinShare) for r in results) or len(results) < at_least:
        raise InvalidInput(f"results must be a list of match results (WinShare), not {short_repr(results)}")


def all_above_half(results: Sequence[WinShare]) -> bool:
    """Return True if every interval lies wholly above 1/2 (the thinking bot is clearly better than a coin)."""
    _check_results(results)
    return all(r.low > 0.5 for r in results)


# -- the Kakerlakentanz duel: exact chain and numpy simulation ---------------------------------------------------
def duel_win_chance(e0: float, e1: float, hand_size: int = 64) -> float:
    """Return the chance that player 0 (who starts) wins a 2-player game when moves go wrong with e0 / e1.

    A state is (cards in player 0's pile, who starts the round); in a round the players alternate, and the first
    wrong move, by player q at card k, gives q the k cards on the table and the start of the next round. If no move
    is wrong up to card W, the player who lays his last card at card W wins.
    """
    a_mat, b = _duel_chain(e0, e1, hand_size)
    return float(np.linalg.solve(a_mat, b)[2 * (hand_size - 1)])


def duel_rounds(e0: float, e1: float, hand_size: int = 64) -> float:
    """Return the expected number of rounds (a round ends at the first wrong move) of the duel ``duel_win_chance``
    describes: the work ``simulate_duels`` does per game, known before it starts."""
    a_mat, _ = _duel_chain(e0, e1, hand_size)
    return float(np.linalg.solve(a_mat, np.ones(len(a_mat)))[2 * (hand_size - 1)])


def _duel_chain(e0: float, e1: float, hand_size: int) -> tuple[np.ndarray, np.ndarray]:
    """Return (I - Q, chance to win at once) of the duel's chain: its rows are the states (player 0's cards and
    who starts the round), Q the chances to go on to another round."""
    for label, value in (("e0", e0), ("e1", e1)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1:
            raise InvalidInput(f"{label} must be a chance in [0, 1), not {short_repr(value)}")
    if isinstance(hand_size, bool) or not isinstance(hand_size, int) or not 1 <= hand_size <= 64:
        raise InvalidInput(f"hand_size must be a whole number 1-64, not {short_repr(hand_size)}")
    total = 2 * hand_size
    n = 2 * (total - 1)  # state index: 2 * (a - 1) + start, a = cards of player 0 (1 .. total - 1)
    a_mat = np.eye(n)
    b = np.zeros(n)
    err = np.array([float(e0), float(e1)])
    for a in range(1, total):
        hands = np.array([a, total - a])
        for s in range(2):
            offsets = (np.arange(2) - s) % 2
            w = int(np.min(offsets + (hands - 1) * 2 + 1))
            k = np.arange(1, w + 1)
            q = (s + k - 1) % 2
            e = err[q]
            ok = np.concatenate(([1.0], np.cumprod(1 - e)))  # chance that cards 1 .. k-1 were all right
            played0 = np.maximum(0, (k - offsets[0] + 1) // 2)
            nxt_a = a - played0 + np.where(q == 0, k, 0)
            i = 2 * (a - 1) + s
            np.add.at(a_mat[i], 2 * (nxt_a - 1) + q, -ok[:-1] * e)
            b[i] = ok[-1] * (1.0 if (s + w - 1) % 2 == 0 else 0.0)
    return a_mat, b


def duel_win_share(e_me: float, e_other: float, hand_size: int = 64) -> float:
    """Return the win share of the player with error chance ``e_me`` when the two take turns to start."""
    return (duel_win_chance(e_me, e_other, hand_size) + 1 - duel_win_chance(e_other, e_me, hand_size)) / 2


MAX_DUEL_ROUNDS = 3_000_000  # rounds (one numpy step per live game) of one simulate_duels call: a few seconds


def simulate_duels(e_me: float, e_other: float, n: int, rng: np.random.Generator,
                   hand_size: int = 64) -> np.ndarray:
    """Return n simulated games (True where the ``e_me`` player won); game i is started by the e_me player if i is
    even. Every round of every game at once with numpy."""
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 1_000_000:
        raise InvalidInput(f"n must be a whole number from 1 to 1,000,000, not {short_repr(n)}")
    check_rng(rng)
    rounds = (duel_rounds(e_me, e_other, hand_size) + duel_rounds(e_other, e_me, hand_size)) / 2  # checks all three
    if not rounds * n <= MAX_DUEL_ROUNDS:  # careless players make long games: bound the work before it starts
        raise InvalidInput(f"{short_repr(n)} games with error chances {e_me:.3g} and {e_other:.3g} take about "
                           f"{rounds:,.0f} rounds each; simulate at most {MAX_DUEL_ROUNDS:,} rounds in all "
                           f"(fewer games, fewer cards or fewer mistakes)")
    me_seat = np.arange(n) % 2  # the e_me player sits in seat 0 in even games
    err = np.where(me_seat[:, None] == np.arange(2)[None, :], float(e_me), float(e_other))
    hands = np.full((n, 2), hand_size, dtype=np.int64)
    start = np.zeros(n, dtype=np.int64)
    winner = np.full(n, -1, dtype=np.int64)
    live = np.arange(n)
    big = np.iinfo(np.int64).max // 8
    for _ in range(100_000):
        if live.size == 0:
            break
        h, s, e = hands[live], start[live], err[live]
        offsets = (np.arange(2)[None, :] - s[:, None]) % 2
        w = np.min(offsets + (h - 1) * 2 + 1, axis=1)
        j = np.where(e > 0, rng.geometric(np.where(e > 0, e, 0.5)), big)  # first wrong move of each player
        pos = np.where(j < big, offsets + 1 + (j - 1) * 2, big)
        k = pos.min(axis=1)
        q = pos.argmin(axis=1)
        done = k > w
        winner[live[done]] = (s[done] + w[done] - 1) % 2
        lose = ~done
        kk, qq, hh, oo = k[lose], q[lose], h[lose], offsets[lose]
        hh = hh - np.maximum(0, (kk[:, None] - oo + 1) // 2)
        hh[np.arange(kk.size), qq] += kk
        idx = live[lose]
        hands[idx], start[idx] = hh, qq
        live = idx
    else:
        raise InvalidInput("games did not end")
    return np.asarray(winner == me_seat, dtype=bool)


def cockroach_errors() -> tuple[float, float]:
    """Return the chance that one move is wrong for the careful and for the careless cockroach bot."""
    from ..kakerlakentanz.bots import BOTS

    return BOTS[CAREFUL]().move_error(), BOTS[CARELESS]().move_error()


# -- the tournaments, played at build time (scripts/build_luck_or_skill.py) -------------------------------------
GAMES_A = 24  # games per game, thinking bot against the random player (going further)
GAMES_B = 120  # games per game against the rule-of-thumb bots (the lesson's experiment): enough to separate
SEED_A, SEED_B = 0, 10_000
DATA = Path(__file__).resolve().parent / "data" / "luck_or_skill.json"
TOURNAMENTS: dict[str, dict[str, Any]] = {
    # the lesson's experiment: each thinking bot against its game's rule-of-thumb bot (results spread)
    "main": {"games": GAMES_B, "first_seed": SEED_B,
             "pairs": {game: (THINKER[game], SIMPLE_OPPONENT[game]) for game in THINKER}},
    # going further: against a player who picks random allowed moves (the thinking bot wins nearly everything)
    "random": {"games": GAMES_A, "first_seed": SEED_A,
               "pairs": {game: (THINKER[game], RANDOM_OPPONENT[game]) for game in THINKER}},
    # going further: the careful against the careless cockroach in real games (care, not planning)
    "cockroach": {"games": GAMES_B, "first_seed": SEED_B, "pairs": {"kakerlakentanz": (CAREFUL, CARELESS)}},
}


def play_match(game: str, strong: str, weak: str, games: int, first_seed: int) -> list[float]:
    """Return the strong bot's points in each of ``games`` seeded games (the bots take turns to start).

    At most ``GAMES[game].match_games`` games a call (about 10 s); the build script plays a tournament in
    chunks of that size (even numbers, so who starts stays the same as in one long match).
    """
    from .. import GAME_NAMES, play
    from ..matches import points_of

    game = str(check_choice(game, "game", GAME_NAMES))
    bots = list(GAMES[game].bots)
    check_choice(strong, "strong", bots)
    check_choice(weak, "weak", bots)
    games = check_int(games, "games", 1, GAMES[game].match_games)
    first_seed = check_int(first_seed, "first_seed", 0, MAX_SEED - games)

    points = []
    for i in range(games):
        seat = i % 2
        bots = [strong, weak] if seat == 0 else [weak, strong]
        points.append(points_of(play(game, bots, seed=first_seed + i).winners, seat))
    return points


@lru_cache(maxsize=1)
def _data() -> dict[str, Any]:
    import json

    if not DATA.exists():
        raise InvalidInput(f"{DATA.name} is missing: run python scripts/build_luck_or_skill.py")
    return dict(json.loads(DATA.read_text(encoding="utf-8")))


def tournament(name: str) -> list[WinShare]:
    """Return the matches of a tournament played at build time ("main", "random", "cockroach"), with intervals."""
    name = str(check_choice(name, "name", sorted(TOURNAMENTS)))
    results = []
    for m in _data()["tournaments"][name]:
        points, games = float(sum(m["points"])), len(m["points"])
        low, high = wilson(points, games)
        results.append(WinShare(m["game"], m["strong"], m["weak"], games, points, low, high))
    return results


def stored_points(name: str, game: str) -> tuple[int, list[float]]:
    """Return (first seed, points per game) stored for ``game`` in tournament ``name`` (for replay checks)."""
    name = str(check_choice(name, "name", sorted(TOURNAMENTS)))
    game = str(check_choice(game, "game", sorted(TOURNAMENTS[name]["pairs"])))
    m = next(m for m in _data()["tournaments"][name] if m["game"] == game)
    return int(m["first_seed"]), [float(p) for p in m["points"]]


def title(game: str) -> str:
    """Return a game's title."""
    from .. import GAME_NAMES

    check_choice(game, "game", GAME_NAMES)

    return GAMES[game].title


BOT_WORDS = {  # the bots as the page's language calls them
    "en": {"memory": "memory bot", "forgetful": "forgetful bot", "odds": "odds bot", "heuristic": "rule-of-thumb bot",
           "threshold": "stop-at-N bot", "planner": "planner", "greedy": "greedy bot", "random": "random player",
           "hard": "careful cockroach", "easy": "careless cockroach"},
    "de": {"memory": "Gedächtnis-Bot", "forgetful": "vergesslicher Bot", "odds": "Rechen-Bot",
           "heuristic": "Faustregel-Bot", "threshold": "Aufhör-Bot", "planner": "Planer", "greedy": "gieriger Bot",
           "random": "Zufallsspieler", "hard": "sorgfältige Kakerlake", "easy": "schusselige Kakerlake"},
}
BOT_DOES = {  # what each bot of the lesson's experiment does, in a few words
    "en": {"memory": "remembers every tile it has seen", "forgetful": "remembers tiles, but forgets some",
           "odds": "works out the chances before it decides", "heuristic": "keeps the face it has most of",
           "threshold": "always stops at the same number of cards", "planner": "picks to-dos by points and chance",
           "greedy": "takes points as soon as it can"},
    "de": {"memory": "merkt sich jedes Plättchen, das er gesehen hat", "forgetful": "merkt sich Plättchen, vergisst "
           "aber manche", "odds": "rechnet die Wahrscheinlichkeiten aus, bevor er entscheidet",
           "heuristic": "behält die Augenzahl, die er am häufigsten hat",
           "threshold": "hört immer bei derselben Kartenzahl auf", "planner": "wählt Aufgaben nach Punkten und "
           "Wahrscheinlichkeit", "greedy": "nimmt Punkte, sobald er kann"},
}


def bot_name(bot: str, lang: str = "en") -> str:
    """Return a bot's name in the page's language ("memory" -> "memory bot" / "Gedächtnis-Bot")."""
    bot, lang = check_text(bot, "bot"), check_lang(lang)
    return BOT_WORDS["de" if lang == "de" else "en"].get(bot, bot)


def pairs_html(results: Sequence[WinShare], lang: str = "en") -> str:
    """Return a table of who plays whom in each game and what each bot does."""
    _check_results(results)
    lang = check_lang(lang)
    de = lang == "de"
    does = BOT_DOES["de" if de else "en"]
    header = ["Spiel", "denkender Bot", "was er tut", "Faustregel-Bot", "was er tut"] if de else \
        ["game", "thinking bot", "what it does", "rule-of-thumb bot", "what it does"]
    rows = [[title(r.game), bot_name(r.strong, lang), does.get(r.strong, ""), bot_name(r.weak, lang),
             does.get(r.weak, "")] for r in results]
    return html_table(header, rows)



def results_html(results: Sequence[WinShare], lang: str = "en", intervals: bool = False) -> str:
    """Return the matches as a table: game, bots, games, points, win share (and the 95 % interval). The first bot's
    column is the "thinking bot" where every row's bot plans (``THINKER``), else the "stronger bot"."""
    _check_results(results)
    lang, intervals = check_lang(lang), check_choice(intervals, "intervals", (True, False))
    # "thinking bot" only over the bots that plan; the careful cockroach has nothing to plan, only care to take
    thinking = all(THINKER.get(r.game) == r.strong for r in results)
    bot = ("thinking bot" if thinking else "stronger bot") if lang == "en" else \
        ("denkender Bot" if thinking else "stärkerer Bot")
    header = ["game", bot, "opponent", "games", "points", "win share (measured)"] if lang == "en" else \
        ["Spiel", bot, "Gegner", "Partien", "Punkte", "Gewinnanteil (gemessen)"]
    if intervals:
        header.append("95% interval" if lang == "en" else "95-%-Intervall")
    rows = []
    for r in results:
        row = [title(r.game), bot_name(r.strong, lang), bot_name(r.weak, lang), fmt_num(r.games, lang),
               fmt_num(r.points, lang), fmt_pct(r.share, lang, 0)]
        if intervals:
            row.append(f"{fmt_pct(r.low, lang, 0)} bis {fmt_pct(r.high, lang, 0)}" if lang == "de" else
                       f"{fmt_pct(r.low, lang, 0)} to {fmt_pct(r.high, lang, 0)}")
        rows.append(row)
    return html_table(header, rows)


def results_figure(results: Sequence[WinShare], lang: str = "en", intervals: bool = False) -> Any:
    """Return a bar chart of the win shares (with the 95 % intervals as lines if asked) and the pure-luck line."""
    _check_results(results)
    lang, intervals = check_lang(lang), check_choice(intervals, "intervals", (True, False))
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    fig, ax = plt.subplots(figsize=(7, 3.2))
    names = [title(r.game) for r in results]
    shares = [r.share for r in results]
    errors = [[r.share - r.low for r in results], [r.high - r.share for r in results]] if intervals else None
    ax.bar(names, shares, yerr=errors, capsize=6, color="#8fbc8f", edgecolor="black")
    ax.axhline(0.5, color="black", linestyle="--", label="pure luck: 1/2" if lang == "en" else "reines Glück: 1/2")
    ax.set_ylim(0, 1.15)
    ax.set_ylabel("win share of the thinking bot" if lang == "en" else "Gewinnanteil des denkenden Bots")
    comma_axes(ax, lang, y_percent=True)
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.set_xticks(range(len(names)), names)  # the games' names under the bars (not 0, 1, 2, ...)
    ax.legend(loc="upper right", fontsize=8)
    ax.tick_params(axis="x", labelsize=9)
    fig.tight_layout()
    return fig


def verdict_html(results: Sequence[WinShare], lang: str = "en") -> str:
    """Return what the matches allow us to say: better than a coin everywhere? which game first, or "can't tell"."""
    _check_results(results, 1)
    lang = check_lang(lang)
    clear, cant_tell = ranking_verdict(results)
    games = sorted({r.games for r in results})
    n = fmt_num(games[0], lang) if len(games) == 1 else "–".join(fmt_num(g, lang) for g in (games[0], games[-1]))
    above = all_above_half(results)
    coin = [r for r in results if r.low <= 0.5]  # the games whose interval reaches down to 1/2, named with it
    shown = and_list([f"{title(r.game)} ({fmt_pct(r.low, lang, 0)} {'bis' if lang == 'de' else 'to'} "
                      f"{fmt_pct(r.high, lang, 0)})" for r in coin], lang)
    if lang == "en":
        first = ("In every game the thinking bot is clearly better than a coin: even the lowest end of its "
                 "95% interval is above 1/2." if above else
                 "Not in every game can we be sure that the thinking bot beats a coin: "
                 + (f"the 95% interval of {shown} reaches" if len(coin) == 1 else
                    f"the 95% intervals of {shown} reach") + " down to 1/2 or below.")
        if cant_tell:
            second = (f"Which game rewards thinking most? With {n} games per game the intervals all overlap: "
                      "<b>we can't tell</b>. More games would make the intervals narrower.")
        else:
            pairs = "; ".join(f"{title(a)} above {title(b)}" for a, b in clear)
            second = (f"Only these differences are clear (the intervals do not overlap): {pairs}. For every other "
                      "pair of games we can't tell.")
    else:
        first = ("In jedem Spiel ist der denkende Bot klar besser als eine Münze: Sogar das untere Ende seines "
                 "95-%-Intervalls liegt über 1/2." if above else
                 "Nicht in jedem Spiel können wir sicher sein, dass der denkende Bot eine Münze schlägt: "
                 + (f"Das 95-%-Intervall von {shown} reicht" if len(coin) == 1 else
                    f"Die 95-%-Intervalle von {shown} reichen") + " bis 1/2 oder darunter.")
        if cant_tell:
            second = (f"In welchem Spiel lohnt sich Nachdenken am meisten? Mit {n} Partien je Spiel überlappen sich "
                      "alle Intervalle: <b>Das können wir nicht sagen.</b> Mehr Partien machen die Intervalle "
                      "schmaler.")
        else:
            pairs = "; ".join(f"{title(a)} vor {title(b)}" for a, b in clear)
            second = (f"Nur diese Unterschiede sind klar (die Intervalle überlappen sich nicht): {pairs}. Für alle "
                      "anderen Paare von Spielen können wir es nicht sagen.")
    return f"<p>{first}</p><p>{second}</p>"


def core_verdict_html(results: Sequence[WinShare], lang: str = "en") -> str:
    """Return the core-path conclusion in plain words: where thinking helps, which games are clearly apart, and
    which are too close to tell apart with this many games (the interval rule of ``ranking_verdict``)."""
    _check_results(results, 1)
    lang = check_lang(lang)
    clear, _ = ranking_verdict(results)
    de = lang == "de"
    n = fmt_num(max(r.games for r in results), lang)
    lowest = min(results, key=lambda r: r.share)
    if all_above_half(results):
        first = (f"In jedem Spiel holte der denkende Bot mehr als die Hälfte der Punkte: Nachdenken hilft überall. "
                 f"Am wenigsten hilft es in {title(lowest.game)} ({fmt_pct(lowest.share, lang, 0)} der Punkte)."
                 if de else
                 f"In every game the thinking bot won more than half of the points: thinking helps everywhere. It "
                 f"helps least in {title(lowest.game)} ({fmt_pct(lowest.share, lang, 0)} of the points).")
    else:
        coin = [r for r in results if r.low <= 0.5]
        names = and_list([f"{title(r.game)} ({fmt_pct(r.share, lang, 0)})" for r in coin], lang)
        first = (f"Nicht überall hilft Nachdenken: In {names} holte der denkende Bot nicht klar mehr als die Hälfte "
                 "der Punkte, etwa so viel wie mit einer Münze. Gegen diesen Gegner hilft Nachdenken dort kaum."
                 if de else
                 f"Thinking does not help everywhere: in {names} the thinking bot did not win clearly more than half "
                 "of the points, about as much as a coin would. Against this opponent thinking hardly helps there.")
    apart = "; ".join(f"mehr in {title(a)} als in {title(b)}" if de else f"more in {title(a)} than in {title(b)}"
                      for a, b in clear)
    close = [(a.game, b.game) for i, a in enumerate(results) for b in results[i + 1:]
             if (a.game, b.game) not in clear and (b.game, a.game) not in clear]
    near = "; ".join(f"{title(a)} {'und' if de else 'and'} {title(b)}" for a, b in close)
    parts = []
    if apart:
        parts.append(f"In manchen Spielen half Nachdenken klar mehr als in anderen, auch wenn die Anteile mit {n} "
                     f"Partien noch etwas wackeln: {apart}." if de else
                     f"In some games thinking clearly helped more than in others, even though shares from {n} games "
                     f"still wobble a little: {apart}.")
    if near:
        parts.append(f"Zu nah beieinander, um es mit {n} Partien zu entscheiden: {near}. Da können wir nicht "
                     "sagen, wo Nachdenken mehr hilft." if de else
                     f"Too close to tell apart with {n} games: {near}. There we can't tell where thinking helps "
                     "more.")
    return f"<p>{first}</p><p>{' '.join(parts)}</p>"


@lru_cache(maxsize=256)
def _share(e_me: float, e_other: float, cards: int) -> float:
    return duel_win_share(e_me, e_other, cards)


def duel_figure(careless_percent: int, lang: str = "en") -> Any:
    """Return a bar chart: the careful cockroach's exact win share against a cockroach that gets
    ``careless_percent`` moves in 100 wrong, for short and long games."""
    careless_percent, lang = check_int(careless_percent, "careless_percent", 0, 99), check_lang(lang)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    careful, _ = cockroach_errors()
    sizes = (2, 4, 8, 16, 32, 64)
    shares = [_share(careful, careless_percent / 100, k) for k in sizes]
    fig, ax = plt.subplots(figsize=(6, 2.8))
    ax.bar([fmt_num(k, lang) for k in sizes], shares, color="#9ecae1")
    for i, v in enumerate(shares):
        ax.text(i, v, fmt_pct(v, lang, 0), ha="center", va="bottom", fontsize=8)
    ax.axhline(0.5, color="black", linestyle="--", label="pure luck: 1/2" if lang == "en" else "reines Glück: 1/2")
    ax.legend(loc="lower right", fontsize=8)
    mine = fmt_num(careful * 100, lang, 0)
    ax.set_title(f"careful ({mine} slips per 100 moves) against careless ({careless_percent} per 100)" if lang == "en"
                 else f"Sorgfältige ({mine} Fehler pro 100 Züge) gegen Schusselige ({careless_percent} pro 100)")
    ax.set_ylim(0, 1.15)
    ax.set_xlabel("cards for each player" if lang == "en" else "Karten für jeden Spieler")
    ax.set_ylabel("careful one wins" if lang == "en" else "die Sorgfältige gewinnt")
    comma_axes(ax, lang, y_percent=True)
    ax.set_xticks(range(len(sizes)), [fmt_num(k, lang) for k in sizes])
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1.0])
    fig.tight_layout()
    return fig


def wobble_figure(games: int, lang: str = "en", cards: int = 8, repeats: int = 8) -> Any:
    """Return ``repeats`` fresh matches of ``games`` short cockroach duels as bars, with the exact share as a line."""
    check_int(games, "games", 1, 10_000)
    check_choice(lang, "lang", ("en", "de"))
    check_int(cards, "cards", 1, 64)
    check_int(repeats, "repeats", 1, 20)
    import matplotlib.pyplot as plt

    from ..ui.lesson import comma_axes

    careful, careless = cockroach_errors()
    rng = make_rng()
    shares = [float(simulate_duels(careful, careless, games, rng, cards).mean()) for _ in range(repeats)]
    fig, ax = plt.subplots(figsize=(6, 2.8))
    ax.bar([fmt_num(i + 1, lang) for i in range(repeats)], shares, color="#f4a261")
    ax.axhline(_share(careful, careless, cards), color="#d62728", linestyle="--",
               label="exact" if lang == "en" else "exakt")
    ax.set_ylim(0, 1.15)
    ax.set_xlabel("match number" if lang == "en" else "Turnier Nr.")
    ax.set_ylabel("careful one's share" if lang == "en" else "Anteil der Sorgfältigen")
    comma_axes(ax, lang, y_percent=True)
    ax.set_xticks(range(repeats), [fmt_num(i + 1, lang) for i in range(repeats)])
    ax.set_yticks([0, 0.25, 0.5, 0.75, 1.0])
    ax.legend(loc="lower right", fontsize=8)
    ax.set_title(f"{repeats} matches of {games} games each" if lang == "en" else
                 f"{repeats} Turniere mit je {games} Partien")
    fig.tight_layout()
    return fig


def duel_sampler(cards: int = 8) -> Callable[[np.random.Generator, int], np.ndarray]:
    """Return sample(rng, n) for the law-of-large-numbers picture: n fresh duels, True where the careful one won."""
    careful, careless = cockroach_errors()

    def sample(rng: np.random.Generator, n: int) -> np.ndarray:
        return simulate_duels(careful, careless, n, rng, cards)

    return sample


# -- exercises ---------------------------------------------------------------------------------------------------
def _make_share(rng: np.random.Generator) -> dict[str, Any]:
    n = int(rng.choice([10, 12, 16, 20, 24]))
    w = int(rng.integers(n // 3, n - 2))
    t = int(rng.integers(1, min(4, n - w - 1) + 1))
    lost = n - w - t
    answer = Fraction(2 * w + t, 2 * n)
    return {"n": n, "w": w, "t": t, "l": lost, "half": num(t / 2), "points": num(w + t / 2), "answer": answer,
            "answer_share": share(answer)}


def _make_due(rng: np.random.Generator) -> dict[str, Any]:
    return {"answer": "same"}


def _make_games(rng: np.random.Generator) -> dict[str, Any]:
    n = int(rng.choice([20, 25, 40, 50, 80]))
    share = Fraction(int(rng.choice([25, 30, 40, 60, 70, 75, 80, 90])), 100)
    while (share * n).denominator != 1:
        share += Fraction(5, 100)
    return {"n": n, "share": pct(share, 0), "answer": share * n}


def _make_tell(rng: np.random.Generator) -> dict[str, Any]:
    n = int(rng.choice([10, 20, 30, 50]))
    a = int(rng.integers(n // 2, n + 1))
    b = int(rng.integers(n // 2, n + 1))
    while a == b:
        b = int(rng.integers(n // 2, n + 1))
    (a_lo, a_hi), (b_lo, b_hi) = wilson(a, n), wilson(b, n)
    answer = "A" if a_lo > b_hi else ("B" if b_lo > a_hi else "cant")
    return {"n": n, "a": a, "b": b, "a_lo": pct(a_lo, 0), "a_hi": pct(a_hi, 0), "b_lo": pct(b_lo, 0),
            "b_hi": pct(b_hi, 0), "answer": answer}


def _make_width(rng: np.random.Generator) -> dict[str, Any]:
    n = int(rng.choice([20, 25, 40, 50]))
    k = int(rng.integers(n // 4, 3 * n // 4 + 1))
    lo1, hi1 = wilson(k, n)
    lo4, hi4 = wilson(4 * k, 4 * n)
    ratio = (hi4 - lo4) / (hi1 - lo1)
    options = {"quarter": 0.25, "half": 0.5, "same": 1.0}
    answer = min(options, key=lambda key: abs(options[key] - ratio))
    return {"n": n, "k": k, "n4": 4 * n, "k4": 4 * k, "w1": points(hi1 - lo1, 0), "w4": points(hi4 - lo4, 0),
            "answer": answer}


EXERCISES: list[Exercise] = numbered([  # the worksheet, the guide and the page number them in this order
    Exercise(
        id="l31-share", level=1, kind="probability", make=_make_share,
        texts={
            "en": {"question": "A bot played {n} games: it won {w}, {t} ended in a tie, and it lost {l}. A win "
                               "counts 1 point, a tie half a point. What is its win share?",
                   "hint": "Add up the points (wins + half of the ties) and divide by the {n} games.",
                   "solution": "{w} + {half} = {points} points in {n} games: {answer_share}."},
            "de": {"question": "Ein Bot hat {n} Partien gespielt: {w} gewonnen, {t} unentschieden, {l} verloren. "
                               "Ein Sieg zählt 1 Punkt, ein Unentschieden einen halben. Wie groß ist sein "
                               "Gewinnanteil?",
                   "hint": "Zähle die Punkte zusammen (Siege + die Hälfte der Unentschieden) und teile durch die "
                           "{n} Partien.",
                   "solution": "{w} + {half} = {points} Punkte in {n} Partien: {answer_share}."},
        }),
    Exercise(
        id="l31-due", level=1, kind="choice", make=_make_due, fresh=False,
        choices={"en": {"more": "more likely", "same": "just as likely", "less": "less likely"},
                 "de": {"more": "wahrscheinlicher", "same": "genauso wahrscheinlich", "less": "unwahrscheinlicher"}},
        texts={
            "en": {"question": "Two bots play a game of pure luck (like tossing a coin). Bot A has lost 5 games "
                               "in a row. Is A now more likely, just as likely or less likely to win the next game?",
                   "hint": "Does a coin remember what it showed before?",
                   "solution": "The answer is “{answer_label}”: every game starts afresh, so a win is not “due”. "
                               "A has the same chance as always, 1/2."},
            "de": {"question": "Zwei Bots spielen ein reines Glücksspiel (wie Münzwurf). Bot A hat 5 Partien "
                               "hintereinander verloren. Gewinnt A die nächste Partie jetzt wahrscheinlicher, "
                               "genauso wahrscheinlich oder unwahrscheinlicher?",
                   "hint": "Merkt sich eine Münze, was sie vorher gezeigt hat?",
                   "solution": "Die Antwort ist „{answer_label}“: Jede Partie beginnt neu, ein Sieg ist nicht "
                               "„fällig“. A hat dieselbe Chance wie immer, 1/2."},
        }),
    Exercise(
        id="l31-games", level=2, kind="number", make=_make_games,
        texts={
            "en": {"question": "A bot has a win share of {share} over {n} games, and no game was a tie. How many "
                               "games did it win?",
                   "hint": "{share} means that many out of every 100 games. How many is that out of {n}?",
                   "solution": "{share} of {n} games: {answer} games."},
            "de": {"question": "Ein Bot hat in {n} Partien einen Gewinnanteil von {share}, keine Partie endete "
                               "unentschieden. Wie viele Partien hat er gewonnen?",
                   "hint": "{share} heißt: so viele von je 100 Partien. Wie viele sind das von {n}?",
                   "solution": "{share} von {n} Partien: {answer} Partien."},
        }),
    Exercise(
        id="l31-tell", level=3, kind="choice", make=_make_tell,
        choices={"en": {"A": "thinking helps more in game A", "B": "thinking helps more in game B",
                        "cant": "we can't tell"},
                 "de": {"A": "in Spiel A lohnt sich Nachdenken mehr", "B": "in Spiel B lohnt sich Nachdenken mehr",
                        "cant": "das können wir nicht sagen"}},
        texts={
            "en": {"question": "Game A: the thinking bot won {a} of {n} games (95% interval {a_lo} to {a_hi}). "
                               "Game B: it won {b} of {n} games (interval {b_lo} to {b_hi}). Can we say which "
                               "game rewards thinking more?",
                   "hint": "Only if the two intervals do not overlap: does one end below where the other starts?",
                   "solution": "The answer is “{answer_label}”: A's interval is {a_lo} to {a_hi}, B's is {b_lo} "
                               "to {b_hi}. When they overlap, both games could have the same true share."},
            "de": {"question": "In Spiel A gewann der denkende Bot {a} von {n} Partien (95-%-Intervall {a_lo} bis "
                               "{a_hi}). In Spiel B gewann er {b} von {n} Partien (Intervall {b_lo} bis {b_hi}). "
                               "Können wir sagen, in welchem Spiel sich Nachdenken mehr lohnt?",
                   "hint": "Nur wenn sich die beiden Intervalle nicht überlappen: Endet eines, bevor das andere "
                           "beginnt?",
                   "solution": "Die Antwort ist „{answer_label}“: Das Intervall von A reicht von {a_lo} bis "
                               "{a_hi}, das von B von {b_lo} bis {b_hi}. Wenn sie sich überlappen, könnten beide "
                               "Spiele denselben wahren Anteil haben."},
        }),
    Exercise(
        id="l31-width", level=3, kind="choice", make=_make_width,
        choices={"en": {"quarter": "about a quarter as wide", "half": "about half as wide",
                        "same": "about as wide"},
                 "de": {"quarter": "etwa ein Viertel so breit", "half": "etwa halb so breit",
                        "same": "etwa gleich breit"}},
        texts={
            "en": {"question": "A bot wins {k} of {n} games; its 95% interval is {w1} wide. Another "
                               "match has 4 times as many games and the same share: {k4} of {n4}. How wide is its "
                               "interval?",
                   "hint": "More games make the interval narrower, but not in proportion: think of the law of "
                           "large numbers picture. 4 = 2 × 2.",
                   "solution": "The answer is “{answer_label}”: {w4} instead of {w1}. Four "
                               "times as many games halve the width (the square root of 4 is 2)."},
            "de": {"question": "Ein Bot gewinnt {k} von {n} Partien; sein 95-%-Intervall ist {w1} "
                               "breit. Ein anderes Turnier hat 4-mal so viele Partien und denselben Anteil: {k4} von "
                               "{n4}. Wie breit ist sein Intervall?",
                   "hint": "Mehr Partien machen das Intervall schmaler, aber nicht im gleichen Verhältnis: Denk an "
                           "das Bild zum Gesetz der großen Zahlen. 4 = 2 · 2.",
                   "solution": "Die Antwort ist „{answer_label}“: {w4} statt {w1}. Viermal so "
                               "viele Partien halbieren die Breite (die Wurzel aus 4 ist 2)."},
        }),
])

__all__ = [
    "BOT_WORDS", "CAREFUL", "CARELESS", "DATA", "EXERCISES", "GAMES_A", "GAMES_B", "RANDOM_OPPONENT", "SEED_A",
    "SEED_B", "SIMPLE_OPPONENT", "THINKER", "TOURNAMENTS", "all_above_half", "bot_name", "cockroach_errors",
    "core_verdict_html", "duel_figure", "duel_sampler", "duel_win_chance", "duel_win_share",
    "pairs_html", "play_match", "ranking_verdict", "results_figure", "results_html", "simulate_duels",
    "stored_points", "title", "tournament", "verdict_html", "wobble_figure",
]
