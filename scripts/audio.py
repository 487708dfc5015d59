"""Record every text the tutorial speaks (``make audio``): the files in audio/ and audio/index.json.

    python scripts/audio.py            # record what is missing or stale, drop files no text uses
    python scripts/audio.py --check    # only say what would change (exit 1 if anything would)

The voice is Debian's espeak-ng (``apt-get install espeak-ng``), encoded to MP3 by LAME through the
``lameenc`` package (the project's ``audio`` extra); the settings are in mobgames/teaching/data/voice.json. A file's name is a hash of its input and settings,
so a run over unchanged texts writes nothing. Why espeak-ng and not a neural voice: see the README.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import wave
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from mobgames.teaching.recordings import plain, recording_name, spoken_input, voice_settings  # noqa: E402
from mobgames.teaching.spoken import inventory  # noqa: E402

OUT = REPO / "audio"


def record(say: str, voice: dict, encoding: dict, dest: Path) -> float:
    """Speak ``say`` into ``dest`` (MP3); returns its length in seconds."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "speech.wav"
        subprocess.run(["espeak-ng", "-v", voice["voice"], "-s", str(voice["words_per_minute"]),
                        "-p", str(voice["pitch"]), "-g", str(voice["word_gap"]), "-w", str(wav), "--", say],
                       check=True, capture_output=True)
        with wave.open(str(wav)) as w:
            rate, frames = w.getframerate(), w.readframes(w.getnframes())
    import lameenc   # (the audio extra: only make audio needs it)

    encoder = lameenc.Encoder()
    encoder.set_in_sample_rate(rate)
    encoder.set_out_sample_rate(encoding["sample_rate_khz"] * 1000)
    encoder.set_channels(1)
    encoder.set_bit_rate(encoding["kilobits_per_second"])
    encoder.set_quality(2)   # (2: LAME's near-best, still far quicker than the voice)
    dest.write_bytes(bytes(encoder.encode(frames) + encoder.flush()))
    return round(len(frames) / 2 / rate, 2)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="say what would change, change nothing")
    args = parser.parse_args(argv)
    settings = voice_settings()
    index_path = OUT / "index.json"
    old = json.loads(index_path.read_text(encoding="utf-8"))["files"] if index_path.is_file() else {}
    wanted: dict[str, dict] = {}
    for item in inventory():
        name = recording_name(item.text, item.voice)
        entry = wanted.setdefault(name, {"text": plain(item.text), "voice": item.voice,
                                         "say": spoken_input(item.text), "kinds": []})
        if item.kind not in entry["kinds"]:
            entry["kinds"].append(item.kind)
    todo = [n for n in wanted if not (OUT / n).is_file() or n not in old]
    extra = sorted(p.name for p in OUT.glob(f"*.{settings['encoding']['format']}") if p.name not in wanted)
    print(f"[audio] {len(wanted)} texts: {len(wanted) - len(todo)} recorded, {len(todo)} to record, "
          f"{len(extra)} files no text uses")
    if args.check:
        return 1 if todo or extra else 0
    if shutil.which("espeak-ng") is None:
        print("[audio] espeak-ng is not installed: sudo apt-get install espeak-ng", file=sys.stderr)
        return 2
    OUT.mkdir(exist_ok=True)

    def make(name: str) -> tuple[str, float]:
        entry = wanted[name]
        if (OUT / name).is_file() and name in old:
            return name, old[name]["seconds"]
        return name, record(entry["say"], settings["voices"][entry["voice"]], settings["encoding"], OUT / name)

    with ThreadPoolExecutor(max_workers=4) as pool:
        for name, seconds in pool.map(make, list(wanted)):
            wanted[name]["seconds"] = seconds
    for name in extra:
        (OUT / name).unlink()
    total = sum(e["seconds"] for e in wanted.values())
    size = sum((OUT / n).stat().st_size for n in wanted)
    index = {"about": "What each recording says and how it was made: written by scripts/audio.py (make audio).",
             "engine": settings["engine"], "files": dict(sorted(wanted.items()))}
    index_path.write_text(json.dumps(index, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"[audio] {len(wanted)} files, {total / 60:.1f} minutes of speech, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
