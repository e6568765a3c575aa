// The Python runtime as the page starts it (pyscript.toml's interpreter): Pyodide from
// vendor/pyodide/. From the second visit on (the service worker controls the page, and it
// installed only with every file cached), its Python is restored from the memory snapshot
// that tools/build_vendor.py made of it once started (vendor/pyodide/snapshot.bin.gz),
// instead of started anew: the interpreter's own start-up and the standard library's modules
// the page imports are in it. A first visit does not wait for that 7 MB (gzipped) file, which
// only speeds up the visits that follow: it starts Python (the standard library's bytecode,
// 1.3 MB) and unpacks the package's modules that the snapshot would have held
// (vendor/held.zip; pyscript.toml's [files] brings the others), and the worker fetches the
// snapshot once the page is ready. On a phone's network (20 Mbit/s, CPU 4x slower) that first
// start took X s instead of Y s (docs/development.md).
// PyScript calls loadPyodide as it would Pyodide's.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;

// The snapshot: the file holds the runs of the memory's pages that are not zeros
// (tools/build_vendor.py, sparse), gzipped; inflated as it streams in, then copied here
// into zeroed memory of the snapshot's size.
const snapshot = async () => {
  const response = await fetch(indexURL + "snapshot.bin.gz");
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const file = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  const head = new DataView(file, 68); // after "RVSN" and the build's key
  const memory = new Uint8Array(head.getUint32(0, true));
  const runs = head.getUint32(4, true);
  for (let run = 0, at = 76 + 8 * runs; run < runs; run++) {
    const offset = head.getUint32(8 + 8 * run, true);
    const length = head.getUint32(12 + 8 * run, true);
    memory.set(new Uint8Array(file, at, length), offset);
    at += length;
  }
  return memory;
};

const restored = !!(globalThis.navigator && navigator.serviceWorker && navigator.serviceWorker.controller);

// A first visit: Python started anew, with the package's modules that the snapshot holds.
const started = async (options) => {
  const pyodide = await load({ ...options, indexURL });
  const response = await fetch(new URL("./vendor/held.zip", import.meta.url).href);
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip");
  return pyodide;
};

export const loadPyodide = async (options) => {
  if (!restored) return started(options);
  // Pyodide awaits the snapshot once it has asked for its WebAssembly: only then is the
  // snapshot asked for (a thenable), so that the two files are read at once, the wasm first.
  const pyodide = await load({ ...options, indexURL, _loadSnapshot: { then: (resolve, reject) => snapshot().then(resolve, reject) } });
  // The snapshot holds the random generator that the build seeded: seed it anew, from the
  // browser's randomness, as a Python started here would be.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
};
