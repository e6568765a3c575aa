// Run Python code in Pyodide under Node, with the repo's reversi package importable.
//
//   node tools/pyodide_runner.mjs [--root REPO_ROOT] < code.py
//
// Uses the same npm package the page uses (node_modules/pyodide). Every *.py file
// (and *.bin data file, as the page's archive has them)
// under REPO_ROOT/reversi/ is written to /home/pyodide/reversi/ in Pyodide's file
// system, and /home/pyodide is put first on sys.path, so `import reversi` works.
// The code comes from standard input; what it prints goes to standard output.
// A Python exception prints its traceback on standard error and exits with 1.
// Start-up time is printed on standard error as "pyodide: loaded in N ms".

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { loadPyodide } from "pyodide";

const HOME = "/home/pyodide";

function parseArgs(argv) {
  const args = { root: join(dirname(fileURLToPath(import.meta.url)), "..") };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--root") args.root = argv[++i];
    else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return args;
}

function pythonFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") found.push(...pythonFiles(path));
    } else if (name.endsWith(".py") || name.endsWith(".bin")) {
      found.push(path);
    }
  }
  return found;
}

function copyPackage(pyodide, root, packageName) {
  const source = join(root, packageName);
  for (const path of pythonFiles(source)) {
    const target = `${HOME}/${packageName}/${relative(source, path).split(sep).join("/")}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, readFileSync(path));
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const code = readFileSync(0, "utf8");

  const started = performance.now();
  const pyodide = await loadPyodide();
  process.stderr.write(`pyodide: loaded in ${Math.round(performance.now() - started)} ms\n`);

  const out = (stream) => ({
    write: (bytes) => {
      stream.write(bytes);
      return bytes.length;
    },
  });
  pyodide.setStdout(out(process.stdout));
  pyodide.setStderr(out(process.stderr));

  copyPackage(pyodide, args.root, "reversi");
  pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(HOME)})`);

  try {
    await pyodide.runPythonAsync(code);
  } catch (error) {
    process.stderr.write(`${error.message ?? error}\n`);
    process.exitCode = 1;
  } finally {
    pyodide.runPython("import sys; sys.stdout.flush(); sys.stderr.flush()");
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 2;
});
