"""A Show of Respect in play: each player present votes in turn, then a tie is broken by a
player (the Don, or the last placer in round one) or by a fair draw. Used by the election, the
rackets and the pinch. These are steps of the flow (``flow.FLOW``): ``show`` is called with the
location and the purpose and gives back the leaders (one unless tied); ``tie`` is called with
the chooser, the tied players and why, and gives back the one chosen."""

from __future__ import annotations

from ..core.flow import Done
from ..core.text import and_list
from .action import act
from .ask import Ask
from .cards import place_name
from .narration import say
from .respect import Show


def show_of_respect(game, frame):
    """The show begins. It stays in ``game.show`` until the caller has settled it (deals may
    still bind the tie-break)."""
    location, purpose = frame["loc"], frame["purpose"]
    show = Show(location, purpose, game.respect_at(location))
    game.show = show
    where = place_name(location)
    game.emit("show", f"Show of Respect in {where}: " + and_list([f"{p} {n}" for p, n in show.respect.items()])
              + " respect.", " ".join([say("show.start", place=where)]
                                      + [say("show.each", player=p, respect=n) for p, n in show.respect.items()]),
              location=location, purpose=purpose)
    frame["voters"] = [p for p in game.order if p in show.respect]
    return "vote"


def _verb(show) -> str:
    return "against" if show.purpose == "pinch" else "for"


def ask_vote(game, frame):
    show, voter = game.show, frame["voters"][0]
    respect, verb, where = show.respect[voter], _verb(show), place_name(show.location)
    return Ask(voter, "vote", [act(voter, "vote", None, c) for c in show.choices_for(voter)],
                    lambda: f"{voter}: vote {verb} a player in {where} with {respect} respect.")


def vote(game, frame, a):
    show, voter = game.show, frame["voters"].pop(0)
    verb, side = _verb(show), "against" if show.purpose == "pinch" else "behind"
    show.votes[voter] = a.target
    respect = show.respect[voter]
    game.emit("vote", f"{voter} puts {respect} respect {side} {a.target}.",
              say(f"vote.{verb}", voter=voter, respect=respect, choice=a.target), voter=voter, choice=a.target)
    if frame["voters"]:
        return "vote"
    totals = show.totals()
    game.emit("tally", show.describe(), " ".join(
        [say(f"tally.{show.purpose}")] + [say(f"tally.{verb}", player=p, total=n)
                                          for p, n in sorted(totals.items(), key=lambda kv: -kv[1])]), totals=totals)
    return Done(show.leaders())


def tie_options(game, chooser: str, tied: list[str]) -> list[str]:
    """Whom ``chooser`` may pick: only the one he sold the tie-break to, if a binding deal says so."""
    show = game.show
    return [show.promises[chooser]] if show and chooser in show.promises and show.promises[chooser] in tied else tied


def ask_tie(game, frame):
    chooser, tied, why = frame["chooser"], frame["tied"], frame["why"]
    return Ask(chooser, "tie", [act(chooser, "tie", None, p) for p in tie_options(game, chooser, tied)],
                    lambda: f"{chooser}: break the tie between {and_list(tied)} ({why}).")


def tie(game, frame, a):
    show, chooser = game.show, frame["chooser"]
    against = show is not None and show.purpose == "pinch"
    game.emit("tie", f"{chooser} breaks the tie {'against' if against else 'in favor of'} {a.target}.",
              say("tie.against" if against else "tie.for", chooser=chooser, choice=a.target),
              chooser=chooser, choice=a.target)
    return Done(a.target)


def show(loc: str, purpose: str) -> dict:
    """The notes a ``show`` step is called with."""
    return {"loc": loc, "purpose": purpose}


def tie_break(chooser: str, tied: list[str], why: str) -> dict:
    """The notes a ``tie`` step is called with."""
    return {"chooser": chooser, "tied": list(tied), "why": why}
