// Where the site kernel's start goes, measured in Node (no browser, no network): Python's own start,
// unpacking the packages the site preloads, importing IPython and the kernel, importing the project.
// Issue 32's profile, before and after a change:  node lite/profile_start.mjs   (after `make site`)
import { loadPyodide } from "./_output/static/pyodide/pyodide.mjs";

const base = new URL("./_output/static/pyodide/", import.meta.url).pathname;
const config = JSON.parse(await (await import("node:fs/promises")).readFile(new URL("./jupyter-lite.json", import.meta.url)));
const preloaded = config["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"]
  .loadPyodideOptions.packages;
const t0 = performance.now();
let t = t0;
const lap = (label) => { const now = performance.now(); console.log(`${label.padEnd(48)} ${((now - t) / 1000).toFixed(2)} s`); t = now; };
const py = await loadPyodide({ indexURL: base, lockFileURL: base + "pyodide-lock.json" });
lap("start Python (loadPyodide)");
await py.loadPackage(preloaded, { messageCallback: () => {} });
lap(`unpack the ${preloaded.length} preloaded packages`);
py.runPython("import IPython");
lap("import IPython");
py.runPython("import ipykernel, comm");
lap("import ipykernel, comm");
py.runPython("import mobgames.bloodfeud, mobgames.teaching");
lap("import mobgames.bloodfeud, mobgames.teaching");
console.log(`${"total".padEnd(48)} ${((performance.now() - t0) / 1000).toFixed(2)} s`);
