// The site's own options, read from the lab page's URL. lite/front.py loads this module in
// lab/index.html before JupyterLite's config-utils.js, which calls window.mobgamesPatchConfig on
// the page configuration just before JupyterLab's bundle reads it.
//
//   ?seed=2026          every game started without a seed rolls the same dice (MOBGAMES_SEED)
//   ?narration=simple   events read in the simple English forms (MOBGAMES_NARRATION)
//   ?presenter          the presenter view: one chapter, code hidden, large type, run at once
//   ?teacher            the teacher's view: the code, the answer keys and the teacher notes
//                       (MOBGAMES_VIEW=teacher); without it a reader gets the student's view:
//                       no code, no answer keys, no notes, and the chapter runs by itself
//
// The seed and narration reach Python as environment variables of the kernel (Pyodide's `env`
// option), exactly as `make classroom` sets them for Voila, so mobgames reads them unchanged.

import { keepRegistration } from "./mobgames-offline.js";

const KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel";
const params = new URLSearchParams(window.location.search);
const seed = (params.get("seed") || "").trim();
const narration = (params.get("narration") || "").trim();
const presenter = params.has("presenter") && params.get("presenter") !== "0";
const teacher = params.has("teacher") && params.get("teacher") !== "0";
const view = teacher ? "teacher" : "student";
window.mobgamesSite = { seed, narration, presenter, view };   // for the site's test and the curious

window.mobgamesPatchConfig = (config) => {
  const kernel = ((config.litePluginSettings ||= {})[KERNEL_PLUGIN] ||= {});
  const env = ((kernel.loadPyodideOptions ||= {}).env ||= {});
  if (seed) env.MOBGAMES_SEED = seed;   // a bad one is reported by mobgames, in the notebook
  if (narration) env.MOBGAMES_NARRATION = narration;
  env.MOBGAMES_VIEW = view;
  if (presenter) config.mode = "single-document";
  keepRegistration(config.appVersion);   // the offline copy's worker: JupyterLite must keep it
  return config;
};

const here = (file) => new URL(file, import.meta.url).href;

// Resolves with the JupyterLab app once it has started (exposeAppInBrowser puts it on window).
function whenApp() {
  return new Promise((resolve) => {
    const look = () => (window.jupyterapp ? resolve(window.jupyterapp) : setTimeout(look, 100));
    look();
  });
}

// The open notebook panel (the one named in ?path= if there is one).
async function notebookPanel(app) {
  const path = params.get("path");
  for (;;) {
    const panel = Array.from(app.shell.widgets("main")).find(
      (w) => w.sessionContext && w.content?.model && (!path || w.context?.path === path));
    if (panel) return panel;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stylesheet(file) {
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = here(file);
  document.head.appendChild(css);
}

// The presenter view and the student's view: nothing is run by hand, so the chapter runs as soon
// as its kernel is ready. Hiding the code is CSS only: the chapter's stored copy is not changed.
async function present(kind) {
  document.documentElement.classList.add(`mobgames-${kind}`);
  if (kind === "presenter") {
    stylesheet("./mobgames-presenter.css");
    const classroom = document.createElement("script");   // sizes pictures for a projector
    classroom.src = here("./mobgames-classroom.js");
    document.head.appendChild(classroom);
  } else {
    stylesheet("./mobgames-student.css");
  }

  // A busy sign while Python starts in the browser (several seconds with nothing else to see).
  const busy = document.createElement("div");
  busy.className = "mobgames-presenter-busy";
  busy.setAttribute("role", "status");
  busy.style.cssText = "position:fixed;top:8px;left:50%;transform:translateX(-50%);z-index:1000;"
    + "background:#0b4f8a;color:#fff;font:20px/1.4 sans-serif;padding:8px 18px;border-radius:6px;";
  busy.textContent = "⏳ Starting Python in your browser: the chapter runs by itself in a few seconds.";
  (document.body || document.documentElement).appendChild(busy);

  const app = await whenApp();
  await app.restored;
  const panel = await notebookPanel(app);
  app.shell.activateById(panel.id);
  // After the notebook opened: opening it from ?path= shows its folder in the file browser.
  app.shell.collapseLeft();
  app.shell.collapseRight();
  await panel.sessionContext.ready;
  app.shell.collapseLeft();
  await panel.sessionContext.session.kernel.info;   // really ready, not just "starting"
  busy.textContent = "⏳ Running the chapter…";
  await app.commands.execute("notebook:run-all-cells");
  await refold(panel);
  busy.remove();
  document.documentElement.dataset.mobgamesPresenter = "ran";
  if (kind !== "presenter") await siteLinks();
}

// Running every cell makes each one active in turn, and JupyterLab opens the folded sections of the
// active cell: fold the extension sections again (their headings end with "(extension)"). A cell
// off screen may not be rendered yet, so its headings are asked for first (JupyterLab folds only
// what it knows to be a heading), and the flag is set afresh so that the fold is applied.
async function refold(panel) {
  const cells = panel.content.widgets.filter((c) => c.model.type === "markdown");
  await Promise.all(cells.map((c) => (c.getHeadings ? c.getHeadings() : null)));
  for (const cell of cells) {
    if (/^#{2,3} .*\(extension\)\s*$/m.test(cell.model.sharedModel.getSource())) {
      cell.headingCollapsed = false;
      cell.headingCollapsed = true;
    }
  }
}

// Two links in the lab's top bar: back to the chapter list, and reset the open chapter.
async function siteLinks() {
  const app = await whenApp();
  await app.restored;
  const top = document.getElementById("jp-top-panel");
  if (!top) return;
  const nav = document.createElement("nav");
  nav.className = "mobgames-site-links";
  nav.style.cssText = "position:absolute; right:12px; top:6px; z-index:10; font-size:13px;";
  nav.innerHTML = '<a href="../index.html">Chapters</a> · <a class="reset" href="../reset.html">Reset…</a>';
  const reset = nav.querySelector(".reset");
  const follow = () => {   // the reset link names the chapter on screen
    const path = app.shell.currentWidget?.context?.path;
    reset.href = here(path ? `./reset.html?path=${encodeURIComponent(path)}` : "./reset.html");
  };
  app.shell.currentChanged?.connect(follow);
  follow();
  top.appendChild(nav);
}

// A student's lab hides the code everywhere; a chapter opened by its link (with a path) runs by
// itself. A lab opened without a path (the file browser) runs nothing by itself.
if (presenter) present("presenter").catch((err) => console.error("mobgames presenter view:", err));
else if (!teacher && params.get("path")) present("student").catch((err) => console.error("mobgames student view:", err));
else {
  if (!teacher) {
    document.documentElement.classList.add("mobgames-student");
    stylesheet("./mobgames-student.css");
  }
  siteLinks().catch((err) => console.error("mobgames site links:", err));
}
