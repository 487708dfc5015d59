// The site's own JupyterLab extension, "mobgames-site" (lite/front.py installs it in the site
// through JupyterLite's documented `federated_extensions` setting). It is written by hand as a
// module-federation container, the form JupyterLab loads every prebuilt extension in: `init`
// receives the app's shared modules, `get("./extension")` returns the plugins. It needs no build
// step; what it uses of JupyterLab is the public PageConfig API and the app object.
//
// It reads the lab page's URL:
//   ?seed=2026          every game started without a seed rolls the same dice (MOBGAMES_SEED)
//   ?narration=simple   events read in the simple English forms (MOBGAMES_NARRATION)
//   ?presenter          the presenter view: one chapter, code hidden, large type, run at once
//   ?teacher            the teacher's view: the code, the answer keys and the teacher notes
//                       (MOBGAMES_VIEW=teacher); without it a reader gets the student's view:
//                       no code, no answer keys, no notes, and the chapter runs by itself
//
// The seed, narration and view reach Python as environment variables of the kernel (Pyodide's
// `env` option), exactly as `make classroom` sets them for Voila, so mobgames reads them unchanged.
// They are set when this module is created: JupyterLab creates every extension's module before
// it activates any plugin, so the kernel's plugin reads them when it starts.
//
// If a JupyterLab upgrade takes away what this file relies on, it throws with a sentence saying
// so (the site's test opens every view and fails on it), rather than doing nothing quietly.
(function () {
  "use strict";
  const NAME = "mobgames-site";
  const KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel";
  const HERE = new URL(".", document.currentScript.src);   // this extension's static/ folder
  const here = (file) => new URL(file, HERE).href;
  let shareScope = null;
  let PageConfig = null;

  const params = new URLSearchParams(window.location.search);
  const seed = (params.get("seed") || "").trim();
  const narration = (params.get("narration") || "").trim();
  const presenter = params.has("presenter") && params.get("presenter") !== "0";
  const teacher = params.has("teacher") && params.get("teacher") !== "0";
  const view = teacher ? "teacher" : "student";
  const path = params.get("path");
  window.mobgamesSite = { seed, narration, presenter, view };   // for the site's test and the curious

  // A module JupyterLab shares with its extensions (webpack's share scope: name -> version ->
  // {get}), the newest copy of the major version this file was written for.
  async function shared(name, major) {
    const versions = (shareScope || {})[name] || {};
    const fitting = Object.keys(versions).filter((v) => v.split(".")[0] === String(major));
    if (!fitting.length) {
      throw new Error(`${NAME}: JupyterLab shares no ${name} ${major}.x (it has: `
        + `${Object.keys(versions).join(", ") || "none"}); lite/extension/remoteEntry.js needs updating`);
    }
    const newest = fitting.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })).pop();
    return (await versions[newest].get())();
  }

  function configure() {
    const settings = JSON.parse(PageConfig.getOption("litePluginSettings") || "{}");
    if (!settings[KERNEL_PLUGIN]) {
      throw new Error(`${NAME}: the site's configuration has no ${KERNEL_PLUGIN} settings; `
        + "has the Pyodide kernel's plugin been renamed?");
    }
    const options = (settings[KERNEL_PLUGIN].loadPyodideOptions ||= {});
    const env = (options.env ||= {});
    if (seed) env.MOBGAMES_SEED = seed;   // a bad one is reported by mobgames, in the notebook
    if (narration) env.MOBGAMES_NARRATION = narration;
    env.MOBGAMES_VIEW = view;
    PageConfig.setOption("litePluginSettings", JSON.stringify(settings));
    if (presenter) PageConfig.setOption("mode", "single-document");
  }

  function stylesheet(file) {
    const css = document.createElement("link");
    css.rel = "stylesheet";
    css.href = here(file);
    document.head.appendChild(css);
  }

  // The look of the view, and a busy sign while Python starts in the browser (several seconds with
  // nothing else to see): put up as soon as the module is created, before the app starts.
  function dressPage(kind) {
    document.documentElement.classList.add(`mobgames-${kind}`);
    if (kind === "presenter") {
      stylesheet("./presenter.css");
      const classroom = document.createElement("script");   // sizes pictures for a projector
      classroom.src = here("./classroom.js");
      document.head.appendChild(classroom);
    } else {
      stylesheet("./student.css");
    }
    if (kind === "presenter" || path) {
      const busy = document.createElement("div");
      busy.className = "mobgames-presenter-busy";
      busy.setAttribute("role", "status");
      busy.style.cssText = "position:fixed;top:8px;left:50%;transform:translateX(-50%);z-index:1000;"
        + "background:#0b4f8a;color:#fff;font:20px/1.4 sans-serif;padding:8px 18px;border-radius:6px;";
      // Plain words: an emoji shows as an empty box where no emoji font is installed.
      busy.textContent = "Starting Python in your browser: the chapter runs by itself in a few seconds.";
      (document.body || document.documentElement).appendChild(busy);
      return busy;
    }
    return null;
  }

  // The open notebook panel (the one named in ?path= if there is one).
  async function notebookPanel(app) {
    for (;;) {
      const panel = Array.from(app.shell.widgets("main")).find(
        (w) => w.sessionContext && w.content?.model && (!path || w.context?.path === path));
      if (panel) return panel;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  // The presenter view and the student's view: nothing is run by hand, so the chapter runs as
  // soon as its kernel is ready. Hiding the code is CSS only: the chapter's stored copy is not changed.
  async function present(app, kind, busy) {
    await app.restored;
    const panel = await notebookPanel(app);
    app.shell.activateById(panel.id);
    // After the notebook opened: opening it from ?path= shows its folder in the file browser.
    app.shell.collapseLeft();
    app.shell.collapseRight();
    await panel.sessionContext.ready;
    app.shell.collapseLeft();
    await panel.sessionContext.session.kernel.info;   // really ready, not just "starting"
    busy.textContent = "Running the chapter…";
    await app.commands.execute("notebook:run-all-cells");
    await refold(panel);
    busy.remove();
    document.documentElement.dataset.mobgamesPresenter = "ran";
    if (kind !== "presenter") siteLinks(app);
  }

  // Running every cell makes each one active in turn, and JupyterLab opens the folded sections of
  // the active cell: fold the extension sections again (their headings end with "(extension)"). A
  // cell off screen may not be rendered yet, so its headings are asked for first (JupyterLab folds
  // only what it knows to be a heading), and the flag is set afresh so that the fold is applied.
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
  async function siteLinks(app) {
    await app.restored;
    const top = document.getElementById("jp-top-panel");
    if (!top) return;
    const root = new URL(PageConfig.getBaseUrl(), window.location.href);   // the site's front page
    const nav = document.createElement("nav");
    nav.className = "mobgames-site-links";
    nav.setAttribute("aria-label", "Site");
    nav.style.cssText = "position:absolute; right:12px; top:6px; z-index:10; font-size:13px;";
    nav.innerHTML = '<a href="">Chapters</a> · <a class="reset" href="">Reset…</a>';
    nav.querySelector("a").href = new URL("index.html", root).href;
    const reset = nav.querySelector(".reset");
    const follow = () => {   // the reset link names the chapter on screen
      const open = app.shell.currentWidget?.context?.path;
      reset.href = new URL(open ? `reset.html?path=${encodeURIComponent(open)}` : "reset.html", root).href;
    };
    app.shell.currentChanged?.connect(follow);
    follow();
    top.appendChild(nav);
  }

  const kind = presenter ? "presenter" : (teacher ? null : "student");

  const plugin = {
    id: `${NAME}:views`,
    description: "The site's views (student, teacher, presenter) and its links back to the chapter list.",
    autoStart: true,
    activate: (app) => {
      const busy = kind ? dressPage(kind) : null;
      // A student's lab hides the code everywhere; a chapter opened by its link (with a path) runs
      // by itself. A lab opened without a path (the file browser) runs nothing by itself.
      const report = (err) => console.error(`${NAME}:`, err);
      if (busy) present(app, kind, busy).catch(report);
      else siteLinks(app).catch(report);
    },
  };

  window._JUPYTERLAB = window._JUPYTERLAB || {};
  window._JUPYTERLAB[NAME] = {
    init: (scope) => { shareScope = scope; },
    get: async (module) => {
      if (module !== "./extension") throw new Error(`${NAME} has no module ${module}`);
      PageConfig = (await shared("@jupyterlab/coreutils", 6)).PageConfig;
      configure();
      // Before JupyterLite's service-worker plugin starts: it unregisters a worker whose version
      // it has not noted, which offline would leave the next page with none (lite/front/offline.js).
      const offline = await import(new URL("mobgames-offline.js", new URL(PageConfig.getBaseUrl(), window.location.href)).href);
      offline.keepRegistration(PageConfig.getOption("appVersion"));
      return () => ({ __esModule: true, default: [plugin] });
    },
  };
})();
