// Start-up before Python runs (a classic script, so it is in place before PyScript):
// - the progress bar shows the real bytes of the Pyodide runtime received, then that
//   Python is starting; it goes away when the view sets <html data-ready>;
// - if the runtime cannot load, a message and a retry button replace it.
// Every text is in index.html (written from reversi/strings.py), none here.
(() => {
  const root = document.documentElement;
  const runtime = "/vendor/pyodide/";
  const base = new URL("./", location.href).href;
  const sizes = (self.PRECACHE && self.PRECACHE.files) || {};
  const total = Object.entries(sizes)
    .filter(([path]) => path.includes(runtime))
    .reduce((sum, [, size]) => sum + size, 0);
  let received = 0;

  const show = () => {
    const bar = document.getElementById("loading-bar");
    if (!bar || !total) return;
    bar.value = Math.min(received / total, 1);
    if (received >= total) root.setAttribute("data-loading", "starting");
  };

  // Count the bytes of each runtime file as it streams in, on a clone: the caller gets
  // the original response, so the browser can still reuse its compiled WebAssembly.
  // pyodide.asm.mjs comes by import(), not fetch(): the performance timeline tells when
  // it has arrived.
  const fetchOriginal = self.fetch;
  self.fetch = async (input, init) => {
    const response = await fetchOriginal(input, init);
    const url = response.url || String(input);
    if (root.hasAttribute("data-ready") || !url.includes(runtime) || !response.body) return response;
    const reader = response.clone().body.getReader();
    (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        received += chunk.value.byteLength;
        show();
      }
    })().catch(() => {});
    return response;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.initiatorType !== "fetch" && entry.name.includes(runtime)) {
        received += sizes["./" + entry.name.slice(base.length)] || 0;
        show();
      }
    }
  }).observe({ type: "resource", buffered: true });

  const fail = () => {
    if (!root.hasAttribute("data-ready")) root.setAttribute("data-failed", "");
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
})();
