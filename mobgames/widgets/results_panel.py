"""ClassResults: the teacher's page for a class's results (issue 29). The teacher loads the CSV files
the students downloaded ("Download my results" under each chapter's exercises), several at once or
one by one, and sees one table per exercise (the most missed first) and one per student. The files
are read in this browser's kernel only: nothing is sent anywhere, and nothing in them is run (each
row is checked; a bad file is named with every problem, and the others still count).
"""

from __future__ import annotations

from html import escape

import ipywidgets as W

from mobgames.core.errors import DataError
from mobgames.core.markup import NO_MATH
from mobgames.teaching.results import class_results, read_results

from .exercises import TEXT
from .file_load import FileLoad


class ClassResultsPanel(W.VBox):
    """``ClassResultsPanel()``: load results files, see the class's tables. ``load(name, text)`` does
    what choosing a file does (for code and tests)."""

    def __init__(self):
        self.files: dict[str, str] = {}
        self.refused: dict[str, list[str]] = {}    # a file that is not a results file: why
        self.chooser = FileLoad(description="Load results files", tooltip="Choose the students' results files (CSV)",
                                accept=".csv,text/csv", multiple=True)
        self.chooser.on_file(self.load)
        self.clear_button = W.Button(description="Start again", tooltip="Forget the files loaded so far",
                                     layout=W.Layout(width="auto"))
        self.clear_button.on_click(lambda _: self.clear())
        self.status = W.HTML()
        self.status.add_class("mobgames-results-status")
        self.tables = W.HTML()
        self.tables.add_class("mobgames-results-tables")
        super().__init__([W.HBox([self.chooser, self.clear_button]), self.status, self.tables])
        self.add_class("mobgames-class-results")
        self._show()

    def load(self, name: str, text: str | None) -> None:
        self.refused.pop(name, None)
        if text is None:
            self.refused[name] = ["it is not a text file, or it is too big to be a results file"]
        else:
            try:
                read_results(text, name)
                self.files[name] = text
            except DataError as err:
                self.files.pop(name, None)
                self.refused[name] = list(err.problems)
        self._show()

    def clear(self) -> None:
        self.files, self.refused = {}, {}
        self._show()

    def _show(self) -> None:
        said = [f"{len(self.files)} file{'s' if len(self.files) != 1 else ''} loaded"
                + (f": {', '.join(sorted(self.files))}." if self.files else ". Choose the files your students downloaded.")]
        said += [f"Not loaded, {name}: {'; '.join(problems)}." for name, problems in sorted(self.refused.items())]
        self.status.value = (f"<div role='status' class='{NO_MATH}' style='{TEXT}'>"
                             + "<br>".join(escape(s) for s in said) + "</div>")
        if not self.files:
            self.tables.value = ""
            return
        results = class_results(self.files.items())
        self.tables.value = (f"<div style='{TEXT}'>" + results.by_item()._repr_html_() + "<br>"
                             + results.by_student()._repr_html_() + "</div>")
