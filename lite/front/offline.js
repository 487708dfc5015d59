// The page side of the site's offline copy (the worker: service-worker.js; the build:
// lite/offline.py, which copies this file to the site as mobgames-offline.js).

// Exactly the URL JupyterLite's lab registers, so that the front page and the lab share one
// registration (a second URL would make a second worker, fighting over the same scope).
const WORKER = "service-worker.js?enableCache=false";
const ROOT = new URL("./", import.meta.url);
// The worker's caches (service-worker.js names them), and JupyterLite's own.
const OURS = (name) => name.startsWith("mobgames-site-") || name === "mobgames-audio" || name === "precache";

const supported = () => "serviceWorker" in navigator && "caches" in window;

// What the active worker keeps: {build, stored, total}, or null if it does not answer (a
// JupyterLite worker of an older build, about to be replaced).
function ask(worker, ms = 3000) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ms);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage({ type: "mobgames-offline" }, [channel.port2]);
  });
}

function say(line, state, text) {
  line.textContent = text;
  line.dataset.offline = state;
}

// Registers the worker (the front page does, so that a visit to it alone is enough) and keeps
// `line` saying whether this browser has a copy for use without the network, and of which build.
export async function keepOfflineCopy(line) {
  if (!supported()) {
    say(line, "unsupported", "This browser cannot keep a copy of the site for use without the network.");
    return;
  }
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL(WORKER, ROOT));
  } catch (err) {
    say(line, "failed", `This browser keeps no copy for use without the network: ${err.message}`);
    return;
  }
  // One look at the active worker's copy: true once it is complete (or cannot be made).
  async function look() {
    const state = registration.active && (await ask(registration.active));
    if (state && state.stored === state.total) {
      say(line, "ready", `Ready to open without the network (build ${state.build}).`);
      line.dataset.build = state.build;
      return true;
    }
    if (!registration.installing && !registration.waiting && !registration.active) {
      say(line, "failed", "The copy for use without the network could not be saved: reload this page to try again.");
      return true;
    }
    const progress = state ? ` (${state.stored} of ${state.total} files)` : "";
    say(line, "saving", `Saving a copy of the site for use without the network${progress}…`);
    return false;
  }
  // Looks until done; an event meanwhile (a new build's worker taking over) makes it look again.
  let running = null, again = false;
  function check() {
    again = true;
    running ||= (async () => {
      while (again) {
        again = false;
        while (!(await look())) await new Promise((r) => setTimeout(r, 1000));
      }
      running = null;
    })();
    return running;
  }
  // A new build: the browser installs its worker, which takes over at once.
  navigator.serviceWorker.addEventListener("controllerchange", check);
  registration.addEventListener("updatefound", check);
  await check();
}

// JupyterLite's lab unregisters every service worker (an older JupyterLite's, it assumes) when
// it finds the page controlled and has not noted its own version under the worker's URL in
// localStorage. Offline, that leaves the next page with no worker at all, and the kernel of this
// one with no drive. Ours is replaced whenever the build changes, so note the version first
// (the site's extension, lite/extension/remoteEntry.js, calls this before JupyterLab's plugins start).
export function keepRegistration(appVersion) {
  const controller = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (!controller || !appVersion) return;
  try {
    localStorage.setItem(`${controller.scriptURL}-version`, appVersion);
  } catch (err) {   // storage refused: JupyterLite registers the worker again, as before
    console.warn("mobgames: could not keep the service worker's registration:", err);
  }
}

// Unregisters the worker and deletes its caches: the next visit with the network saves a fresh copy.
export async function forgetOfflineCopy() {
  if (!supported()) return;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    if (registration.scope === ROOT.href) await registration.unregister();
  }
  for (const name of await caches.keys()) {
    if (OURS(name)) await caches.delete(name);
  }
}
