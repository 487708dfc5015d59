"""Quiz: a game's 15-minute end-of-game quiz (mobgames.teaching.quizzes), as a set of exercises.
Every item is one the engine checks; the answers are recorded like a chapter's (results are
downloaded as "quiz-<game>"); the teacher's view has the answer key ("Show all answers")."""

from __future__ import annotations

from mobgames.teaching.glossary import GAMES
from mobgames.teaching.quizzes import quiz, quiz_minutes

from .exercises import ExerciseSet


def Quiz(game: str) -> ExerciseSet:  # noqa: N802 (a widget, named like one)
    """``Quiz("bloodfeud")``: the game's end-of-game quiz."""
    items = quiz(game)
    return ExerciseSet(items, title=f"End-of-game quiz: {GAMES[game]} ({quiz_minutes(game)} minutes, "
                                    f"{len(items)} questions)", results_as=f"quiz/{game}")
