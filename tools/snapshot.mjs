// Make the memory snapshot the page starts Pyodide from (see tools/build_vendor.py, snapshot_bin).
//
//   node tools/snapshot.mjs INDEX_URL CODE OUT
//
// Starts the Pyodide in INDEX_URL (vendor/pyodide/: its standard library with the bytecode of
// what the page imports), runs the Python code in the file CODE (what the page would
// otherwise do at every start), and writes the memory of the started interpreter to OUT
// (Pyodide's makeMemorySnapshot; the page passes it back to loadPyodide as _loadSnapshot).

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const [indexURL, code, out] = process.argv.slice(2);
const folder = resolve(indexURL) + "/";
const { loadPyodide } = await import(pathToFileURL(folder + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: folder, _makeSnapshot: true });
pyodide.runPython(readFileSync(code, "utf8"));
writeFileSync(out, pyodide.makeMemorySnapshot());
