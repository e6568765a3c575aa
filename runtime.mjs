// The Python runtime as the page starts it (pyscript.toml's interpreter): Pyodide from
// vendor/pyodide/, its Python either restored from the memory snapshot that
// tools/build_vendor.py made of it once started (vendor/pyodide/snapshot.bin.gz: the
// interpreter's own start-up and the standard library's modules the page imports are in it)
// or started anew (the standard library's bytecode, vendor/pyodide/python_stdlib.zip) with
// the package's modules that the snapshot would have held unpacked (vendor/held.zip;
// pyscript.toml's [files] brings the others). The snapshot saves the processor some work
// (some 4 s with the processor 4x slower, on a busy machine) but is 7 MB (gzipped) to
// download, more than the rest of the start-up (5.7 MB): over 20 Mbit/s as much time again
// (bench/startup.py --profile phone, docs/development.md). So the page restores it:
// - from the second visit on (the service worker controls the page: it installed only with
//   every file cached, the snapshot too);
// - on a first visit, when the network is fast: when the runtime's files that boot.js asked
//   for at once have come fast enough to bring the snapshot within 2 s (FAST_WITHIN_MS: 30
//   Mbit/s), or its WebAssembly has arrived whole, by the time PyScript asks for Python
//   (some 0.3-0.6 s on a desktop; over 20 Mbit/s the WebAssembly's 3.5 MB take 1.5 s, the
//   snapshot's 7.5 MB 3 s). boot.js imports this module at once on a first visit, so that
//   the snapshot is asked for (and inflated) as soon as the network has shown itself fast,
//   if Python has not been asked for yet: not when PyScript gets to ask for Python. (With
//   the WebAssembly's arrival alone as the sign, a desktop's first visit sometimes missed
//   it by some tens of milliseconds on a busy machine, and started Python anew: 1.9-2.0 s
//   to ready instead of 1.4-1.5 s, 2 runs of 9.)
// Otherwise a first visit does not wait for a file that only speeds up the visits that
// follow: the worker fetches it once the page is ready.
// PyScript calls loadPyodide as it would Pyodide's.
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;

// The snapshot: the file holds the runs of the memory's pages that are not zeros
// (tools/build_vendor.py, sparse), gzipped; inflated as it streams in (unless the service
// worker's cache holds it inflated already, sw.js: then read whole, not chunk by chunk),
// then copied here into zeroed memory of the snapshot's size.
const snapshot = async () => {
  const response = await fetch(indexURL + "snapshot.bin.gz");
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  const inflated = response.headers.has("x-reversi-inflated");
  const file = await (inflated ? response : new Response(response.body.pipeThrough(new DecompressionStream("gzip")))).arrayBuffer();
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

const controlled = !!(globalThis.navigator && navigator.serviceWorker && navigator.serviceWorker.controller);
const FAST_WITHIN_MS = 2000;
const SAMPLE_BYTES = 1e6; // (a small file's bytes tell the network's latency, not its speed)
const snapshotBytes = globalThis.PRECACHE ? PRECACHE.files[PRECACHE.snapshot] : Infinity; // (vendor/precache.js)

// Whether the network is fast (see above): the runtime's files that have arrived whole, their
// bytes on the wire against the time from the first asked for to the last arrived.
const fast = () => {
  const arrived = performance.getEntriesByType("resource").filter((entry) => entry.name.startsWith(indexURL) && entry.responseEnd > 0);
  if (arrived.some((entry) => entry.name === indexURL + "pyodide.asm.wasm")) return true;
  const bytes = arrived.reduce((sum, entry) => sum + entry.encodedBodySize, 0);
  const span = Math.max(...arrived.map((entry) => entry.responseEnd)) - Math.min(...arrived.map((entry) => entry.startTime));
  return bytes >= SAMPLE_BYTES && bytes * FAST_WITHIN_MS >= snapshotBytes * span;
};

// The snapshot's memory, asked for once (see above).
let restoring = null;
let pythonAsked = false;
const restore = () => (restoring ??= snapshot());
if (!controlled) {
  const watch = new PerformanceObserver(() => {
    if (!pythonAsked && !fast()) return;
    watch.disconnect();
    if (!pythonAsked) restore().catch(() => {}); // (a failure is Pyodide's when it awaits it)
  });
  watch.observe({ type: "resource", buffered: true });
}

// Python started anew, with the package's modules that the snapshot holds.
const started = async (options) => {
  const pyodide = await load({ ...options, indexURL });
  const response = await fetch(new URL("./vendor/held.zip", import.meta.url).href);
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip");
  return pyodide;
};

export const loadPyodide = async (options) => {
  pythonAsked = true;
  if (!controlled && !fast()) return started(options);
  // Pyodide awaits the snapshot once it has asked for its WebAssembly: only then is the
  // snapshot asked for (a thenable), unless it was already, so that the two files are read
  // at once, the wasm first.
  const pyodide = await load({ ...options, indexURL, _loadSnapshot: { then: (resolve, reject) => restore().then(resolve, reject) } });
  // The snapshot holds the random generator that the build seeded: seed it anew, from the
  // browser's randomness, as a Python started here would be.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
};
