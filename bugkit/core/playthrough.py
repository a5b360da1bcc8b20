"""Golden playthroughs (OpenSpiel's habit): a seeded game written step by step as text, so that any change in a
game's behaviour shows as a diff. Each step gives who is to play, what they observe, the legal actions and the
action taken; a chance step gives its outcomes with their exact probabilities and the outcome that came."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from .game import Bot, GameState
from .session import Session, sample

MAX_OUTCOMES_SHOWN = 12


def stable(value: Any) -> str:
    """Return a text for ``value`` that is the same in every run (sets and dict keys sorted, no addresses)."""
    if isinstance(value, enum.StrEnum):
        return repr(str(value))  # the text it equals (an observation's phase), as JSON writes it
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if isinstance(value, Fraction):
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ", ".join(f"{f.name}={stable(getattr(value, f.name))}" for f in dataclasses.fields(value) if f.repr)
        return f"{type(value).__name__}({inner})"
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        inner = ", ".join(f"{k}={stable(getattr(value, k))}" for k in value._fields)
        return f"{type(value).__name__}({inner})"
    if isinstance(value, Mapping):
        items = sorted((stable(k), stable(v)) for k, v in value.items())
        return "{" + ", ".join(f"{k}: {v}" for k, v in items) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(stable(v) for v in value)) + "}"
    if isinstance(value, (list, tuple)):
        inner = ", ".join(stable(v) for v in value)
        return f"[{inner}]" if isinstance(value, list) else f"({inner}{',' if len(value) == 1 else ''})"
    if isinstance(value, float):
        return repr(round(value, 10))
    text = repr(value)
    return text if " at 0x" not in text else type(value).__name__


def playthrough(state: GameState, bots: Sequence[Bot], seed: int, max_steps: int = 300) -> str:
    """Return the text record of a game from ``state`` played by ``bots`` with chance drawn from ``seed``."""
    lines = [f"game: {state.GAME}", f"setup: {stable(state.setup)}", f"seed: {seed}",
             f"bots: {', '.join(type(b).__name__ for b in bots)}", ""]
    session = Session(state, seed=seed, bots=list(bots), start=False)  # we walk the chance steps, to write them
    current = state
    for n in range(max_steps):
        if current.is_over:
            lines.append(f"over: scores {current.scores()}, winners {current.winners()}")
            break
        if current.is_chance_node:
            outcomes = current.chance_outcomes()
            outcome = sample(outcomes, session.rng)
            shown = ", ".join(f"{o} {p}" for o, p in list(outcomes.items())[:MAX_OUTCOMES_SHOWN])
            more = f", ... ({len(outcomes)} in all)" if len(outcomes) > MAX_OUTCOMES_SHOWN else ""
            lines += [f"step {n}: chance", f"  outcomes: {shown}{more}",
                      f"  came: {outcome} (probability {outcomes[outcome]})"]
            current = current.apply(outcome)
            continue
        p = current.current_player
        legal = current.legal_actions()
        choice = bots[p].choose(current.observation(p), legal, session.bot_rngs[p])
        lines += [f"step {n}: player {p}", f"  sees: {stable(current.observation(p))}",
                  f"  legal: {', '.join(str(a) for a in legal)}", f"  plays: {choice}"]
        current = current.apply(choice)
    else:
        lines.append(f"stopped after {max_steps} steps")
    return "\n".join(lines) + "\n"


__all__ = ["playthrough", "stable"]
