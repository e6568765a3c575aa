// Make the memory snapshot the page starts Pyodide from (see tools/build_vendor.py, snapshot_bin).
//
//   node tools/snapshot.mjs INDEX_URL CODE OUT
//
// Starts the Pyodide in INDEX_URL (vendor/pyodide/: its standard library with the bytecode of
// what the page imports), runs the Python code in the file CODE (what the page would
// otherwise do at every start), and writes the memory of the started interpreter to OUT
// (Pyodide's makeMemorySnapshot; the page passes it back to loadPyodide as _loadSnapshot),
// and to OUT.imported the files under its home folder that the modules it imported came
// from, one a line (the page need not unpack those: tools/build_vendor.py, startup_archives).
//
// The same bytes at every build of the same inputs, so that the site's version (a hash of its
// files) and a visitor's cached copy change only when they do: what the interpreter draws from
// the random source as it starts (its hash secret, the seed of `random`, which runtime.mjs
// draws again at every visit) comes from a fixed sequence, and so does the clock (the times of
// the files it unpacks): a millisecond a reading, so that a folder's time still changes when a
// file is written in it (Python's importer reads the folder again then). Without them two
// builds differed in 1.7 million bytes.

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

let state = 0x2545f491; // xorshift32: Pyodide under Node fills its random bytes with randomFillSync
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
    bytes[i] = state & 255;
  }
  return view;
};
let now = Date.UTC(2000, 0, 1);
Date.now = () => (now += 1);
performance.now = () => now - Date.UTC(2000, 0, 1);

const [indexURL, code, out] = process.argv.slice(2);
const folder = resolve(indexURL) + "/";
const { loadPyodide } = await import(pathToFileURL(folder + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: folder, _makeSnapshot: true });
// The page's document and window, which reversi/web/'s modules take when imported (and read
// nothing of then): stand-ins, which the snapshot records by their names, so that a restored
// page's Python finds its own there. (Set once Pyodide has started: under Node a window
// would make it take itself for a browser's.)
globalThis.document = {};
globalThis.window = {};
pyodide.runPython(readFileSync(code, "utf8"));
writeFileSync(out, pyodide.makeMemorySnapshot());
writeFileSync(out + ".imported", pyodide.runPython(`
import os, sys
home = os.environ["HOME"] + "/"
"".join(sorted(f"{module.__file__.removeprefix(home)}\\n" for module in list(sys.modules.values())
               if (getattr(module, "__file__", None) or "").startswith(home)))
`));
