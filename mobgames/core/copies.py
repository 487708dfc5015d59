"""Quick copiers for the checkpoints of ``GameState.COPY``: each copies one shape of data whose
items are immutable, much faster than a general deep copy."""


def dict_of_lists(d: dict) -> dict:
    return {k: list(v) for k, v in d.items()}


def dict_of_sets(d: dict) -> dict:
    return {k: set(v) for k, v in d.items()}


def dict_of_dicts(d: dict) -> dict:
    return {k: dict(v) for k, v in d.items()}


def dict_of_counters(d: dict) -> dict:
    return {k: v.copy() for k, v in d.items()}
