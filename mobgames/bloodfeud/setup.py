"""Setting up a game for 2 to 6 players: the ranking roll, choice of start point and colour,
and the starting pieces on each star. Tables come from ``data/setup.json``."""

from __future__ import annotations

from functools import lru_cache
from collections.abc import Mapping, Sequence

from ..core.dice import Dice, RandomDice, fresh_seed
from ..core.errors import SetupError
from ..core.events import Event
from ..core.text import and_list
from .board import AREAS, Board, load_board
from .datafiles import read_setup
from .game import Game, Player
from .narration import say, say_list
from .options import Options
from .pieces import PEOPLE, VEHICLES, catalogue
from ..core.arguments import checked

MIN_PLAYERS, MAX_PLAYERS = 2, 6
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


@lru_cache(maxsize=1)
def setup_table(path=None) -> dict:
    """setup.json (or the file at ``path``), checked: a broken file raises ``DataError``."""
    return read_setup(PEOPLE + VEHICLES, path)


@lru_cache(maxsize=1)
def default_board() -> Board:
    """The shipped board, loaded once. Treat it as read-only (games never change the board)."""
    return load_board()


@checked
def start_areas(n_players: int) -> list[str]:
    """The starting areas for ``n_players``, in the order the rulebook's table lists them."""
    _check_count(n_players)
    return list(setup_table()["start_areas"][str(n_players)])


@checked
def starting_pieces(n_players: int) -> dict[str, int]:
    """Every player's starting pieces: the family plus the table's additional pieces."""
    _check_count(n_players)
    t = setup_table()
    pieces = dict(t["family"])
    for k, v in t["additional_pieces"][str(n_players)].items():
        pieces[k] = pieces.get(k, 0) + v
    return pieces


def _check_count(n) -> None:
    if isinstance(n, bool) or not isinstance(n, int):
        raise SetupError(f"The number of players must be a whole number from 2 to 6, not {n!r}.")
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"Blood Feud in New York is for 2 to 6 players; {n} player(s) cannot play.")


def player_list(players) -> list[str]:
    """The players as a list of names: a count (2 to 6) or 2 to 6 different names."""
    if isinstance(players, int):  # bool included: _check_count refuses it
        _check_count(players)
        return [f"Player {i}" for i in range(1, players + 1)]
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise SetupError("Give the players as a number (2 to 6) or a list of 2 to 6 names.")
    names = [str(n).strip() if isinstance(n, str) else n for n in players]
    if not all(isinstance(n, str) and n for n in names):
        raise SetupError("Every player needs a name (a non-empty piece of text).")
    if len(set(names)) != len(names):
        raise SetupError("Two players have the same name; give each player a different name.")
    _check_count(len(names))
    return names


@checked
def rank_players(names: Sequence[str], dice: Dice) -> tuple[list[str], list[Event]]:
    """The ranking roll: everyone rolls a d10, highest first; tied players roll again among
    themselves until the tie is broken. Returns the ranking and the story of the rolls."""
    events: list[Event] = []

    def resolve(group: list[str]) -> list[str]:
        rolls = {n: dice.roll(10) for n in group}
        for n in group:
            events.append(Event("rank_roll", f"{n} rolls {rolls[n]}.", {"player": n, "roll": rolls[n]},
                                say("rank_roll", player=n, roll=rolls[n])))
        ranked: list[str] = []
        for value in sorted(set(rolls.values()), reverse=True):
            tied = [n for n in group if rolls[n] == value]
            if len(tied) > 1:
                events.append(Event("rank_tie", f"{and_list(tied)} tie on {value}, so they roll again.",
                                    {"players": tied, "roll": value}, say("rank_tie", players=and_list(tied), roll=value)))
                ranked += resolve(tied)
            else:
                ranked += tied
        return ranked

    ranking = resolve(list(names))
    places = [f"{ORDINALS[i]} {n}" for i, n in enumerate(ranking)]
    events.append(Event("ranking", f"The ranking: {and_list(places)}.", {"ranking": ranking},
                        " ".join([say("ranking.start")] + [say("ranking.each", player=n, place=ORDINALS[i])
                                                           for i, n in enumerate(ranking)])))
    return ranking, events


def _resolve_area(value: str) -> str:
    for a in AREAS:
        if value.strip().lower() in (a.lower(), a.lower().removeprefix("the ")):
            return a
    raise SetupError(f"'{value}' is not one of the six areas ({', '.join(AREAS)}).")


@checked
def new_game(players: int | Sequence[str], seed: int | None = None, *, dice: Dice | None = None,
             starts: Mapping[str, str] | None = None, colours: Mapping[str, str] | None = None,
             options: Options | None = None, board: Board | None = None) -> Game:
    """A new game for 2 to 6 players, set up as the rulebook describes.

    ``players``: a number (names become "Player 1", ...) or a list of names.
    ``seed`` (or ``dice``) makes the ranking roll reproducible; without either a fresh seed is
    drawn and kept in ``game.seed``. Players choose in ranking order; ``starts`` and ``colours``
    (``{name: area}``, ``{name: colour}``) record their choices, and anyone without a stated
    choice takes the first free start point in the rulebook's order and the first free colour.
    """
    names = player_list(players)
    n = len(names)
    areas = start_areas(n)
    table = setup_table()
    palette = {c["name"]: c for c in table["colours"]}
    starts = dict(starts or {})
    colours = dict(colours or {})
    options = options or Options()

    # Check every stated choice before rolling anything.
    for label, choice in (("start", starts), ("colour", colours)):
        unknown = [k for k in choice if k not in names]
        if unknown:
            raise SetupError(f"A {label} was given for {and_list(unknown)}, who is not playing.")
    starts = {k: _resolve_area(v) for k, v in starts.items()}
    bad = [f"{k} ({v})" for k, v in starts.items() if v not in areas]
    if bad:
        raise SetupError(f"With {n} players the start points are {and_list(areas)}; "
                         f"{and_list(bad)} cannot start there.")
    if len(set(starts.values())) != len(starts):
        raise SetupError("Two players asked for the same start point; each start point takes one player.")
    colours = {k: v.strip().title() for k, v in colours.items()}
    bad = [f"{k} ({v})" for k, v in colours.items() if v not in palette]
    if bad:
        raise SetupError(f"The colors are {and_list(list(palette))}; {and_list(bad)} is not one of them.")
    if len(set(colours.values())) != len(colours):
        raise SetupError("Two players asked for the same color; each color is one family.")

    if options.scenario == "take_manhattan":
        low, high = setup_table()["take_manhattan"]["players"]
        if not low <= n <= high:
            raise SetupError(f"Take Manhattan is for {low} to {high} players; {n} cannot play it.")
    if dice is None:
        if seed is None:
            seed = fresh_seed()
        dice = RandomDice(seed)
    board = board or default_board()

    ranking, events = rank_players(names, dice)
    free_areas = [a for a in areas if a not in starts.values()]
    free_colours = [c for c in palette if c not in colours.values()]
    chosen: dict[str, Player] = {}
    for rank, name in enumerate(ranking, 1):
        area = starts.get(name) or free_areas.pop(0)
        colour = colours.get(name) or free_colours.pop(0)
        c = palette[colour]
        chosen[name] = Player(name=name, colour=colour, hex=c["hex"], letter=c["letter"], area=area,
                              start=board.starts[area], rank=rank)
        start = board.space(board.starts[area]).name
        events.append(Event("choose", f"{name} chooses {area} and the {colour.lower()} family; {name} starts in {start}.",
                            {"player": name, "area": area, "colour": colour},
                            say("choose", player=name, area=area, colour=colour.lower(), start=start)))

    order = [chosen[nm] for nm in sorted(chosen, key=lambda nm: table["turn_order"].index(chosen[nm].area))]
    game = Game(board, order, options, seed=seed)
    game.log.extend(events)
    pieces = starting_pieces(n)
    cat = catalogue(options)
    for p in order:
        for piece, count in pieces.items():
            game.put(p.start, p.name, piece, count)
        game.control[p.start] = p.name
        counts = [cat[k].count_text(v) for k, v in pieces.items()]
        start = board.space(p.start).name
        game.emit("setup", f"{p.name} sets up {and_list(counts)} on the star in {start}, and controls that district.",
                  " ".join([say("setup.start", player=p.name, start=start),
                            say_list("setup.pieces", "setup.more", counts, "pieces", player=p.name)]),
                  player=p.name, space=p.start)
    if options.scenario == "take_manhattan":
        _take_manhattan_extras(game)
    game.emit("turn_order", "Turn order: " + and_list(f"{p.area} ({p.name})" for p in order) + ".",
              " ".join([say("turn_order.start")] + [say("turn_order.each", player=p.name, area=p.area, place=ORDINALS[i])
                                                    for i, p in enumerate(order)]),
              order=[p.name for p in order])
    return game


def _take_manhattan_extras(game: Game) -> None:
    """Take Manhattan's extra vehicles. A speedboat docks at the nearest district of the start's
    borough that touches the water (the star itself may be inland)."""
    board = game.board
    for p in game.players:
        for kind, count in setup_table()["take_manhattan"]["extra"].get(p.area, {}).items():
            for _ in range(count):
                at, shore = p.start, None
                if kind == "speedboat":
                    at, shore = _nearest_shore(board, p.start)
                pid = game.place(p.name, kind, at)
                if shore:
                    game.units[pid].shore = shore
                piece, space = game.catalogue[kind].a_name, board.space(at).name
                game.emit("setup", f"Take Manhattan: {p.name} also gets {piece} in {space}.",
                          say("setup.extra", player=p.name, piece=piece, space=space), player=p.name, space=at)


def _nearest_shore(board: Board, start: str) -> tuple[str, str]:
    borough = board.space(start).borough
    seen, queue = {start}, [start]
    while queue:
        here = queue.pop(0)
        shores = board.neighbours(here, ["shore"])
        if shores:
            return here, shores[0]
        for nxt in board.neighbours(here):
            sp = board.space(nxt)
            if nxt not in seen and sp.kind == "district" and sp.borough == borough:
                seen.add(nxt)
                queue.append(nxt)
    raise SetupError(f"No district of {borough} touches the water for the extra speedboat.")


def setup_summary():
    """The rulebook's set-up tables in one: start points and additional pieces per player count."""
    from ..core.table import Table

    cat = catalogue()
    rows = []
    for n in range(MAX_PLAYERS, MIN_PLAYERS - 1, -1):
        extra = setup_table()["additional_pieces"][str(n)]
        rows.append([n, ", ".join(start_areas(n)), and_list([cat[k].count_text(v) for k, v in extra.items()])])
    return Table(["Players", "Start points", "Additional pieces (besides 1 Boss and 5 Family Members)"], rows,
                 caption="Set-up by number of players")


@checked
def blank_game(players: int | Sequence[str], seed: int | None = 0, **kwargs) -> Game:
    """A game with the players set up in turn order but no pieces, districts or buildings: for
    building the rulebook's examples and exercises piece by piece with ``game.place``."""
    game = new_game(players, seed=seed, **kwargs)
    game.remove(list(game.units.values()))
    game.control.clear()
    game.log.append(Event("blank", "The board is cleared for an example: no pieces, no districts.", None, say("blank")))
    return game
