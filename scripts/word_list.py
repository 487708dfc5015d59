"""Write ``mobgames/teaching/data/words.txt``: the English words a gap fill's feedback may take as
correctly spelled, so that it never says "check the spelling" of a real word.

No general word list is installed offline, so the list is gathered from the English this project
already has (the three rulebooks, the notebooks, the README, the games' and the teaching data), with
the regular forms of each word (-s, -es, -ed, -ing, -ly, -er) added: a word that only ever appears
as "kills" is still known as "kill". A word spelled wrongly somewhere in those texts would be
taken as right, so a new list is worth a look before it is committed.

    python scripts/word_list.py [RULEBOOK_DIR]   (default /work/shared/rulebooks)

With ``--dictionary`` it also writes ``data/dictionary.txt.gz``, a general English word list, so
that a real word outside the project's English ("worthy", "bribery") is never called misspelled:
the lower-case words of Webster's Second International (1934, public domain) as packaged by
``english-words`` on PyPI (MIT), which must be installed for this (``pip install english-words``).
That package keeps its lists as pickles; they are read here, at build time, and never shipped.
"""

from __future__ import annotations

import glob
import gzip
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "mobgames", "teaching", "data", "words.txt")


def forms(word: str) -> set[str]:
    """``word`` and its regular forms. Only forms built forwards, and a plural taken back to its
    noun: taking "-ing" off "hitting" would make "hitt" a word, and hide a real misspelling."""
    out = {word, word + "s", word + "ly", word + "er"}
    if re.search(r"(s|x|z|ch|sh|o)$", word):
        out.add(word + "es")
    if word.endswith("e"):
        out |= {word + "d", word[:-1] + "ing"}
    else:
        out |= {word + "ed", word + "ing"}
    if re.search(r"[^aeiou]y$", word):
        out |= {word[:-1] + "ies", word[:-1] + "ied"}
    if word.endswith("ies") and len(word) > 4:
        out.add(word[:-3] + "y")
    elif re.search(r"[^s]s$", word) and len(word) > 3:
        out.add(word[:-1])
    return out


def main(rulebooks: str) -> None:
    paths = glob.glob(os.path.join(rulebooks, "*.txt")) + [os.path.join(ROOT, "README.md")]
    paths += glob.glob(os.path.join(ROOT, "notebooks", "**", "*.py"), recursive=True)
    paths += glob.glob(os.path.join(ROOT, "mobgames", "*", "data", "*.json"))
    paths += glob.glob(os.path.join(ROOT, "docs", "*.md"))
    words: set[str] = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            words |= set(re.findall(r"[a-z]+(?:'[a-z]+)?", f.read().lower()))
    known = {f for w in words if len(w) > 1 or w in "ai" for f in forms(w)}
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(sorted(known)) + "\n")
    print(f"{len(known)} words -> {os.path.relpath(OUT, ROOT)}")


def dictionary() -> None:
    from english_words import get_english_words_set

    words = sorted(w for w in get_english_words_set(["web2"], alpha=True) if w.islower())
    out = os.path.join(os.path.dirname(OUT), "dictionary.txt.gz")
    # mtime=0: the same words give the same bytes, so regenerating changes no file.
    with open(out, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as f:
        f.write(("\n".join(words) + "\n").encode("utf-8"))
    print(f"{len(words)} words -> {os.path.relpath(out, ROOT)}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--dictionary"]
    main(args[0] if args else "/work/shared/rulebooks")
    if "--dictionary" in sys.argv:
        dictionary()
