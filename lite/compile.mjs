// Runs lite/bytecode.py in Pyodide's own Python, in Node (see that file); lite/build.py calls
//   node lite/compile.mjs PYODIDE_DIR WORK_DIR JOBS_JSON
// PYODIDE_DIR holds the Pyodide core; the host folder WORK_DIR is mounted at /work, and every
// path in the jobs is under /work.
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, workDir, jobs] = process.argv.slice(2);
if (!jobs) {
  console.error("usage: node lite/compile.mjs PYODIDE_DIR WORK_DIR JOBS_JSON");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(workDir) }, "/work");
const source = await readFile(new URL("./bytecode.py", import.meta.url), "utf8");
const module = py.runPython(`
import types
bytecode = types.ModuleType("bytecode")
exec(compile(${JSON.stringify(source)}, "bytecode.py", "exec"), bytecode.__dict__)
bytecode
`);
console.log(module.main(jobs));
