"""Rule options, the same way in every game: each game's options are a frozen dataclass built on
``RuleOptions``, given to ``start(..., options=...)`` as that object or as a dict of its fields."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any, ClassVar, TypeVar

from .errors import SetupError
from .text import and_list

Opts = TypeVar("Opts", bound="RuleOptions")


class RuleOptions:
    """What every game's options class shares (``Options``, ``MTOptions``, ``FBOptions``)."""

    TITLE: ClassVar[str] = ""   # the game's name, for messages

    @classmethod
    def coerce(cls: type[Opts], options: object) -> Opts:
        """``None`` (the defaults), a dict of option values, or the options object itself."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        if isinstance(options, Mapping):
            names = [f.name for f in fields(cls)]   # type: ignore[arg-type]
            unknown = [k for k in options if k not in names]
            if unknown:
                raise SetupError(f"{cls.TITLE} has no option {unknown[0]!r:.30}; its options are "
                                 f"{and_list([repr(n) for n in names])}.")
            return cls(**options)
        raise SetupError(f"Give the options as {cls.__name__}(...) or a dict, not {options!r:.40}.")

    def as_dict(self) -> dict[str, Any]:
        """Every option's value (not only those changed), as a save writes them."""
        return {f.name: getattr(self, f.name) for f in fields(self)}   # type: ignore[arg-type]
