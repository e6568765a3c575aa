// Service worker: the site works offline after the first visit.
// vendor/precache.js (written by tools/build_vendor.py) lists every file the page needs,
// with a version that is a content hash of them all: a new version gets a new cache.
// A new worker waits until the page tells it to take over (no game in progress, or the
// player tapped the update notice); then the old caches are deleted.
importScripts("./vendor/precache.js");

const CACHE = `reversi-${self.PRECACHE.version}`;
const FILES = Object.keys(self.PRECACHE.files);

// The runtime's wasm, and a marker kept beside it in the cache when the browser's HTTP cache
// holds that file too (boot.js then takes it from there: see the note in boot.js).
const WASM = new URL("./vendor/pyodide/pyodide.asm.wasm", self.location.href).href;
const HTTP_CACHED = new URL("./vendor/pyodide/pyodide.asm.wasm.http-cached", self.location.href).href;

// The memory snapshot is kept inflated (its 7 MB gzipped, 18 MB inflated): a page that
// inflates it blocks its main thread for some 0.13 s (0.7 s with the processor 4x slower)
// at every visit; the worker does it once. The header tells runtime.mjs.
const SNAPSHOT = new URL(self.PRECACHE.snapshot, self.location.href).href;
const INFLATED = "x-reversi-inflated";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((path) => new Request(path, { cache: "no-cache" })));
    // Fetched with "no-cache": a revalidation (headers only on the wire) means the HTTP
    // cache had the file; a private window's small memory cache does not keep it.
    const [entry] = performance.getEntriesByName(WASM);
    if (entry && entry.transferSize < entry.encodedBodySize) await cache.put(HTTP_CACHED, new Response(""));
    const packed = await cache.match(SNAPSHOT);
    const inflated = packed.body.pipeThrough(new DecompressionStream("gzip"));
    await cache.put(SNAPSHOT, new Response(inflated, { headers: { "content-type": "application/octet-stream", [INFLATED]: "1" } }));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("reversi-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.headers.has("x-reversi-direct")) return; // boot.js asks the HTTP cache itself (see there)
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const cached = request.mode === "navigate"
      ? await cache.match("./index.html")
      : await cache.match(request, { ignoreSearch: true });
    return cached || fetch(request);
  })());
});
