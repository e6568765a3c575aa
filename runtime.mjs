// The Python runtime as the page starts it (pyscript.toml's interpreter): Pyodide from
// vendor/pyodide/, its Python restored from the memory snapshot that tools/build_vendor.py
// made of it once started (vendor/pyodide/snapshot.bin.gz), instead of started anew: the
// interpreter's own start-up and the standard library's modules the page imports are in it.
// PyScript calls loadPyodide as it would Pyodide's.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;

// The snapshot, inflated as it streams in (boot.js has asked for it at once on a first visit).
const snapshot = async () => {
  const response = await fetch(indexURL + "snapshot.bin.gz");
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
};

export const loadPyodide = async (options) => {
  const pyodide = await load({ ...options, indexURL, _loadSnapshot: snapshot() });
  // The snapshot holds the random generator that the build seeded: seed it anew, from the
  // browser's randomness, as a Python started here would be.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
};
