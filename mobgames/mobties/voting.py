"""A Show of Respect in play: each player present votes in turn, then a tie is broken by a
player (the Don, or the last placer in round one) or by a fair draw. Used by the election, the
rackets and the pinch. These are parts of a phase: generators that yield decisions."""

from __future__ import annotations

from ..core.text import and_list
from .action import act
from .cards import place_name
from .narration import say
from .respect import Show


def show_of_respect(game, location: str, purpose: str):
    """Run a Show of Respect; returns the leaders (one unless tied). The show stays in
    ``game.show`` until the caller has settled it (deals may still bind the tie-break)."""
    show = Show(location, purpose, game.respect_at(location))
    game.show = show
    where = place_name(location)
    game.emit("show", f"Show of Respect in {where}: " + and_list([f"{p} {n}" for p, n in show.respect.items()])
              + " respect.", " ".join([say("show.start", place=where)]
                                      + [say("show.each", player=p, respect=n) for p, n in show.respect.items()]),
              location=location, purpose=purpose)
    verb = "against" if purpose == "pinch" else "for"
    side = "against" if purpose == "pinch" else "behind"
    respect = show.respect
    for voter in [p for p in game.order if p in respect]:
        actions = [act(voter, "vote", None, c) for c in show.choices_for(voter)]
        a = yield game.ask(voter, "vote", actions,
                           lambda voter=voter: f"{voter}: vote {verb} a player in {place_name(location)} "
                                               f"with {respect[voter]} respect.")
        show.votes[voter] = a.target
        game.emit("vote", f"{voter} puts {respect[voter]} respect {side} {a.target}.",
                  say(f"vote.{verb}", voter=voter, respect=respect[voter], choice=a.target), voter=voter, choice=a.target)
    totals = show.totals()
    game.emit("tally", show.describe(), " ".join(
        [say(f"tally.{purpose}")] + [say(f"tally.{verb}", player=p, total=n)
                                     for p, n in sorted(totals.items(), key=lambda kv: -kv[1])]), totals=totals)
    return show.leaders()


def break_tie(game, chooser: str, tied: list[str], why: str):
    """``chooser`` picks one of the tied players (only the one he sold the tie-break to, if a
    binding deal says so)."""
    show = game.show
    options = [show.promises[chooser]] if show and chooser in show.promises and show.promises[chooser] in tied else tied
    a = yield game.ask(chooser, "tie", [act(chooser, "tie", None, p) for p in options],
                       lambda: f"{chooser}: break the tie between {and_list(tied)} ({why}).")
    against = show is not None and show.purpose == "pinch"
    game.emit("tie", f"{chooser} breaks the tie {'against' if against else 'in favour of'} {a.target}.",
              say("tie.against" if against else "tie.for", chooser=chooser, choice=a.target),
              chooser=chooser, choice=a.target)
    return a.target


def chance_pick(game, tied: list[str], why: str) -> str:
    pick = tied[game.dice.roll(len(tied)) - 1]
    game.emit("tie", f"Nobody can break the tie ({why}), so a draw picks {pick}.", say("tie.draw", choice=pick),
              choice=pick)
    return pick
