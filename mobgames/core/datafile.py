"""Reading the editable data files: a missing or broken file gets an error that names the file
and the place of the mistake (teachers edit these files by hand)."""

from __future__ import annotations

import json

from .errors import MobgamesError


def read_json(path: str, what: str, error: type[MobgamesError] = MobgamesError):
    """The JSON in ``path``; ``what`` names the file for people ("glossary", "exercises")."""
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except FileNotFoundError:
        raise error(f"The {what} file is missing: {path}") from None
    except json.JSONDecodeError as err:
        raise error(f"The {what} file {path} is not valid JSON (line {err.lineno}, column {err.colno}): "
                    f"{err.msg}.") from None
