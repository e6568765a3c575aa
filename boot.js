// Start-up before Python runs (a classic script, so it is in place before PyScript):
// - the progress bar shows the real bytes of the Pyodide runtime received, then that
//   Python is starting; it goes away when the view sets <html data-ready>;
// - if the runtime cannot load, a message and a retry button replace it; the retry
//   button takes the focus and keeps it (an alert dialog over an inert page);
// - when the remembered language is not the one index.html is written in, or the game on
//   screen is not the first (the one index.html draws), the texts marked data-text / data-label are rewritten in it as soon as
//   the page is parsed, and the language switch shows it chosen;
// - on a first visit the data files of the start-up (Pyodide's and the package archive)
//   are asked for at once, not when PyScript and Pyodide get to them (see early below),
//   and so are the runtime's modules; on a repeat visit those and the package's start-up
//   archive only once the board is painted;
// - on a repeat visit the WebAssembly runtime comes from the browser's HTTP cache, not the
//   service worker, when the two hold the same file (see fetchRuntime below).
// No text is written here: index.html holds the default language's, vendor/strings.js
// (generated from reversi/strings.py by tools/build_vendor.py) every language's.
(() => {
  const root = document.documentElement;
  const runtime = "/vendor/pyodide/";
  const base = new URL("./", location.href).href;
  const precache = self.PRECACHE || { files: {}, stdlib: {} };
  const sizes = precache.files;
  const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
  // The bar counts the runtime's files that this visit waits for: not the standard library's
  // rest (fetched on first import, if ever), and the memory snapshot only on a repeat visit.
  // (A first visit over a fast network restores it too, see runtime.mjs: its bytes come in
  // the fraction of a second that such a network takes, and are not counted.)
  const later = [precache.stdlib.archive, ...(controlled ? [] : [precache.snapshot])];
  const total = Object.entries(sizes)
    .filter(([path]) => path.includes(runtime) && !later.includes(path))
    .reduce((sum, [, size]) => sum + size, 0);
  let received = 0;

  // PyScript reaches Pyodide through a chain of module imports (core.js, its chunk, the
  // TOML reader, the error plugin, runtime.mjs, pyodide.mjs, pyodide.asm.mjs), each fetched only once
  // the one before has run. Ask for all of them at once, in parallel: over the network while
  // the page parses; from the service worker's cache (a repeat visit) once the board is
  // painted, since reading and parsing them (1.4 MB, pyodide.asm.mjs most) competed with the
  // first paint for the processor (repeat visits, 6 alternating runs at load 9-16 on 2
  // cores: board painted at 564 ms with them at once, 426 ms after it, median; data-ready
  // the same within the noise, 6566 and 6495 ms).
  const preloadModules = () => {
    for (const path of Object.keys(sizes)) {
      if (/^\.\/(runtime\.mjs|vendor\/(pyscript|pyodide)\/.*\.m?js)$/.test(path)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = path;
        document.head.appendChild(link);
      }
    }
  };

  const show = () => {
    const bar = document.getElementById("loading-bar");
    if (!bar || !total) return;
    bar.value = Math.min(received / total, 1);
    if (received >= total) root.setAttribute("data-loading", "starting");
  };

  // Over the network, count the bytes of each runtime file as it streams in, on a clone:
  // the caller gets the original response, so the browser can still reuse its compiled
  // WebAssembly. From the service worker's cache (a repeat visit), where the files come in
  // a fraction of a second, each is counted once it has arrived, from the performance
  // timeline: reading the clones' chunks (27 MB, the snapshot's and the WebAssembly's) cost
  // the main thread 0.10-0.16 s with the processor 4x slower. pyodide.asm.mjs comes by
  // import(), not fetch(): the timeline tells when it has arrived.
  const fetchOriginal = self.fetch;

  // Chrome keeps the compiled code of a WebAssembly module beside the HTTP cache entry it
  // was compiled from, and the first visit compiled pyodide.asm.wasm from the network, so
  // its HTTP cache entry has that code. The service worker's copy (CacheStorage) gets its
  // own compiled code only after a few more visits, so early repeat visits compiled the
  // runtime again (about a second). So once the worker controls the page, and it noted when
  // it installed that the HTTP cache held the wasm too (see sw.js), the wasm is taken from
  // the HTTP cache alone (never the network: "only-if-cached", in a request the worker lets
  // through) when it is the very file the worker holds (same Last-Modified and ETag);
  // otherwise (evicted, another file) it is the worker's copy.
  const DIRECT = "x-reversi-direct";
  const sameFile = (a, b) => ["last-modified", "etag"].every((name) => a.headers.get(name) === b.headers.get(name));
  const fetchRuntime = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(".wasm") || !navigator.serviceWorker || !navigator.serviceWorker.controller) {
      return fetchOriginal(input, init);
    }
    const [kept, httpCached] = await Promise.all([caches.match(url), caches.match(url + ".http-cached")]);
    if (kept && httpCached) {
      try {
        const direct = await fetchOriginal(url, { cache: "only-if-cached", mode: "same-origin", headers: { [DIRECT]: "1" } });
        if (direct.ok && sameFile(direct, kept)) return direct;
      } catch (error) {
        // evicted from the HTTP cache since: the worker's copy below
      }
    }
    return fetchOriginal(input, init);
  };

  // A file that the start-up needs (the runtime's, the package's archives): one that cannot
  // be fetched means Python will never start: say so (fail).
  const needed = (response) => response.then((value) => {
    if (!value.ok) fail();
    return value;
  }, (error) => {
    fail();
    throw error;
  });

  const absolute = (input) => {
    try {
      return new URL(input instanceof Request ? input.url : String(input), location.href).href;
    } catch {
      return ""; // not a URL: fetch() itself rejects it
    }
  };

  // A runtime file, its bytes counted for the progress bar (but those of later's files:
  // the snapshot's on a first visit).
  const uncounted = new Set(later.map((path) => new URL(path, base).href));
  const fetchCounted = async (input, init) => {
    const response = await needed(fetchRuntime(input, init));
    if (!response.body || controlled || uncounted.has(absolute(input))) return response;
    const reader = response.clone().body.getReader();
    (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        received += chunk.value.byteLength;
        show();
      }
    })().catch(() => {});
    return response;
  };

  // Pyodide compiles its WebAssembly with instantiateStreaming(fetch(wasm), imports) once
  // PyScript has read its config, some 300 ms after the early fetch below, when most of the
  // file has arrived: compiling it then is time added to the start-up. The early response is
  // compiled as it streams in instead, and Pyodide's instantiateStreaming of that very
  // response (fetch() below hands Pyodide the same promise) instantiates the compiled module.
  // A runtime that does not compile can never start: say so (fail).
  const compiling = new Map(); // the early fetch's promise -> its WebAssembly.Module
  const compileEarly = (response) => {
    const module = WebAssembly.compileStreaming(response);
    module.then(() => performance.mark("wasm-compiled"), () => fail()); // (fail is defined below, before any promise settles)
    compiling.set(response, module);
  };
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const module = compiling.get(source);
    if (!module) return instantiateStreaming(source, imports);
    compiling.delete(source);
    const compiled = await module;
    return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
  };

  // PyScript and Pyodide ask for the data files of the start-up (Pyodide's WebAssembly,
  // standard library and lock file; the package archive) only once they have run, which
  // on a first visit is some 200 ms after this script, and then one after another: ask for
  // them all now (the list is written by tools/build_vendor.py). The first fetch of each
  // by PyScript or Pyodide gets the response already under way, not a second request.
  // Only when they come over the network: from the service worker's cache they come at
  // once anyway, and asking early only delays the first paint (repeat visits, median of
  // 10: board painted at 268 ms with, 240 ms without; data-ready the same).
  // On a repeat visit, though, PyScript asks for the package's start-up archive (pyscript.toml's
  // [files]) only once Python is restored, and waits for the worker's answer: ask for it
  // with the modules, once the board is painted.
  const early = new Map();
  const askEarly = (paths) => {
    for (const path of paths) {
      const url = new URL(path, base).href;
      // (the package's archives: needed once asked for; held.zip is not when Python is restored)
      const response = url.includes(runtime) ? fetchCounted(url) : fetchRuntime(url);
      response.catch(() => {}); // fail() shows it; the caller's own fetch gets the error
      early.set(url, response);
      if (url.endsWith(".wasm")) compileEarly(response);
    }
  };
  if (controlled) {
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      painted.disconnect();
      preloadModules();
      askEarly(precache.shipped || []);
    });
    painted.observe({ type: "paint", buffered: true });
  } else {
    preloadModules();
    askEarly(precache.startup || []);
    if (precache.interpreter) import(new URL(precache.interpreter, base).href); // (see runtime.mjs)
  }

  self.fetch = (input, init) => {
    const requested = absolute(input);
    const response = early.get(requested);
    if (response) {
      early.delete(requested);
      return requested.includes(runtime) ? response : needed(response);
    }
    const starting = !root.hasAttribute("data-ready") && requested.includes(runtime);
    return starting ? fetchCounted(input, init) : fetchOriginal(input, init);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((controlled || entry.initiatorType !== "fetch") && entry.name.includes(runtime)) {
        received += sizes["./" + entry.name.slice(base.length)] || 0;
        show();
      }
    }
  }).observe({ type: "resource", buffered: true });

  const whenParsed = (callback) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", callback);
    else callback();
  };

  // The remembered language and game (the same keys as reversi/web/language.py and
  // reversi/web/view.py). When the game on screen is another than the first of the registry
  // (strings.games), <html data-game="NAME"> hides the static board and scores of the first
  // (styles/app.css) until the view draws its own. The texts are the language's shared table
  // (strings.catalogue's, which names no game) and the game's name from strings.names (the
  // first game's when none is remembered); the game's own texts come with Python.
  const strings = self.STRINGS || { languages: {} };
  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage disabled: the default language and game
    }
  };
  const language = stored(strings.key);
  const game = stored(strings.gameKey);
  const other = (strings.games || []).indexOf(game) > 0; // a game of the registry, not the first
  if (other) root.dataset.game = game;
  const table = strings.languages[Object.hasOwn(strings.languages, language) ? language : strings.default];
  const shown = other ? game : (strings.games || [])[0];
  const texts = table && { ...table, GAME_NAME: ((strings.names || {})[shown] || {})[table.LANGUAGE] || "" };
  const lookup = (path) => path.split(".").reduce((text, key) => text[key], texts);
  const writeTexts = () => {
    root.lang = texts.LANGUAGE;
    document.title = texts.TITLE;
    for (const element of document.querySelectorAll("[data-label]")) {
      element.setAttribute("aria-label", lookup(element.dataset.label));
    }
    for (const element of document.querySelectorAll("[data-text]")) {
      const text = lookup(element.dataset.text);
      if (text === undefined) continue; // a game's own text (its rules' title): Python writes it
      const piece = element.querySelector(".piece"); // a text with {piece}: keep the drawn piece there
      if (piece) element.replaceChildren(...text.split("{piece}").flatMap((part, i) => (i ? [piece, part] : [part])));
      else element.textContent = text;
    }
    for (const piece of document.querySelectorAll(".piece[data-piece]")) {
      piece.setAttribute("aria-label", texts.PIECE_NAMES[piece.dataset.piece]);
    }
    for (const button of document.querySelectorAll("[data-language]")) {
      button.setAttribute("aria-pressed", String(button.dataset.language === texts.LANGUAGE));
    }
  };
  if (texts) { // index.html names no game: the game's name at least, at once
    root.lang = texts.LANGUAGE;
    whenParsed(writeTexts);
  }

  const fail = () => {
    if (root.hasAttribute("data-ready") || root.hasAttribute("data-failed")) return;
    root.setAttribute("data-failed", "");
    whenParsed(() => {
      document.querySelector("main").inert = true;
      document.getElementById("loading-retry").focus();
    });
  };
  self.addEventListener("unhandledrejection", fail);
  self.addEventListener("error", (event) => {
    const target = event.target;
    if (target !== self && target && (target.src || target.href)) fail(); // a script or style that did not load
    else if (event.error) fail();
  }, true);
  document.addEventListener("click", (event) => {
    if (event.target.closest("#loading-retry")) location.reload();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && root.hasAttribute("data-failed") && !root.hasAttribute("data-ready")) {
      event.preventDefault(); // the retry button is the only thing to do
      document.getElementById("loading-retry").focus();
    }
  });
})();
