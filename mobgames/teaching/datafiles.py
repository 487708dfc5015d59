"""What each teaching data file must hold (see ``mobgames.core.datafile``): the glossary and its
translations, the phrase bank, the role-play cards and the exercises. A broken file is refused
with one error listing every problem.

Role-play cards name their position as a function of the package (``"mobties.examples.car_bomb"``);
only functions defined in the modules of ready-made positions (``POSITION_MODULES``) can be named,
so a data file never chooses what code runs."""

from __future__ import annotations

import importlib
import inspect
import re

from ..core.datafile import (Anything, Either, Id, ListOf, MapOf, Maybe, Record, Tagged, Text, Tuple, Whole, read_json)
from . import ipa, next_labels

GAME_IDS = {"Blood Feud in New York": "bloodfeud", "Mob Ties": "mobties", "Family Business": "familybusiness"}
GAME_NAMES = tuple(GAME_IDS)
CHAPTER = Text(pattern=r"(bloodfeud|mobties|familybusiness)/[0-9]{2}_[a-z0-9_]+",
               hint='a chapter such as "bloodfeud/03_battle"')
POSITION_MODULES = ("teaching.phrases", "bloodfeud.examples", "mobties.examples", "familybusiness.examples")
# The facts engine_fact (in exercises.py) knows, and the sequences sequence() knows.
FACTS = ("bf.income", "bf.outcome", "bf.need", "bf.cost", "bf.move", "bf.carries", "bf.compare", "bf.most",
         "bf.least", "bf.manhattan", "bf.revenue", "bf.card_assets", "bf.dominance", "mt.capacity", "mt.respect",
         "mt.bail", "mt.racket", "mt.surrounded", "mt.card_price", "mt.start_cash", "mt.heat_end", "mt.favor_cards",
         "mt.first_blood", "mt.respect_value", "mt.locations", "mt.favor_deck", "fb.hand", "fb.war_list",
         "fb.war_left", "fb.deck", "fb.family_size", "fb.families", "fb.card_count", "fb.card_type")
SEQUENCES = ("bloodfeud_turn", "bloodfeud_turn_order", "battle_sequence", "mobties_round", "mobties_clockwise",
             "mobties_rackets", "mobties_show_of_respect", "familybusiness_turn")


def term_key(text) -> str:
    """How glossary terms are compared: case, spacing and curly apostrophes do not matter."""
    return " ".join(str(text).replace("\u2019", "'").lower().split())


# -- glossary.json and translations/<code>.json ----------------------------------------------------

def _check_surfaces(entries, ids):
    """No spelling (a term or one of its forms) may lead to two entries."""
    seen = {}
    for i, e in enumerate(entries):
        spellings = [(("term",), e["term"])] + [(("forms", j), f) for j, f in enumerate(e.get("forms", []))]
        for sub, spelling in spellings:
            owner = seen.setdefault(term_key(spelling), i)
            if owner != i:
                yield ((i, e["term"]),) + sub, f'"{spelling}" is already used by the entry "{entries[owner]["term"]}".'


def _check_ipa(value, ids):
    yield from ipa.problems(value)


IPA = Text(check=_check_ipa, hint='IPA between slashes, such as "/ˈhɛnʧmən/"')
ENTRY = Record({"term": Text(), "ipa": IPA, "part_of_speech": Text(), "definition": Text(), "example": Text(),
                "games": ListOf(Text(choices=GAME_NAMES), min=1, unique=True)},
               optional={"forms": ListOf(Text(), unique=True)})
GLOSSARY = Record({"entries": ListOf(ENTRY, min=1, ids={"glossary entry": "term"}, check=_check_surfaces)},
                  optional={"about": Text()})

TRANSLATION = Record(
    {"terms": MapOf(Record({"term": Text()}, optional={"definition": Text(empty=True)}),
                    keys=Text(ref="glossary term", norm=term_key))},
    optional={"language": Record({"english": Text()}, optional={"native": Text()}), "about": Text()})


def read_glossary(path, error) -> dict:
    return read_json(path, "glossary", error, schema=GLOSSARY)


def _check_pair(pair, ids):
    """A minimal pair differs in sound; words with the same spelling or the same sound say so."""
    (a, b) = pair["words"]
    same_spelling = term_key(a["word"]) == term_key(b["word"])
    same_sound = a["ipa"] == b["ipa"]
    kind = pair["kind"]
    if kind == "minimal pair" and (same_sound or same_spelling):
        yield "kind", 'a "minimal pair" is two words with different spellings and different sounds.'
    elif kind == "same spelling" and not (same_spelling and not same_sound):
        yield "kind", '"same spelling" is one spelling said in two ways: the two IPA must differ.'
    elif kind == "same sound" and not (same_sound and not same_spelling):
        yield "kind", '"same sound" is two spellings said in the same way: the two IPA must be equal.'


PAIR_WORD = Record({"word": Text(), "ipa": IPA, "meaning": Text(), "example": Text()},
                   optional={"term": Text(ref="glossary word", norm=term_key), "say": Text()})
MINIMAL_PAIRS = Record({"pairs": ListOf(Record(
    {"kind": Text(choices=("minimal pair", "same spelling", "same sound")), "sounds": Text(),
     "words": ListOf(PAIR_WORD, min=2, max=2), "games": ListOf(Text(choices=GAME_NAMES), min=1, unique=True)},
    optional={"tip": Text()}, check=_check_pair), min=1)}, optional={"about": Text()})


def read_minimal_pairs(path, words, error) -> dict:
    """minimal_pairs.json; a word's ``term`` must be a glossary word (a term or one of its forms)."""
    return read_json(path, "minimal pairs", error, schema=MINIMAL_PAIRS, known={"glossary word": words})


def read_translation(path, terms, error) -> dict:
    """A translation file; each English term in it must be in the glossary (``terms``)."""
    return read_json(path, "translation", error, schema=TRANSLATION, known={"glossary term": terms})


# -- phrases.json and roleplays.json ---------------------------------------------------------------

PHRASES = Record({"topics": MapOf(Text(), keys=Id(), ids="topic", min=1),
                  "phrases": ListOf(Record({"topic": Text(ref="topic"), "phrase": Text(), "meaning": Text()}))},
                 optional={"about": Text()})


def position_function(path: str):
    """The position function ``path`` names (``"mobties.examples.car_bomb"``), or None if there is
    none: a public function defined in one of ``POSITION_MODULES`` that needs no arguments (in
    ``teaching.phrases``, one whose name ends in ``_position``)."""
    module, _, name = path.rpartition(".")
    if module not in POSITION_MODULES:
        return None
    if module == "teaching.phrases" and not name.endswith("_position"):
        return None            # that module also holds the functions that read the cards
    fn = _public_function(module, name)
    if fn is None:
        return None
    needs = [p for p in inspect.signature(fn).parameters.values()
             if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    return None if needs else fn


def _check_position(path, ids):
    if position_function(path) is None:
        modules = ", ".join(f"mobgames.{m}" for m in POSITION_MODULES[:-1]) + f" or mobgames.{POSITION_MODULES[-1]}"
        yield (f'"{path}" is not a ready-made position: name a function of {modules}, '
               'such as "mobties.examples.mansion_election".')


NAME = Text()
STEPS = {
    "deal": Record({"payer": NAME, "payee": NAME, "amount": Whole()}, optional={"vote": Maybe(NAME)}),
    "apply": Record({"player": NAME, "kind": NAME},
                    optional={"card": Maybe(NAME), "target": Maybe(NAME), "where": Maybe(NAME)}),
    "ransom": Record({"captor": NAME, "colour": NAME, "amount": Whole()}, optional={"n": Whole(min=1)}),
    "invite": Record({"host": NAME, "guest": NAME, "district": NAME}),
    "hand_over": Record({"giver": NAME, "receiver": NAME, "district": NAME, "stepper": NAME}),
    "attack": Record({"player": NAME, "target": NAME, "attackers": MapOf(MapOf(Whole(min=1)), min=1)},
                     optional={"seed": Whole(), "rolls": ListOf(Whole(max=10), min=1),
                               "captives": Text(choices=("kidnap", "kill"))}),
}
ROLEPLAYS = Record({"cards": ListOf(Record(
    {"id": Id(), "title": Text(), "game": Text(choices=GAME_NAMES), "situation": Text(),
     "roles": ListOf(Record({"name": Text(), "goal": Text()}), min=2, max=3, unique="name"),
     "language": ListOf(Text(), min=1), "position": Text(check=_check_position)},
    optional={"grammar": Text(),
              "engine": Record({"steps": ListOf(Tagged(0, {verb: Tuple(Text(), args, hint='[step, {details}]')
                                                           for verb, args in STEPS.items()}), min=1)},
                               optional={"says": Text(), "expect": Text()})}),
    ids={"role-play card": "id"})}, optional={"about": Text()})


def read_phrases(path, error) -> dict:
    return read_json(path, "phrases", error, schema=PHRASES)


def read_roleplays(path, error) -> dict:
    return read_json(path, "role-play cards", error, schema=ROLEPLAYS)


# -- exercises.json --------------------------------------------------------------------------------

# Where a Mob Ties or Family Business story starts: a function of these modules only, so a data
# file never chooses what code runs.
EXAMPLE_MODULES = {"mobties": "mobties.examples", "familybusiness": "familybusiness.examples"}
# The steps a story may play on each game (Mob Ties deals happen at the table, between two players).
GAME_STEPS = {"mobties": ("deal", "apply", "play_on"), "familybusiness": ("apply", "play_on")}


def example_function(game: str, name):
    """The example function ``name`` of ``game`` (``"mobties"``: ``mobgames.mobties.examples``),
    or None: a public function defined in that module (found without running anything)."""
    module = EXAMPLE_MODULES.get(game)
    return None if module is None else _public_function(module, name)


def _public_function(module: str, name) -> object | None:
    """The public function ``name`` defined in ``mobgames.<module>`` (a module the caller has
    already found in its whitelist), or None: a data file names it, so nothing else may be reached."""
    if not isinstance(name, str) or not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        return None
    mod = importlib.import_module(f"mobgames.{module}")    # one of the allowed modules, by its fixed name
    fn = getattr(mod, name, None)
    return fn if inspect.isfunction(fn) and fn.__module__ == mod.__name__ else None


def arguments_problem(fn, args) -> str | None:
    """Why ``fn`` cannot be called with ``args`` (None: it can), found without calling it."""
    try:
        inspect.signature(fn).bind(*args)
    except TypeError as err:
        params = ", ".join(p.name for p in inspect.signature(fn).parameters.values())
        return f"{fn.__name__}({params}) cannot take the arguments {list(args)!r}: {err}."
    return None


def _one_of(*fields, needed=True):
    def check(spec, ids):
        given = [f for f in fields if f in spec]
        if len(given) > 1:
            yield f"give {' or '.join(repr(f) for f in fields)}, not both."
        elif needed and not given:
            yield f"needs {' or '.join(repr(f) for f in fields)}."
    return check


def _check_gap(spec, ids):
    yield from _one_of("source", "sentence")(spec, ids)
    if "source" in spec and "remove" not in spec:
        yield '"remove" is missing: the words of the engine\'s sentence to make gaps.'
    if "sentence" in spec and "answers" not in spec:
        yield '"answers" is missing: the right answer for each gap.'


def _check_question(spec, ids):
    yield from _one_of("answer", "answer_from")(spec, ids)
    if "answer" in spec and spec["answer"] not in spec["choices"]:
        yield "answer", f'"{spec["answer"]}" is not one of the choices.'


def _check_writing(spec, ids):
    if "words" in spec:
        fewest, most = spec["words"]
        if fewest > most:
            yield "words", f"[{fewest}, {most}]: the fewest words come first."
        elif not fewest <= len(spec["model"].split()) <= most:
            yield "model", f"the model answer has {len(spec['model'].split())} words, not {fewest} to {most}."


def _check_fact(name, ids):
    if name.partition(":")[0] not in FACTS:
        yield f'"{name}" is not an engine fact; the facts are {", ".join(FACTS)}.'


def _check_battle_source(source, ids):
    if "kind" not in source and "index" not in source:
        yield 'needs "kind" (of the event to take) or "index".'


def _unknown_kind(game: str, kind: str) -> str:
    return (f'"{kind}" is not a kind of {next_labels.GAME_NAMES[game]} event; the kinds are '
            f'{", ".join(sorted(next_labels.EVENT_KINDS[game]))}.')


def _check_game_source(source, ids):
    """The example exists and takes the ``args`` given; every event kind named is the game's."""
    game, name = source["from"], source["example"]
    fn = example_function(game, name)
    if fn is None:
        yield "example", (f'"{name}" is not a ready-made position: name a function of mobgames.{EXAMPLE_MODULES[game]}, '
                          f'such as "{"docks_tie" if game == "mobties" else "war_example"}".')
    elif arguments_problem(fn, source.get("args", [])):
        yield "args", arguments_problem(fn, source.get("args", []))
    kinds = next_labels.EVENT_KINDS[game]
    for j, (verb, args) in enumerate(source.get("steps", [])):
        if verb == "play_on" and args["until"] not in kinds:
            yield ("steps", j, 1, "until"), _unknown_kind(game, args["until"])
    if "kind" in source and source["kind"] not in kinds:
        yield "kind", _unknown_kind(game, source["kind"])


def _check_next(spec, ids):
    yield from _one_of("index", "after", needed=False)(spec, ids)
    yield from _one_of("battle", "game", needed=False)(spec, ids)
    game = spec["game"]["from"] if "game" in spec else "bloodfeud"
    after = spec.get("after", {}).get("kind")
    if game != "bloodfeud" and after is None and "index" not in spec:
        yield 'needs "after": {"kind": ...} (the event the story stops at) or "index".'
    elif game != "bloodfeud" and after is not None and after not in next_labels.EVENT_KINDS[game]:
        yield ("after", "kind"), _unknown_kind(game, after)
    labels = next_labels.LABELS[game]
    for j, choice in enumerate(spec["choices"]):
        if choice not in labels:
            yield ("choices", j), (f'"{choice}" is not a {next_labels.GAME_NAMES[game]} event a learner can be asked '
                                   f'about; the kinds with labels are {", ".join(labels)}.')


class PairError(ValueError):
    """A listen-and-choose exercise's pair, "say" or "what" that cannot be used; ``field`` names which."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field


def _pair_name(p) -> str:
    return "/".join(w["word"] for w in p["words"])


def find_pair(pairs, pair, say, what: str = "word") -> tuple[dict, int]:
    """The pair of ``pairs`` (minimal_pairs.json's) that ``pair`` names (its place, 0 first, or its two
    words in any order), and which of its words ``say`` is (a word, or 0 or 1). ``what`` the learner
    hears must tell the two apart: one word alone cannot, when both sound or are spelled the same
    (a spelling has one recording)."""
    if isinstance(pair, int) and not isinstance(pair, bool):
        if not 0 <= pair < len(pairs):
            raise PairError("pair", f"There are {len(pairs)} minimal pairs (0 to {len(pairs) - 1}), so there is "
                                    f"no pair {pair}.")
        chosen = pairs[pair]
    else:
        wanted = sorted(term_key(w) for w in pair) if isinstance(pair, (list, tuple)) else None
        chosen = next((p for p in pairs if sorted(term_key(w["word"]) for w in p["words"]) == wanted), None)
        if chosen is None:
            named = " and ".join(f'"{w}"' for w in pair) if wanted else repr(pair)
            raise PairError("pair", f"{named} are not a pair of data/minimal_pairs.json. The pairs are: "
                                    f"{', '.join(_pair_name(p) for p in pairs)}.")
    check_what(chosen, what)
    spelled = [term_key(w["word"]) for w in chosen["words"]]
    if isinstance(say, int) and not isinstance(say, bool):
        if say not in (0, 1):
            raise PairError("say", f'"say" is 0 (the first word of the pair) or 1 (the second), not {say}.')
        return chosen, say
    if spelled[0] == spelled[1] and term_key(say) == spelled[0]:
        raise PairError("say", f'Both words of the pair are spelled "{chosen["words"][0]["word"]}": give "say" as 0 '
                               "(the first) or 1 (the second).")
    if term_key(say) not in spelled:
        raise PairError("say", f'"{say}" is not a word of the pair {_pair_name(chosen)}: "say" is one of them.')
    return chosen, spelled.index(term_key(say))


def check_what(pair, what: str) -> None:
    """Refuse (``PairError``) to let the word alone be heard when it cannot tell the pair apart."""
    if what not in ("word", "example"):
        raise PairError("what", f'"what" is "word" or "example" (what the learner hears), not {what!r}.')
    if what == "word" and pair["kind"] != "minimal pair":
        same = "sound" if pair["kind"] == "same sound" else "spelling"
        raise PairError("what", f'{_pair_name(pair)} have the same {same}: the word alone cannot tell them apart. '
                                'Use "what": "example" (the sentence tells which word it is).')


def _check_listen_choose(spec, ids):
    """The pair is one of minimal_pairs.json's (given as the known "minimal pair"s), and so on (``find_pair``)."""
    try:
        find_pair(list(ids.get("minimal pair", {}).values()), spec["pair"], spec["say"], spec.get("what", "word"))
    except PairError as err:
        yield err.field, str(err)


LEVEL = Text(choices=("full", "simple"))
CONTEXT = Whole(min=1)       # sentences said before the one with the gaps, shown first
TEXTS = ListOf(Text(), min=2, unique=True)
FORCES = MapOf(Whole(min=1), keys=Text(ref="Blood Feud piece"), min=1)
BATTLE = Either(Whole(min=1), Record({"attackers": FORCES, "defenders": FORCES, "rolls": ListOf(Whole(max=10), min=1)},
                                     optional={"building": Maybe(Text(choices=("precinct", "penthouse")))}))
PLAYERS = ListOf(Text(), min=2, max=6, unique=True)
PLAY_ON = Record({"until": Text()}, optional={"max": Whole(min=1, max=1000)})
GAME_STEP_ARGS = {"deal": STEPS["deal"], "apply": STEPS["apply"], "play_on": PLAY_ON}


def _game_source(game: str, required=None, optional=None) -> Record:
    """A Mob Ties or Family Business story: an example, its JSON ``args`` and the steps played on it."""
    steps = ListOf(Tagged(0, {v: Tuple(Text(), GAME_STEP_ARGS[v], hint="[step, {details}]") for v in GAME_STEPS[game]}),
                   min=1)
    return Record({"example": Text(), **(required or {})},
                  optional={"args": ListOf(Anything()), "steps": steps, **(optional or {})}, check=_check_game_source)


GAME = Tagged("from", {game: _game_source(game) for game in EXAMPLE_MODULES})
SOURCE = Tagged("from", {
    "battle": Record({}, optional={"battle": BATTLE, "kind": Text(), "nth": Whole(), "index": Whole(), "level": LEVEL},
                     check=_check_battle_source),
    "income": Record({"example": Whole(min=1)}, optional={"sentence": Whole(), "context": CONTEXT, "level": LEVEL}),
    "space": Record({"space": Text()}, optional={"sentence": Whole(), "context": CONTEXT, "level": LEVEL}),
    "why_not": Record({"movement": Text(), "to": Text()}, optional={"piece": Text(), "level": LEVEL}),
    "setup": Record({}, optional={"players": PLAYERS, "rolls": ListOf(Whole(max=10)), "line": Whole(),
                                  "scenario": Text(), "level": LEVEL}),
    **{deal: Record({}, optional={"level": LEVEL}) for deal in ("ransom", "invite", "hand_over")},
    "buy": Record({"item": Text()}, optional={"at": Text(), "level": LEVEL}),
    "turn": Record({}, optional={"players": PLAYERS, "seed": Whole(), "kind": Text(), "phase": Text(), "level": LEVEL}),
    **{game: _game_source(game, {"kind": Text()}, {"nth": Whole(), "level": LEVEL, "context": CONTEXT})
       for game in EXAMPLE_MODULES},
})
COMMON = {"title": Text(), "instructions": Text()}
ANSWER = Either(Text(), ListOf(Text(), min=1))
GLOSSARY_WORD = Text(ref="glossary word", norm=term_key)
EXERCISE = Tagged("type", {
    "match": Record({"terms": ListOf(GLOSSARY_WORD, min=2, unique=True)}, optional=COMMON),
    "gap": Record({}, optional={**COMMON, "source": SOURCE, "remove": ListOf(Text(), min=1),
                                "accept": MapOf(ListOf(Text())), "hints": ListOf(Maybe(Text())), "sentence": Text(),
                                "answers": Either(Text(), ListOf(ANSWER, min=1))}, check=_check_gap),
    "order": Record({}, optional={**COMMON, "sequence": Text(choices=SEQUENCES), "items": TEXTS,
                                  "hints": MapOf(Text()), "free": ListOf(TEXTS)},
                    check=_one_of("sequence", "items")),
    "next": Record({"choices": TEXTS}, optional={**COMMON, "battle": BATTLE, "game": GAME, "index": Whole(),
                                                 "after": Record({}, optional={"kind": Text(), "nth": Whole()})},
                   check=_check_next),
    "question": Record({"prompt": Text(), "choices": TEXTS, "explanation": Text()},
                       optional={**COMMON, "answer": Text(), "answer_from": Text(check=_check_fact), "hint": Text()},
                       check=_check_question),
    "writing": Record({"prompt": Text(), "model": Text(), "criteria": ListOf(Text(), min=2)},
                      optional={**COMMON, "points": ListOf(Text(), min=1), "language": ListOf(Text(), min=1),
                                "words": Tuple(Whole(min=1), Whole(min=1), hint="[fewest, most]")},
                      check=_check_writing),
    "dictation": Record({}, optional={**COMMON, "sentence": Text(),
                                      "source": Tagged("from", {"example": Record({"term": GLOSSARY_WORD})})},
                        check=_one_of("source", "sentence")),
    "listen_choose": Record({"pair": Either(Whole(), Tuple(Text(), Text(), hint='["word", "word"]')),
                             "say": Either(Whole(max=1), Text())},
                            optional={**COMMON, "what": Text(choices=("word", "example"))}, check=_check_listen_choose),
})
EXERCISES = Record({"chapters": MapOf(ListOf(EXERCISE, min=1), keys=CHAPTER, min=1)}, optional={"about": Text()})


def read_exercises(path, words, error, pairs=()) -> dict:
    """exercises.json; matching exercises and dictations use glossary ``words`` (terms and their
    forms), listening to a pair uses minimal_pairs.json's ``pairs``."""
    from ..bloodfeud.pieces import catalogue

    return read_json(path, "exercises", error, schema=EXERCISES,
                     known={"glossary word": words, "Blood Feud piece": list(catalogue()),
                            "minimal pair": dict(enumerate(pairs))})


# -- lessons.json: each chapter's word bank and "Now you" speaking task --------------------------------

BANK_SIZE = (8, 12)      # words in a chapter's word bank, new and review together


def _check_bank(bank, ids):
    n = len(bank["new"]) + len(bank["review"])
    if not BANK_SIZE[0] <= n <= BANK_SIZE[1]:
        yield f"a word bank holds {BANK_SIZE[0]} to {BANK_SIZE[1]} words (new and review together), not {n}."
    both = {term_key(t) for t in bank["new"]} & {term_key(t) for t in bank["review"]}
    for t in sorted(both):
        yield f'"{t}" is both new and review: choose one.'
    listed = {term_key(t) for t in bank["new"] + bank["review"]}
    for t in bank.get("examples", {}):
        if term_key(t) not in listed:
            yield ("examples", t), f'"{t}" has an example here but is not in this word bank: add it to "new" or "review".'


def _check_order(chapters, ids):
    """In each game, a word is new in one chapter only, and a review word was new in an earlier chapter."""
    first: dict[tuple[str, str], str] = {}
    for chapter in sorted(chapters):          # "bloodfeud/01_..." < "bloodfeud/02_...": the reading order
        game = chapter.split("/")[0]
        bank = chapters[chapter]["word_bank"]
        for j, term in enumerate(bank["new"]):
            earlier = first.setdefault((game, term_key(term)), chapter)
            if earlier != chapter:
                yield (chapter, "word_bank", "new", j), f'"{term}" is already new in {earlier}: list it as review here.'
        for j, term in enumerate(bank["review"]):
            if (game, term_key(term)) not in first:
                yield ((chapter, "word_bank", "review", j),
                       f'"{term}" is not new in an earlier chapter of this game: list it as new here, or as new '
                       "in the chapter that teaches it.")


TERMS = ListOf(Text(ref="glossary term", norm=term_key), unique=True)
# "examples" (optional): this chapter's own example for a word whose glossary example is from another game.
WORD_BANK = Record({"new": TERMS, "review": TERMS},
                   optional={"examples": MapOf(Text(), keys=Text(ref="glossary term", norm=term_key))},
                   check=_check_bank)
SPEAKING = Record({"title": Text(), "task": Text(), "model": Text(), "criteria": ListOf(Text(), min=2, max=5),
                   "roleplay": Text(ref="role-play card")},
                  optional={"language": ListOf(Text(), min=1)})
LESSON = Record({"title": Text(), "word_bank": WORD_BANK}, optional={"speaking": SPEAKING})
LESSONS = Record({"chapters": MapOf(LESSON, keys=CHAPTER, min=1, check=_check_order)}, optional={"about": Text()})


def read_lessons(path, terms, roleplays, error) -> dict:
    """lessons.json: word-bank words must be glossary ``terms`` (headwords), and a speaking task's
    role-play card one of ``roleplays`` (ids)."""
    return read_json(path, "lessons", error, schema=LESSONS,
                     known={"glossary term": terms, "role-play card": roleplays})


__all__ = ["read_glossary", "read_minimal_pairs", "read_translation", "read_phrases", "read_roleplays",
           "read_exercises", "read_lessons", "find_pair", "check_what", "PairError", "position_function",
           "POSITION_MODULES", "FACTS", "BANK_SIZE"]
