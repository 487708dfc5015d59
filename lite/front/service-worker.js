// The site's service worker: its offline copy, in front of JupyterLite's own worker.
//
// JupyterLite's lab registers service-worker.js?enableCache=false at the site's root, and a scope
// has one worker, so lite/offline.py writes this file there (with this build's manifest filled in)
// and it imports JupyterLite's unchanged (build/service-worker.js) at the end. Our listeners run
// first: a GET of one of the site's own files is answered here, from the cache of this build;
// everything else (the kernel's drive and stdin requests, the heartbeat) is JupyterLite's.
//
// The copy: every file of the build in the cache mobgames-site-BUILD, each checked against its
// hash; a file unchanged since an earlier build is copied from that build's cache, not downloaded.
// - A new build (a worker already serves): the install makes the whole copy first, and fails if
//   one file fails, so the worker before keeps serving. JupyterLite's listener calls skipWaiting().
// - A first visit (no worker yet): the worker takes over at once and makes the copy afterwards.
//   The kernel's drive needs a worker before the kernel starts (a kernel started without one
//   never gets it), and the page's own requests then fill the copy instead of downloading twice.
// - activate: the older builds' caches go; the recordings played (mobgames-audio) stay while the
//   build still has them (their names are their contents' hashes).
// - fetch: the site's files cache-first; a recording is kept once played.

// Everything of ours is inside one function: JupyterLite's script, imported into the same global
// scope, declares functions of its own (fromCache, onFetch, ...) that would replace ours.
(() => {
  "use strict";

  const BUILD = /* BUILD */ "";
  const MANIFEST = /* MANIFEST */ {};   // path under the site's root -> the start of its sha256

  const PREFIX = "mobgames-site-";
  const SITE_CACHE = PREFIX + BUILD;
  const AUDIO_CACHE = "mobgames-audio";
  const AUDIO = /^files\/audio\/[^/]+\.mp3$/;
  const AUDIO_LIST = "api/contents/audio/all.json";   // JupyterLite's listing of the recordings
  const HASH_HEADER = "X-Mobgames-Hash";
  const DOWNLOADS = 4;   // at a time, leaving the browser's other connections to the pages
  const ROOT = new URL("./", self.location.href);

  // The manifest path of a URL of this site, or null: "lab/" and "lab/index.html?path=..." are
  // both "lab/index.html".
  function sitePath(url) {
    if (url.origin !== ROOT.origin || !url.pathname.startsWith(ROOT.pathname)) return null;
    let path = decodeURIComponent(url.pathname.slice(ROOT.pathname.length));
    if (path === "" || path.endsWith("/")) path += "index.html";
    return path;
  }

  const urlOf = (path) => new URL(encodeURI(path), ROOT).href;

  async function sha256(buffer) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
    return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // A file of the build into the cache, checked against the manifest (a file of another build,
  // the site being copied over during a visit, must not go in) and stamped with its hash, so that
  // the next build can tell it unchanged. A new Response is also never "redirected", which a
  // navigation would refuse.
  async function keep(cache, path, response) {
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    const hash = MANIFEST[path];
    if ((await sha256(body)).slice(0, hash.length) !== hash) throw new Error(`${path} is not the file of build ${BUILD}`);
    const headers = new Headers(response.headers);
    headers.set(HASH_HEADER, hash);
    await cache.put(urlOf(path), new Response(body, { status: 200, statusText: response.statusText, headers }));
  }

  // A page's request and the copy in the background share one download of a file.
  const downloading = new Map();
  function keeping(path, promise) {
    downloading.set(path, promise.finally(() => downloading.delete(path)));
    return downloading.get(path);
  }
  function downloadOnce(cache, path) {
    return downloading.get(path)
      || keeping(path, fetch(urlOf(path), { cache: "no-cache" }).then((r) => keep(cache, path, r)));
  }

  async function reuse(cache, earlier, path) {
    for (const name of earlier) {
      const kept = await (await caches.open(name)).match(urlOf(path));
      if (kept && kept.headers.get(HASH_HEADER) === MANIFEST[path]) {
        await cache.put(urlOf(path), kept);
        return true;
      }
    }
    return false;
  }

  // Every file of the build not in its cache yet: from an earlier build's cache, or downloaded.
  async function complete() {
    const cache = await caches.open(SITE_CACHE);
    const have = new Set((await cache.keys()).map((r) => r.url));
    const earlier = (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== SITE_CACHE);
    const missing = Object.keys(MANIFEST).filter((p) => !have.has(urlOf(p)));
    const count = missing.length;
    let fetched = 0;
    const next = async () => {
      for (let path; (path = missing.pop()) !== undefined;) {
        if (!(await reuse(cache, earlier, path))) {
          await downloadOnce(cache, path);
          fetched += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: DOWNLOADS }, next));
    if (count) console.info(`mobgames: build ${BUILD} kept for use without the network (${count} files: ${fetched} downloaded)`);
  }

  // After a first visit's quick install: made while pages use the site (their requests keep this
  // worker running), and again by the next request if the browser stopped the worker before.
  // After a failure (the server gone, or serving another build) it waits a minute, rather than
  // download again on every request.
  let completing = null, retryAt = 0;
  function completeLater() {
    if (Date.now() < retryAt) return;
    completing ||= complete().catch((err) => {
      console.warn(`mobgames: the copy for use without the network is not complete yet: ${err}`);
      retryAt = Date.now() + 60_000;
      completing = null;
    });
  }

  async function cleanUp() {
    for (const name of await caches.keys()) {
      // "precache": JupyterLite's own cache, always empty here (its cache is off).
      if ((name.startsWith(PREFIX) && name !== SITE_CACHE) || name === "precache") await caches.delete(name);
    }
    const listing = await (await caches.open(SITE_CACHE)).match(urlOf(AUDIO_LIST));
    if (!listing || !(await caches.has(AUDIO_CACHE))) return;
    const names = new Set((await listing.json()).content.map((f) => f.name));
    const audio = await caches.open(AUDIO_CACHE);
    for (const request of await audio.keys()) {
      if (!names.has(new URL(request.url).pathname.split("/").pop())) await audio.delete(request);
    }
  }

  // Cache-first. On a miss (a first visit, before the copy is complete) the page gets the
  // network's answer as it comes, and the cache a checked copy of it.
  async function fromSite(event, path) {
    const cache = await caches.open(SITE_CACHE);
    const hit = (await cache.match(urlOf(path)))
      || (await downloading.get(path)?.then(() => cache.match(urlOf(path)), () => null));
    if (hit) return hit;
    const response = await fetch(event.request);
    if (response.status === 200 && !response.redirected && !downloading.has(path)) {
      event.waitUntil(keeping(path, keep(cache, path, response.clone())).catch(() => null));
    }
    return response;
  }

  async function fromAudio(path, request) {
    const cache = await caches.open(AUDIO_CACHE);
    const hit = await cache.match(urlOf(path));
    if (hit) return hit;
    const response = await fetch(request);
    if (response.status === 200) await cache.put(urlOf(path), response.clone());
    return response;
  }

  self.addEventListener("install", (event) => {
    if (self.registration.active) event.waitUntil(complete());
  });
  self.addEventListener("activate", (event) => {
    // The copy goes on after the clean-up, which deletes the caches it could copy from.
    event.waitUntil(cleanUp().then(completeLater));
  });

  self.addEventListener("fetch", (event) => {
    completeLater();
    if (event.request.method !== "GET") return;
    const path = sitePath(new URL(event.request.url));
    if (path === null) return;
    if (Object.hasOwn(MANIFEST, path)) event.respondWith(fromSite(event, path));
    else if (AUDIO.test(path)) event.respondWith(fromAudio(path, event.request));
    else return;   // JupyterLite's listener answers it
    event.stopImmediatePropagation();   // or JupyterLite's listener would answer it a second time
  });

  // Pages ask which build this browser keeps, and how much of it is stored.
  self.addEventListener("message", (event) => {
    if (event.data?.type !== "mobgames-offline" || !event.ports[0]) return;
    completeLater();
    event.waitUntil((async () => {
      const stored = (await (await caches.open(SITE_CACHE)).keys()).length;
      event.ports[0].postMessage({ build: BUILD, stored, total: Object.keys(MANIFEST).length });
    })());
  });
})();

importScripts("./build/service-worker.js");
