"""Does the recording voice say every glossary term the glossary's way? Runs espeak-ng (voice en-us)
on each term's spoken form (the term, or its respelling in ``mobgames/teaching/data/respellings.json``)
and prints the counts, then every term that is respelled, accepted or differs, with both IPAs.

    python scripts/pronunciation_report.py [--json mobgames/teaching/data/voice_ipa.json] [--all]

``--json FILE`` writes {spoken form: the phonemes espeak gave}: the snapshot that
``tests/test_voice_check.py`` checks without espeak. Run it with that path after changing a
respelling or a term's IPA. Exits with 1 while a term differs (fix it in respellings.json).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from mobgames.teaching import voice_check  # noqa: E402
from mobgames.teaching.glossary import load_glossary  # noqa: E402


def espeak(text: str, program: str, voice: str) -> str:
    """espeak-ng's phonemes for ``text``, its lines joined. One call per term: espeak joins the lines
    of one input into sentences, and a neighbor would then change a term's stress."""
    done = subprocess.run([program, "-q", "-x", "--ipa", "-v", voice, text], capture_output=True, text=True,
                          check=True, timeout=30)
    return " ".join(done.stdout.split())


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", metavar="FILE", help="write {spoken form: espeak's phonemes} to FILE")
    parser.add_argument("--all", action="store_true", help="list the terms that agree too")
    parser.add_argument("--espeak", default="espeak-ng", help="the espeak-ng program (default: espeak-ng)")
    parser.add_argument("--voice", default="en-us", help="the espeak-ng voice (default: en-us)")
    args = parser.parse_args(argv)
    program = shutil.which(args.espeak)
    if program is None:
        sys.exit(f"{args.espeak} is not installed (Debian and Ubuntu: apt-get install espeak-ng).")

    spoken = [voice_check.spoken_form(e.term) for e in load_glossary()]
    phonemes = {text: espeak(text, program, args.voice) for text in dict.fromkeys(spoken)}
    rows = voice_check.report(phonemes.get)

    counts = {s: sum(r["status"] == s for r in rows) for s in voice_check.STATUSES}
    print(f"{len(rows)} terms: " + ", ".join(f"{n} {s}" for s, n in counts.items()))
    for row in rows:
        if row["status"] == "agrees" and not args.all:
            continue
        print(f"\n{row['term']} [{row['status']}]")
        if row["spoken"] != row["term"]:
            print(f"  spoken as: {row['spoken']}")
        print(f"  glossary:  {row['glossary']}")
        print(f"  voice:     {row['voice']}")
        for difference in row["differences"]:
            print(f"  - {difference}")
        if row["reason"]:
            print(f"  accepted:  {row['reason']}")
    for term in voice_check.stale(rows):
        print(f"\nNote: {term!r} is accepted in respellings.json, but the voice now says it as written: "
              "remove its line from \"accept\".")

    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(phonemes, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print(f"\nWrote {len(phonemes)} spoken forms and their phonemes to {args.json}")
    return 1 if counts["differs"] else 0


if __name__ == "__main__":
    sys.exit(main())
