"""Teaching aids for the classroom: a glossary of game terms with translations.

- ``define("bail", lang="es")``: one term, its definition, an example and a translation;
- ``glossary_table(game=..., lang=...)``: the glossary of a game, with a translation column;
- ``annotate(text, lang=...)``: HTML where every game term shows its definition on hover;
- ``terms_in(text)``: the game terms a text uses;
- ``LANGUAGES``: the languages available (one file each in ``data/translations/``);
- ``exercises_for(chapter)``, ``phrase_bank()``, ``roleplay_cards()``: exercises and speaking tasks;
- ``pronounce(term)``, ``minimal_pairs(game=...)``: a term's IPA and stress, and the pairs of words
  the games contain that learners mix up (hit / heat, vote / boat ...);
- ``teacher_notes(chapter)``, ``all_teacher_notes(game=...)``, ``lesson_plan(chapter, 45)``: a chapter's lesson
  notes and its lesson as a table (aims, timings,
  cells to skip or project, concept checks, differentiation, where the answers are);
- ``word_bank(chapter, lang=...)``: the 8 to 12 words a chapter teaches, each new or review, with a
  page to print; ``speaking_task(chapter)``: its "Now you" task with success criteria, a model
  answer and the role-play card that fits;
- ``audio(text)``, ``audio_status()``: the recording of a text the tutorial speaks (a path, or None),
  and how many texts have one (``make audio`` records them).

The data files are read the first time they are needed, so ``import mobgames.teaching`` is instant.
"""

from .glossary import (
    Definition,
    Entry,
    GlossaryError,
    annotate,
    current_language,
    define,
    glossary_table,
    languages,
    load_glossary,
    reload,
    set_language,
    terms_in,
)

__all__ = ["define", "glossary_table", "annotate", "terms_in", "load_glossary", "languages", "reload",
           "set_language", "current_language", "exercises_for", "phrase_bank", "roleplay_cards", "setup_position",
           "pronounce", "minimal_pairs", "teacher_notes", "all_teacher_notes", "lesson_plan", "word_bank", "speaking_task",
           "audio", "audio_status",
           "LANGUAGES", "Definition", "Entry", "GlossaryError"]


_LAZY = {"exercises_for": "exercises", "phrase_bank": "phrases", "roleplay_cards": "phrases",
         "setup_position": "phrases", "pronounce": "pronunciation", "minimal_pairs": "pronunciation",
         "teacher_notes": "chapter_notes", "all_teacher_notes": "chapter_notes", "lesson_plan": "chapter_notes",
         "word_bank": "lessons", "speaking_task": "lessons",
         "audio": "recordings", "audio_status": "spoken"}


def __getattr__(name):
    if name == "LANGUAGES":
        return languages()
    if name in _LAZY:   # exercises and phrases load on first use
        from importlib import import_module
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
