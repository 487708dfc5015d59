"""Colour contrast as WCAG 2.2 measures it, and the ink that reads on a colour.

Every text the project draws needs 4.5:1 against what is behind it, and every graphic cue (an
outline that marks the selected space, a token's edge) 3:1: ``contrast`` gives the ratio, and
``ink_on`` the black or white that reads better on a background (a family's colour on a token).
tests/test_colours.py checks the games' palettes with them.

    >>> round(contrast("#000000", "#ffffff"), 1)
    21.0
    >>> ink_on("#2e7d32")   # white reads on a dark green
    '#ffffff'
"""

from __future__ import annotations

__all__ = ["TEXT", "GRAPHIC", "luminance", "contrast", "ink_on"]

TEXT, GRAPHIC = 4.5, 3.0   # WCAG 2.2 AA: text (1.4.3) and graphical objects (1.4.11)


def _channel(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """The relative luminance of ``#rrggbb`` (0 black, 1 white)."""
    h = colour.lstrip("#")
    r, g, b = (_channel(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The contrast ratio of two ``#rrggbb`` colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink_on(background: str) -> str:
    """Black or white, whichever has the higher contrast on ``background`` (always 4.5:1 or more)."""
    return "#000000" if contrast("#000000", background) >= contrast("#ffffff", background) else "#ffffff"
