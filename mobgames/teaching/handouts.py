"""Handouts made from the data, in the kernel: a chapter's printable pack (issue 29: a paper route
that needs no terminal) and the pieces ``mobgames handouts`` writes to files (``handout_files``).

``chapter_pack(chapter)`` is one page the browser prints: the word bank; the exercises, each on
paper; the "Now you" task with the role-play cards to cut out; the board or the cards the game is
played with; then, from a new page, the answer key, the model answer and how to teach the
chapter's core with one projector and paper only. Every chapter's exercises offer it in the
teacher's view ("Open the printable pack").

    >>> from mobgames.teaching.handouts import chapter_pack
    >>> html = chapter_pack("bloodfeud/03_battle")
    >>> "Answer key" in html and "break-before: page" in html
    True
"""

from __future__ import annotations

from functools import cache
from html import escape

from ..core.arguments import checked
from .feedback import GAP
from .printing import name_line, page, table_html

__all__ = ["exercise_html", "key_html", "role_card_html", "board_html", "chapter_pack"]


def exercise_html(ex, n: int) -> str:
    """One exercise as it is done on paper: boxes to write in, lines, ticks."""
    e = escape
    # A listening exercise on paper: the teacher speaks (its screen instructions name a button).
    head = f"<h3>{n}. {e(ex.title)}</h3><p><i>{e(getattr(ex, 'paper_instructions', ex.instructions))}</i></p>"
    if ex.kind == "dictation":
        body = "".join("<div class='line'></div>" for _ in range(3))
    elif ex.kind == "listen_choose":
        words = "".join(f"<li><span class='tick'></span><b>{e(w['word'])}</b> {e(w['ipa'])}: {e(w['meaning'])}</li>"
                        for w in ex.options)
        body = f"<ul style='list-style:none;padding-left:0;font-size:13pt'>{words}</ul>"
    elif ex.kind == "match":
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        terms = "".join(f"<tr><td>{e(t)}</td><td><span class='box'></span></td></tr>" for t in ex.terms)
        meanings = "".join(f"<tr><td><b>{letters[i]}</b></td><td>{e(d)}</td></tr>" for i, d in enumerate(ex.options))
        body = (f"<table><thead><tr><th>Word</th><th>Letter</th></tr></thead><tbody>{terms}</tbody></table>"
                f"<p></p><table><thead><tr><th></th><th>Meaning</th></tr></thead><tbody>{meanings}</tbody></table>")
    elif ex.kind == "gap":
        parts = ex.sentence.split(GAP)
        text = (f"{e(ex.context)} " if ex.context else "") + e(parts[0])
        for i, part in enumerate(parts[1:], 1):
            label = "" if ex.gaps == 1 else f"({i}) "
            text += f"{label}<span class='write'></span>{e(part)}"
        body = f"<p style='font-size:13pt'>{text}</p>"
    elif ex.kind == "order":
        rows = "".join(f"<li><span class='box'></span>{e(item)}</li>" for item in ex.shuffled)
        body = f"<p>Write 1 to {len(ex.shuffled)} in the boxes.</p><ul style='list-style:none;padding-left:0'>{rows}</ul>"
    elif ex.kind == "next":
        story = "".join(f"<li>{e(ev.text)}</li>" for ev in ex.story)
        choices = "".join(f"<li><span class='tick'></span>{e(label)}</li>" for _, label in ex.choices)
        body = (f"{ex.picture()}<ol class='story'>{story}</ol>"
                f"<p><b>What happens next?</b> Tick one.</p><ul style='list-style:none;padding-left:0'>{choices}</ul>")
    elif ex.kind == "writing":
        points = "".join(f"<li>{e(p)}</li>" for p in ex.points)
        words = f" ({ex.words[0]} to {ex.words[1]} words)" if ex.words else ""
        useful = f"<p><i>Useful language:</i> {e(', '.join(ex.language))}</p>" if ex.language else ""
        lines = "".join("<div class='line'></div>" for _ in range(10))
        body = (f"<p>{e(ex.prompt)}{e(words)}</p>" + (f"<p>Put in:</p><ul>{points}</ul>" if points else "")
                + useful + lines)
    else:
        choices = "".join(f"<li><span class='tick'></span>{e(c)}</li>" for c in ex.choices)
        body = f"<p>{e(ex.prompt)}</p><ul style='list-style:none;padding-left:0'>{choices}</ul>"
    return f"<div class='exercise'>{head}{body}</div>"


def key_html(exercises) -> str:
    """The answer key, from a page of its own."""
    items = "".join(f"<li><b>{escape(ex.title)}</b>\n{escape(ex.key_text())}</li>" for ex in exercises)
    return f"<section class='answer-key'><h2>Answer key (teacher)</h2><ol>{items}</ol></section>"


def role_card_html(card: dict, role: dict) -> str:
    """One student's role-play card, to cut out."""
    e = escape
    lang = "".join(f"<li>{e(x)}</li>" for x in card["language"])
    grammar = f"<p><i>Language point:</i> {e(card['grammar'])}</p>" if card.get("grammar") else ""
    return (f"<div class='card'><div class='game'>{e(card['game'])}</div><h3>{e(card['title'])}</h3>"
            f"<p>{e(card['situation'])}</p><p><b>You are {e(role['name'])}.</b> Your goal: {e(role['goal'])}</p>"
            f"<p><i>Useful language:</i></p><ul>{lang}</ul>{grammar}</div>")


@cache
def board_html(game: str) -> str:
    """What a game is played with on paper: the Blood Feud map, the Mob Ties board, or the Family
    Business cards (each card, what it does and what answers it)."""
    if game == "bloodfeud":
        from ..bloodfeud import load_board
        from ..bloodfeud.svg import board_svg

        return ("<h2>The map</h2><p>The whole board, to project or to pass round. Corners where two "
                "spaces meet only at a point cannot be crossed.</p>" + board_svg(load_board(), width=680))
    if game == "mobties":
        from ..printables.mobties_board import board_svg as mobties_board

        return "<h2>The board</h2><p>The locations in their clockwise order, the Prison and the Morgue.</p>" + \
            mobties_board(width="100%")
    from ..familybusiness.cards import CARDS
    from ..printables.familybusiness import answers_line

    rows = "".join(f"<tr><td><b>{escape(c.name)}</b></td><td>{escape(c.type.title())}</td><td><i>{escape(c.when)}</i> "
                   f"{escape(c.text)} {escape(answers_line(c))}</td></tr>" for c in CARDS.values())
    return ("<h2>The cards</h2><p>Every Action card, when it can be played and what it does. The cards "
            "themselves, to cut out, are in the print-and-play sheets (<code>make printables</code>).</p>"
            f"<table><thead><tr><th>Card</th><th>Type</th><th>What it does</th></tr></thead><tbody>{rows}</tbody></table>")


def _assessment(chapter: str, exercises) -> str:
    """The B1 rubrics, with where the chapter's model answers sit on them (printed, not folded)."""
    from .rubrics import BAND_NAMES, model_band, rubric

    kinds = ["speaking"] + (["writing"] if any(ex.kind == "writing" for ex in exercises) else [])
    out = []
    for kind in kinds:
        band, why = model_band(chapter, kind)
        out.append(f"<h3>Assessing the {kind} task</h3><p>The model answer is band {band} "
                   f"({escape(BAND_NAMES[str(band)])}): {escape(why)}</p>{rubric(kind)._repr_html_()}")
    return "".join(out)


@checked
def chapter_pack(chapter: str, lang: str = "en") -> str:
    """The printable pack of one chapter (see the module's doc), as a whole HTML page; ``lang``
    adds a translation column to the word bank."""
    from .chapter_notes import paper_route
    from .exercises import exercises_for
    from .lessons import chapter_title, speaking_task, word_bank

    exercises = exercises_for(chapter)
    task = speaking_task(chapter)
    t = task.task
    criteria = "".join(f"<li><span class='tick'></span>{escape(c)}</li>" for c in t["criteria"])
    useful = f"<p><i>Useful language:</i> {escape(' / '.join(t['language']))}</p>" if t.get("language") else ""
    cards = "".join(role_card_html(task.card, role) for role in task.card["roles"])
    game = chapter.split("/", 1)[0]
    body = ("<section><h2>Word bank</h2>" + table_html(word_bank(chapter, lang)) + "</section>"
            + "<section class='new-page'><h2>Exercises</h2>" + name_line()
            + "".join(exercise_html(ex, i) for i, ex in enumerate(exercises, 1)) + "</section>"
            + f"<section class='new-page'><h2>Now you: {escape(t['title'])}</h2><p>{escape(t['task'])}</p>{useful}"
            + f"<p><b>Success criteria.</b></p><ul style='list-style:none;padding-left:0'>{criteria}</ul>"
            + f"<h3>Role-play cards: cut along the dashed lines</h3>{cards}</section>"
            + f"<section class='new-page'>{board_html(game)}</section>"
            + key_html(exercises)
            + f"<section><h2>Model answer (teacher)</h2><p><i>{escape(t['model'])}</i></p>"
            + _assessment(chapter, exercises)
            + f"<h2>With one projector and paper only</h2><p>{escape(paper_route(chapter))}</p></section>")
    return page(f"Printable pack: {chapter_title(chapter)}", body,
                f"Word bank, {len(exercises)} exercises, the speaking task and its cards, the "
                f"{'map' if game == 'bloodfeud' else 'board' if game == 'mobties' else 'cards'}; the answer key "
                "starts on a page of its own.")
