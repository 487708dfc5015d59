"""One spelling for everything a reader sees: American, to match the General American IPA.

    >>> british_words("The Don breaks the tie in favour of Blue; the card is cancelled.")
    [('favour', 'favor'), ('cancelled', 'canceled')]
    >>> british_words("Favor Cards, a Defense card, the Streets")
    []

``BRITISH`` maps each British spelling (with its inflected forms) to the American one. Words that
are spelled the same in both (promise, exercise, surprise, dialogue) are not in it. Data keys and
Python names (``colours=``, ``catalogue()``) are not prose: callers leave them out of the text.
"""

from __future__ import annotations

import re

__all__ = ["BRITISH", "british_words", "americanize"]

_OUR = ("colour", "favour", "honour", "behaviour", "neighbour", "labour", "rumour", "harbour", "armour",
        "flavour", "humour", "vigour", "valour", "odour", "saviour", "parlour", "endeavour", "splendour")
_OUR_ENDINGS = ("", "s", "ed", "ing", "ful", "less", "able", "ably", "ite", "ites", "hood", "hoods", "ly", "er")
_ISE = ("organis", "recognis", "realis", "apologis", "criticis", "emphasis", "summaris", "memoris", "prioritis",
        "minimis", "maximis", "specialis", "categoris", "authoris", "finalis", "utilis", "familiaris", "visualis",
        "sympathis", "characteris", "symbolis", "standardis", "personalis", "customis", "optimis", "penalis",
        "legalis", "jeopardis", "scrutinis", "mobilis", "neutralis", "stabilis", "capitalis", "itemis", "energis",
        "agonis", "patronis", "terroris", "civilis", "colonis", "fertilis", "hospitalis", "idealis", "normalis",
        "randomis", "serialis", "initialis", "synchronis", "harmonis", "modernis", "publicis")
_ISE_ENDINGS = ("e", "es", "ed", "ing", "ation", "ations")
_RE = {"centre": "center", "theatre": "theater", "metre": "meter", "litre": "liter", "fibre": "fiber",
       "calibre": "caliber", "sombre": "somber", "spectre": "specter", "meagre": "meager", "lustre": "luster",
       "sabre": "saber", "manoeuvre": "maneuver"}
_RE_ENDINGS = {"": "", "s": "s", "d": "ed"}
_LL = ("cancel", "travel", "model", "label", "signal", "fuel", "total", "counsel", "quarrel", "level", "dial",
       "channel", "tunnel", "rival", "equal", "duel", "pencil", "marshal", "shovel", "snorkel", "yodel")
_WORDS = {
    "defence": "defense", "defences": "defenses", "offence": "offense", "offences": "offenses",
    "licence": "license", "licences": "licenses", "pretence": "pretense",
    "practise": "practice", "practises": "practices", "practised": "practiced", "practising": "practicing",
    "analyse": "analyze", "analyses": "analyzes", "analysed": "analyzed", "analysing": "analyzing",
    "paralyse": "paralyze", "paralysed": "paralyzed", "paralysing": "paralyzing",
    "grey": "gray", "greys": "grays", "greyer": "grayer", "greyed": "grayed", "greyish": "grayish",
    "judgement": "judgment", "judgements": "judgments", "acknowledgement": "acknowledgment",
    "acknowledgements": "acknowledgments", "programme": "program", "programmes": "programs",
    "cheque": "check", "cheques": "checks", "tyre": "tire", "tyres": "tires", "catalogue": "catalog",
    "catalogues": "catalogs", "catalogued": "cataloged", "storey": "story", "storeys": "stories",
    "sceptic": "skeptic", "sceptical": "skeptical", "scepticism": "skepticism", "ageing": "aging",
    "learnt": "learned", "spelt": "spelled", "dreamt": "dreamed", "cosy": "cozy", "mould": "mold",
    "moulds": "molds", "smoulder": "smolder", "smouldering": "smoldering", "plough": "plow", "ploughs": "plows",
    "aluminium": "aluminum", "aeroplane": "airplane", "aeroplanes": "airplanes", "kerb": "curb",
    "pyjamas": "pajamas", "whilst": "while", "moustache": "mustache", "gaol": "jail", "jewellery": "jewelry",
    "marvellous": "marvelous", "enrolment": "enrollment", "enrolments": "enrollments", "fulfil": "fulfill",
    "fulfils": "fulfills", "fulfilment": "fulfillment", "skilful": "skillful", "wilful": "willful",
    "instalment": "installment", "instalments": "installments", "counsellor": "counselor",
    "counsellors": "counselors", "woollen": "woolen", "focussed": "focused", "focussing": "focusing",
}


def _build() -> dict[str, str]:
    words = dict(_WORDS)
    for stem in _OUR:
        for end in _OUR_ENDINGS:
            words[stem + end] = stem[:-2] + "r" + end
    for stem in _ISE:
        for end in _ISE_ENDINGS:
            words[stem + end] = stem[:-1] + "z" + end
    words.pop("emphasis", None)                     # the noun is the same in both
    for word, us in _RE.items():
        for end, us_end in _RE_ENDINGS.items():
            words[word + end] = (us + us_end) if end != "d" else us + "ed"
    for stem in _LL:
        for end in ("led", "ling", "ler", "lers"):
            words[stem + end] = stem + end[1:]
    return words


BRITISH: dict[str, str] = _build()
_PATTERN = re.compile(r"\b(" + "|".join(sorted(map(re.escape, BRITISH), key=len, reverse=True)) + r")\b",
                      re.IGNORECASE)


def _match_case(word: str, us: str) -> str:
    if word.isupper():
        return us.upper()
    return us[0].upper() + us[1:] if word[0].isupper() else us


def british_words(text: str) -> list[tuple[str, str]]:
    """Each British spelling in ``text``, in order, with its American spelling."""
    return [(m.group(0), _match_case(m.group(0), BRITISH[m.group(0).lower()])) for m in _PATTERN.finditer(text)]


def americanize(text: str) -> str:
    """``text`` with every British spelling in ``BRITISH`` made American (the case kept)."""
    return _PATTERN.sub(lambda m: _match_case(m.group(0), BRITISH[m.group(0).lower()]), text)
