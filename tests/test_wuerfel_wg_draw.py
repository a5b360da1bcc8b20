"""Würfel-WG pictures: dice with the kangaroo face, room cards showing their side, the middle as stacks, the board."""

from __future__ import annotations

import html
import re
from dataclasses import replace
from typing import Any

from test_wuerfel_wg_rules import game, good, top, wg

from bugkit.ui import visible_texts
from bugkit.wuerfel_wg import draw, labels
from bugkit.wuerfel_wg.ui import play


def svgs(html: str) -> list[str]:
    """Return the SVG elements of an HTML fragment."""
    return re.findall(r"<svg .*?</svg>", html, re.S)


def test_every_die_is_an_svg_with_words_and_the_kangaroo_is_drawn() -> None:
    for lang, word in (("en", "kangaroo"), ("de", "Känguru")):
        k = draw.wg_die_svg(0, lang)
        assert ('role="img"' in k and word in k.lower()) or word in k
        assert "<path" in k and "<circle" in k  # the kangaroo picture, not a number
        five = draw.wg_die_svg(5, lang)
        assert five.count("<circle") == 5 and 'aria-label="' in five


def test_parked_dice_are_drawn_apart_and_chosen_dice_highlighted() -> None:
    out = draw.dice_html((0, 1, 4, 4), (4,), (True, False, False, False), "en")
    groups = re.findall(r'aria-label="(Parked dice|Rolled dice)"', out)
    assert groups == ["Parked dice", "Rolled dice"]
    assert len(svgs(out)) == 4 and out.count("bugkit-parked") == 1 and out.count("bugkit-chosen") == 1
    first = draw.dice_html((1, 2, 3), (), (), "de", rolling=True)
    assert "Geparkte" not in first and "bugkit-rolling" in first


def test_room_cards_show_their_side_and_what_flips_them() -> None:
    s = wg(game(), 0, good=good(True, True, False, False))
    html = draw.wg_html(s.cards, s.wgs[0], 0, "en", active=True)
    pictures = svgs(html)
    assert len(pictures) == 4  # ICH, couch, fridge, bath; no members or cards yet
    assert all("aria-label" in p for p in pictures)
    assert "#e6f4e6" in pictures[1] and "#fbe3e3" in pictures[2]  # clean couch good, empty fridge bad
    assert "Player 1" in html and "to flip" in pictures[2]
    de = draw.wg_html(s.cards, s.wgs[0], 0, "de")
    assert "Spieler 1" in de and "umdrehen mit" in de


def test_members_and_won_cards_are_drawn() -> None:
    s = wg(game(), 1, members=(("alex", True), ("anita", False)), todos=("boxtraining",))
    html = draw.wg_html(s.cards, s.wgs[1], 1, "en")
    name = labels.card_name(s.cards, "boxtraining", "en")
    assert len(svgs(html)) == 7 and "asleep" in html and "awake" in html and name in html


def test_the_middle_shows_stacks_with_open_tops_counts_and_face_down_troublemakers() -> None:
    s = top(game(), "witzig", "boxtraining")
    obs = s.observation(0)
    html = draw.middle_html(obs, "en")
    assert labels.card_name(s.cards, "boxtraining", "en") in html and f"{obs.todo_left[0]} cards" in html
    assert f"{obs.troublemakers_left} troublemakers left" in html and "a face-down card" not in html
    assert len(svgs(html)) == 5 + 1 + len(obs.items_middle)
    empty = draw.middle_html(replace(obs, todo_tops=(None, obs.todo_tops[1]), todo_left=(0, obs.todo_left[1]),
                                     troublemakers_left=0), "de")
    assert "keine Karte" in empty and "Störenfried" not in empty


def test_the_board_draws_its_pieces_and_follows_the_language() -> None:
    view = play(seed=1, seats=["human", "human"], lang="en")
    assert "bugkit-board" in view._dom_classes and "bugkit-board-wuerfel-wg" in view._dom_classes
    dice = view.table.model.zones[0].pieces
    assert len(dice) == len(view.state.dice) and all(len(svgs(p.picture)) == 1 for p in dice)
    assert "How to play" in view.howto.value and len(svgs(view.wgs_view.value)) >= 8
    view.table.tap("die-1")
    assert "bugkit-chosen" in view.table.model.zones[0].pieces[0].picture
    view.language.value = "de"
    assert "So geht" in view.howto.value and view.table.model.zones[0].pieces[1].alt.endswith("geworfen")
    assert "How to play" not in " ".join(visible_texts(view))
    view.table.press("reroll")
    assert "und würfelt neu" in " ".join(view.textlog.lines) and view.error.value == ""


def test_every_cards_badge_stands_below_its_lines() -> None:
    """A card's points badge sits in its bottom corner, and a card's lines are as wide as the card: a troublemaker's
    badge covered the last line of what it does ("fewest poin", "immer lee", measured in Chromium), and in 15 px a
    to-do stack with a three-line name ran its count under the badge ("12 Karten"). Every card with a badge (a
    stack's top card, an item, a card won, a troublemaker) in both languages ends its centred lines above the badge,
    a stack's count stands in the bottom-left corner beside it (its right end 4 px or more left of the badge), and
    every line is drawn in ``LINE_FONT`` unless it is too long for the card."""
    from bugkit.wuerfel_wg import default_cards

    cards = default_cards()
    pictures = [(c.id, lang, picture) for c in cards.troublemakers for lang in ("en", "de")
                for picture in [draw.trouble_svg(cards, c.id, lang)]]
    pictures += [(c.id, lang, picture) for c in cards.items for lang in ("en", "de")
                 for picture in (draw.item_svg(cards, c.id, lang), draw.won_card_svg(cards, c.id, lang))]
    worth = [c for c in (*cards.witzig, *cards.doppelt, *cards.members) if c.points]
    pictures += [(c.id, lang, picture) for c in worth for lang in ("en", "de")
                 for picture in (draw.stack_svg(cards, c.id, 12, "T", lang), draw.won_card_svg(cards, c.id, lang))]
    sizes, corners = [], 0
    for card_id, lang, picture in pictures:
        cx, cy, r = map(float, re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"', picture)[0])
        texts = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)<', picture)
        centred = [float(y) for x, y, attrs, _ in texts if "middle" in attrs and float(x) != cx]
        assert cy - r >= max(centred) + 4, (card_id, lang, max(centred), cy - r)
        for x, _, attrs, words in texts:
            if "text-anchor" not in attrs:  # the count in the corner
                size = int(re.findall(r'font-size="(\d+)"', attrs)[0])
                assert float(x) + len(words) * size * draw.CHAR_WIDTH <= cx - r - 4, (card_id, lang, words, size)
                corners += 1
        sizes += re.findall(r'font-size="(\d+)" font-family', picture)
    assert len(pictures) > 100 and corners == 2 * len(worth) and max(map(int, sizes)) == draw.LINE_FONT == 15


def _name_sizes(picture: str, name: str) -> list[tuple[str, int, bool, bool]]:
    """Return (words, font size, squeezed, bold) of the lines of a card picture that spell ``name`` (its first
    lines)."""
    def plain(text: str) -> str:
        return text.replace(" ", "").replace("-", "")

    out, spelt = [], ""
    for attrs, words in re.findall(r"<text ([^>]*)>([^<]*)</text>", picture):
        if spelt == plain(name):
            break
        words = html.unescape(words)
        spelt += plain(words)
        out.append((words, int(re.findall(r'font-size="(\d+)"', attrs)[0]), "textLength" in attrs,
                    'font-weight="bold"' in attrs))
    assert spelt == plain(name), (name, out)
    return out


def _pictures(cards: Any, card: str, kind: str, lang: str) -> list[tuple[str, str]]:
    """Return (where, picture) of every picture of a card: a to-do on its stack (on a tablet and compact, as a
    projector draws the middle) and won, an item in the middle (both ways) and won, a member on its stack (both
    ways) and in a WG, a troublemaker in a WG."""
    from bugkit.wuerfel_wg.rules import WG

    if kind in ("witzig", "doppelt"):
        return [("stack", draw.stack_svg(cards, card, 12, "T", lang)), ("won", draw.won_card_svg(cards, card, lang)),
                ("compact", draw.stack_svg(cards, card, 12, "T", lang, compact=True))]
    if kind == "item":
        return [("item", draw.item_svg(cards, card, lang)), ("won", draw.won_card_svg(cards, card, lang)),
                ("compact", draw.item_svg(cards, card, lang, compact=True))]
    if kind == "troublemaker":
        return [("trouble", draw.trouble_svg(cards, card, lang))]
    return [("stack", draw.stack_svg(cards, card, 12, "T", lang)),
            ("member", draw.member_card_svg(cards, WG(0), card, False, lang)),
            ("compact", draw.stack_svg(cards, card, 12, "T", lang, compact=True))]


def test_every_card_name_is_drawn_in_14_px_or_more_and_never_squeezed() -> None:
    """Audit: 14 card names were drawn in 11-13 px to fit their card ("Geschwindigkeit" 12 px on its stack and 11 px
    won, "kuscheldecke", "Transformers", "with crude oil", "The neighbour" 12-13 px). On every picture of every card
    (a stack's top, an item, a card won, a member, a troublemaker) in both languages, each line of the name is drawn
    in 14 px or more and none is squeezed: a name takes another line, a long word breaks where the language
    hyphenates it (``draw.HYPHENS``), and a stack is wide enough for "Geschwindigkeit" in 14 px."""
    from bugkit.wuerfel_wg import default_cards
    from bugkit.wuerfel_wg.components import START_IDS
    from bugkit.wuerfel_wg.rules import WG

    cards = default_cards()
    seen = 0
    for lang in ("en", "de"):
        for c in (*cards.witzig, *cards.doppelt, *cards.members, *cards.items, *cards.troublemakers):
            name = labels.card_name(cards, c.id, lang)
            for kind, picture in _pictures(cards, c.id, c.kind, lang):
                for words, size, squeezed, bold in _name_sizes(picture, name):
                    assert size >= 14 and not squeezed, (lang, kind, name, words, size)
                    assert bold, (lang, kind, name, words)  # a 4th line was drawn as a plain line, like a rule
                seen += 1
        for room in START_IDS:
            picture = draw.room_card_svg(cards, WG(0), room, lang)
            assert all(size >= 14 and bold for _, size, _, bold in _name_sizes(picture, labels.card_name(cards, room,
                                                                                                      lang)))
    assert seen > 200


def test_no_line_of_any_card_is_drawn_under_14_px_and_every_word_is_drawn() -> None:
    """Audit: a line too wide for its card was drawn smaller, down to 11 px ("3 of a kind + 2 2" on a stack 12 px, a
    troublemaker's "fridge empty for / one member went / back to the middle" 11 px). Every picture of every card
    (on a stack, won, an item, a member asleep and awake, a troublemaker and its turned side, the four room cards
    on either side), in both languages: no text under 14 px and none squeezed; a long line wraps onto another
    (a need before its "+"), and every word of the card's words is drawn."""
    import itertools

    from bugkit.wuerfel_wg import default_cards
    from bugkit.wuerfel_wg.components import START_IDS
    from bugkit.wuerfel_wg.rules import WG

    cards = default_cards()
    pictures = []
    for lang in ("en", "de"):
        for c in (*cards.witzig, *cards.doppelt, *cards.members, *cards.items, *cards.troublemakers):
            pictures += [(picture, [labels.card_name(cards, c.id, lang)]) for _, picture in
                         _pictures(cards, c.id, c.kind, lang)]
            if c.kind == "troublemaker":
                pictures += [(draw.trouble_svg(cards, c.id, lang, turned), [labels.trouble_text(cards, c.id, lang,
                                                                                                 turned)])
                             for turned in (False, True)]
            if c.kind not in ("item", "troublemaker"):
                pictures.append((draw.stack_svg(cards, c.id, 12, "T", lang), [labels.need_text(c.need, lang)]))
        for c in cards.members:
            pictures.append((draw.member_card_svg(cards, WG(0), c.id, True, lang), []))
        for sides in itertools.product((True, False), repeat=4):
            pictures += [(draw.room_card_svg(cards, WG(0, good=sides), room, lang), []) for room in START_IDS]
    long_lines = 0
    for picture, words in pictures:
        drawn = re.findall(r"<text ([^>]*)>([^<]*)</text>", picture)
        for attrs, text in drawn:
            size = int(re.findall(r'font-size="(\d+)"', attrs)[0])
            assert size >= 14 and "textLength" not in attrs, (text, size)
        spelt = "".join(html.unescape(text) for _, text in drawn).replace(" ", "").replace("-", "")
        for phrase in words:
            assert phrase.replace(" ", "").replace("-", "") in spelt, (phrase, spelt)
            long_lines += len(phrase) * draw.LINE_FONT * draw.CHAR_WIDTH > draw.CARD_WIDTH - draw.MARGIN
    assert len(pictures) > 400 and long_lines > 20


def test_on_a_projector_every_word_of_a_wg_card_and_of_the_middle_is_drawn_24_px_or_more() -> None:
    """Audit (projector, 1280x720): the player's own WG was drawn at a tablet's size (15 px words) and the middle at
    1.2 times it (a badge's 14 px points drawn 16.8 px); then both at 1.43 times, 20 px, under the 24 px of every word
    on the other boards' projector tables; then the WG at 24 px and the middle still at 20 px. A WG's cards are drawn
    ``PROJECTOR_WG`` times their size on a projector, on the table (narrower: ``draw.PROJECTOR_CARD_WIDTH``) and under
    it (as on a tablet), the middle's cards (a stack's top, an empty stack, an item) compact, ``PROJECTOR_CARDS``
    times: every word of every WG card (a card won, a member awake and asleep, a troublemaker, a room on either side)
    and of every card of the middle, in both languages, is then 24 px or more."""
    from pictures import drawn_words

    from bugkit.wuerfel_wg import default_cards
    from bugkit.wuerfel_wg.components import START_IDS
    from bugkit.wuerfel_wg.rules import WG
    from bugkit.wuerfel_wg.ui import PROJECTOR_CARDS, PROJECTOR_WG, WG_CSS

    cards = default_cards()
    middle, wgs = [], []
    for lang in ("en", "de"):
        middle += [draw.stack_svg(cards, c.id, 12, "T", lang, compact=True)
                   for c in (*cards.witzig, *cards.doppelt, *cards.members)]
        middle += [draw.item_svg(cards, c.id, lang, compact=True) for c in cards.items]
        middle.append(draw.stack_svg(cards, None, 0, "Doppelt witzige To-dos", lang, compact=True))
        for width, trouble, least in ((draw.CARD_WIDTH, draw.TROUBLE_WIDTH, draw.CARD_HEIGHT),
                                      (draw.PROJECTOR_CARD_WIDTH, draw.PROJECTOR_TROUBLE_WIDTH,
                                       draw.PROJECTOR_CARD_HEIGHT)):
            wgs += [draw.won_card_svg(cards, c.id, lang, width) for c in (*cards.witzig, *cards.doppelt, *cards.items)]
            wgs += [draw.trouble_svg(cards, c.id, lang, turned, trouble)
                    for c in cards.troublemakers for turned in (False, True)]
            wgs += [draw.member_card_svg(cards, WG(0), c.id, awake, lang, width, least)
                    for c in cards.members for awake in (True, False)]
            wgs += [draw.room_card_svg(cards, WG(0).set_good(room, good), room, lang, width, least)
                    for room in START_IDS for good in (True, False)]
    words = [(words, size * PROJECTOR_WG) for picture in wgs for words, size in drawn_words(picture)]
    assert len(words) > 1300 and min(size for _, size in words) >= 24, min(words, key=lambda w: w[1])
    words = [(words, size * PROJECTOR_CARDS) for picture in middle for words, size in drawn_words(picture)]
    assert len(words) > 350 and min(size for _, size in words) >= 24, min(words, key=lambda w: w[1])
    assert f" [data-zone=middle] .bugkit-piece svg{{zoom:{PROJECTOR_CARDS}}}" in WG_CSS
    assert f" [data-zone^=wg] .bugkit-piece svg{{zoom:{PROJECTOR_WG}}}" in WG_CSS
    assert f".bugkit-projector .bugkit-wg svg{{zoom:{PROJECTOR_WG}}}" in WG_CSS  # every WG under the table


def test_a_projectors_middle_card_is_compact_wider_than_tall_with_every_word_of_the_tablets_card() -> None:
    """Projector, 1280x720: the middle drawn as on a tablet (cards 146 px wide, three a row at 1.43 times) ended at
    873-925 px, under the screen. Compact (``draw.compact_card``), every stack's top and item in both languages, and
    an empty stack, is a card ``COMPACT_WIDTH`` px wide and at most 79 px tall (three lines of name and a line, or two
    and two lines, at most), with the tablet card's text alternative and all its words (name, what it needs, its
    points, the count), none squeezed, all in 14 px; each line ends clear of the badge in the top-right corner
    (``compact_room``: the first two lines beside it end before it, the rest take the card's width), and the count
    stands clear of the points and of what the card needs."""
    from pictures import drawn_words

    from bugkit.ui.draw import COMPACT_X, text_width
    from bugkit.wuerfel_wg import default_cards

    cards = default_cards()
    pairs = []
    for lang in ("en", "de"):
        for c in (*cards.witzig, *cards.doppelt, *cards.members):
            pairs.append((draw.stack_svg(cards, c.id, 12, "T", lang), draw.stack_svg(cards, c.id, 12, "T", lang,
                                                                                      compact=True)))
        pairs += [(draw.item_svg(cards, c.id, lang), draw.item_svg(cards, c.id, lang, compact=True))
                  for c in cards.items]
        pairs.append((draw.stack_svg(cards, None, 0, "Doppelt witzige To-dos", lang),
                      draw.stack_svg(cards, None, 0, "Doppelt witzige To-dos", lang, compact=True)))
    heights, counts, narrowed = [], 0, 0
    for tablet, compact in pairs:
        width, height = (int(re.search(f'{side}="(\\d+)"', compact).group(1)) for side in ("width", "height"))
        heights.append(height)
        assert width == draw.COMPACT_WIDTH and height <= 79 and "textLength" not in compact, compact
        assert re.search(r'aria-label="[^"]*"', tablet).group(0) == re.search(r'aria-label="[^"]*"', compact).group(0)
        spelt = ["".join(words for words, _ in drawn_words(picture)).replace(" ", "").replace("-", "")
                 for picture in (tablet, compact)]
        assert spelt[0] == spelt[1], spelt
        circle = re.search(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"', compact)
        badge = "2" if circle else ""
        texts = re.findall(r'<text x="([\d.]+)" y="(\d+)" text-anchor="(\w+)" font-size="(\d+)"[^>]*>([^<]+)<',
                           compact)
        for x, y, anchor, size, words in texts:
            words, room = html.unescape(words), draw.compact_room(width, badge, int(y))
            assert int(size) == 14, (words, size)
            if anchor == "start":  # a line of the name or of what the card needs, from the left edge
                assert float(x) == COMPACT_X and text_width(words, 14) <= room, (words, room)
                narrowed += room < width - 2 * COMPACT_X
            elif anchor == "end":  # the count, at the right edge
                beside = [text_width(html.unescape(other), 14) for _, y2, anchor2, _, other in texts
                          if anchor2 == "start" and y2 == y]  # what the card needs, on the count's line
                assert sum(beside) + COMPACT_X + text_width(words, 14) <= room, (beside, words)
                assert float(x) <= COMPACT_X + room, (words, x, room)  # clear of the points beside it
                counts += 1
    assert min(heights) == 46 and max(heights) == 79, sorted(heights)
    assert counts == len(pairs) - 2 * len(cards.items) and narrowed > 50, (counts, narrowed)  # every stack's count


def test_a_compact_card_refuses_a_height_it_would_not_honour_and_a_card_needs_one() -> None:
    """``card(compact=True)`` handed over to ``compact_card`` and silently dropped its height (a compact card is as
    tall as its words): the call now refuses a height, and a card that is not compact refuses to go without one."""
    import pytest

    from bugkit.core.errors import InvalidInput

    words = (["Couch"], ["12 cards"], "#eeeeee", "Couch: 12 cards", draw.COMPACT_WIDTH)
    assert draw.card(*words, compact=True, badge="2", corner="12") == draw.compact_card(*words, badge="2",
                                                                                       corner="12")
    for height in (draw.CARD_HEIGHT, 40, 0):
        with pytest.raises(InvalidInput, match="compact card is as tall as its words"):
            draw.card(*words, height, compact=True)
    with pytest.raises(InvalidInput, match="needs its height"):
        draw.card(*words)
    tall = draw.card(*words, 140)
    assert 'height="140"' in tall and tall != draw.card(*words, compact=True)
