"""Helpers for the tests of the pictures a board draws: how large each of their words is drawn."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET


def drawn_words(picture: str, shown: float | None = None) -> list[tuple[str, float]]:
    """Return (words, px) of every text of an SVG ``picture`` drawn ``shown`` px wide (its own width if None): its
    font size times the scale of the pictures and transforms around it."""
    root = ET.fromstring(picture)
    out: list[tuple[str, float]] = []

    def walk(node: ET.Element, scale: float) -> None:
        tag = node.tag.rpartition("}")[2]
        if tag == "svg" and node.get("viewBox"):
            scale *= float(node.get("width", "0")) / float(node.get("viewBox", "").split()[2])
        found = re.search(r"scale\(([\d.]+)", node.get("transform", ""))
        scale *= float(found.group(1)) if found else 1.0
        if tag == "text":
            out.append(("".join(node.itertext()).strip(), float(node.get("font-size", "0")) * scale))
            return
        for child in node:
            walk(child, scale)

    walk(root, 1.0 if shown is None else shown / float(root.get("width", "0")))
    return out
