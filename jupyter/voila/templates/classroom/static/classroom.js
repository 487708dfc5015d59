// Classroom mode (Voila): size the widgets' pictures for a projector. See classroom.css.
//
// * Battle pictures (SVG in .mobgames-battlefield, and the odds chart) are drawn at a fixed size
//   with 12-13 px labels. Each one gets a CSS width at which its smallest text is
//   --mobgames-svg-min-text (16 px) on screen; its viewBox keeps the shape and max-width keeps it
//   inside the column.
// * Board pictures (svg.mobgames-fit-board, the Mob Ties board) fill the screen's height or the
//   width left beside their buttons, and keep their smallest text at least
//   --mobgames-board-min-text (14 px) on screen.
// * Map canvases get --mg-ratio (width / height of the drawing) and --mg-h (its height), which the
//   stylesheet uses to fit the map to the screen's height without distorting it.
//
// * The chapter is marked as the page's main landmark.
//
// The widgets replace their HTML on every change, so a MutationObserver applies this to each new
// picture before the browser paints it.
(function () {
  "use strict";
  var PICTURES = ".mobgames-battlefield svg, svg.mobgames-odds-chart";

  function minTextPx() {
    var v = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--mobgames-svg-min-text"));
    return v > 0 ? v : 16;
  }

  function naturalWidth(svg) {
    var w = parseFloat(svg.getAttribute("width"));
    if (!(w > 0) && svg.viewBox && svg.viewBox.baseVal) w = svg.viewBox.baseVal.width;
    return w > 0 ? w : 0;
  }

  function cssPx(name, fallback) {
    var v = parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
    return v > 0 ? v : fallback;
  }

  // The smallest font size in a picture, in its own units (Infinity: no text).
  function smallestText(svg) {
    var smallest = Infinity;
    var texts = svg.querySelectorAll("text, tspan");
    for (var i = 0; i < texts.length; i++) {
      if (!texts[i].textContent.trim()) continue;
      var fs = parseFloat(getComputedStyle(texts[i]).fontSize);
      if (fs > 0 && fs < smallest) smallest = fs;
    }
    return smallest;
  }

  function scalePicture(svg, target) {
    if (svg.closest("svg") !== svg) return;            // only outermost pictures
    var w = naturalWidth(svg);
    if (!w) return;
    var vb = svg.viewBox && svg.viewBox.baseVal && svg.viewBox.baseVal.width ? svg.viewBox.baseVal.width : w;
    var smallest = smallestText(svg);
    if (smallest === Infinity) return;
    // On screen a text is fontSize * (css width / viewBox width).
    var k = Math.max(w / vb, target / smallest * 1.001);
    var width = Math.ceil(vb * k) + "px";
    if (svg.style.width !== width) svg.style.width = width;
    svg.setAttribute("data-mobgames-classroom", "scaled");
  }

  // A board picture (svg.mobgames-fit-board) is as large as the screen allows, keeping
  // --mobgames-board-side beside it for the buttons, and never so small that its smallest text is
  // under --mobgames-board-min-text on screen.
  function fitBoard(svg) {
    var vb = svg.viewBox && svg.viewBox.baseVal;
    if (!vb || !vb.width || !vb.height) return;
    var host = svg.closest(".mobgames-mt-table, .mobgames-story-stepper, .mobgames-playground") || svg.parentElement;
    var roomW = host.clientWidth - cssPx("--mobgames-board-side", 380) - 16;
    var roomH = window.innerHeight - cssPx("--mobgames-map-margin", 16);
    var fit = Math.min(roomW, roomH * vb.width / vb.height);
    var smallest = smallestText(svg);
    var least = smallest === Infinity ? 0 : vb.width * cssPx("--mobgames-board-min-text", 14) / smallest * 1.001;
    var width = Math.floor(Math.max(fit, least)) + "px";
    if (svg.style.width !== width) svg.style.width = width;
    svg.setAttribute("data-mobgames-classroom", "fitted");
  }

  function fitCanvas(canvas) {
    if (!canvas.width || !canvas.height) return;
    var ratio = String(canvas.width / canvas.height);
    if (canvas.style.getPropertyValue("--mg-ratio") !== ratio) canvas.style.setProperty("--mg-ratio", ratio);
    var h = canvas.height + "px";
    if (canvas.style.getPropertyValue("--mg-h") !== h) canvas.style.setProperty("--mg-h", h);
  }

  // The chapter is the page's main landmark: the smallest element holding every cell (a screen
  // reader's "go to main content" lands on the chapter, and axe's "region" rule is met).
  function landmark() {
    var cells = document.querySelectorAll(".jp-Cell");
    if (!cells.length || document.querySelector("main, [role=main]")) return;
    var host = cells[0].parentElement;
    while (host && host !== document.body && host.querySelectorAll(".jp-Cell").length < cells.length) host = host.parentElement;
    if (!host || host === document.body) return;
    host.setAttribute("role", "main");
    var title = document.querySelector(".jp-RenderedMarkdown h1");
    if (title) host.setAttribute("aria-label", title.textContent.replace(/¶/g, "").trim());
  }

  // Extension sections (issue 29): every cell of a section whose heading ends with "(extension)"
  // carries the tag "extension" (class celltag_extension). They are folded behind one button per
  // section, so the page shows the chapter's 45-minute core; the button opens them. Voila streams
  // the cells in, so each new cell joins the fold of the section it belongs to.
  var MARK = /\s*\(extension\)\s*¶?\s*$/;
  function isExtension(cell) {
    return cell.classList.contains("celltag_extension") || !!cell.querySelector(".celltag_extension");
  }
  function extensionTitle(cell) {
    var h = cell.querySelector("h2, h3");
    return h && MARK.test(h.textContent) ? h.textContent.replace(MARK, "").replace(/¶/g, "").trim() : null;
  }
  function setOpen(button, open) {
    button.setAttribute("aria-expanded", open ? "true" : "false");
    button.textContent = (open ? "Fold the extension: " : "Open the extension: ") + button.dataset.title;
    document.querySelectorAll('.jp-Cell[data-mg-fold="' + button.dataset.fold + '"]').forEach(function (c) {
      c.hidden = !open;
    });
  }
  var folds = 0;
  function foldExtensions() {
    var previous = null;
    document.querySelectorAll(".jp-Cell").forEach(function (cell) {
      if (cell.closest(".jp-Cell") !== cell) return;           // a cell inside an output
      if (!cell.dataset.mgFold && isExtension(cell)) {
        var title = extensionTitle(cell);
        var fold = title ? null : previous && previous.dataset.mgFold;
        if (title || !fold) {
          fold = String(++folds);
          var button = document.createElement("button");
          button.type = "button";
          button.className = "mobgames-extension-toggle";
          button.dataset.fold = fold;
          button.dataset.title = (title || "more") + " (for a 90-minute lesson or homework)";
          button.addEventListener("click", function () {
            setOpen(button, button.getAttribute("aria-expanded") !== "true");
            window.dispatchEvent(new Event("resize"));
          });
          cell.parentElement.insertBefore(button, cell);
          setOpen(button, false);
        }
        cell.dataset.mgFold = fold;
        var toggle = document.querySelector('.mobgames-extension-toggle[data-fold="' + fold + '"]');
        cell.hidden = toggle.getAttribute("aria-expanded") !== "true";
      }
      previous = cell;
    });
  }

  function apply() {
    landmark();
    foldExtensions();
    var target = minTextPx();
    document.querySelectorAll(PICTURES).forEach(function (svg) { scalePicture(svg, target); });
    document.querySelectorAll(".mobgames-board canvas").forEach(fitCanvas);
    document.querySelectorAll("svg.mobgames-fit-board").forEach(fitBoard);
  }

  var scheduled = false;
  function soon() {
    // Run in the observer's microtask (before paint); coalesce bursts of mutations.
    if (scheduled) return;
    scheduled = true;
    Promise.resolve().then(function () { scheduled = false; apply(); });
  }

  function start() {
    apply();
    window.addEventListener("resize", soon);
    new MutationObserver(soon).observe(document.body, {
      childList: true, subtree: true, attributes: true, attributeFilter: ["width", "height"]
    });
  }

  if (document.body) start();
  else document.addEventListener("DOMContentLoaded", start);
})();
