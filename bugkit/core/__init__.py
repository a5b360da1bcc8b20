"""Shared pieces every bugkit game uses: errors, randomness, dice, exact distributions, the game protocol, labels."""
