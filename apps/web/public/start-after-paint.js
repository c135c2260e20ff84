// A page the server drew (apps/server/src/web/signed-out-pages.ts) loads the app with this
// script instead of the app's own tag: the app is fetched and run once the page has
// painted, so that on a slow connection its code never holds the screen back; the app
// then takes the drawn page over. A hidden tab paints nothing, hence the time limit.
// React DOM, which the page names in data-first, runs first, in a task of its own: with
// the app's modules it would be one long task on a phone (apps/web/src/react-dom.ts).
// Plain JavaScript, not built: the page names the app's entry in data-app.
(() => {
  const { app, first } = document.currentScript?.dataset ?? {};
  if (!app) return;
  // As src/lib/next-task.ts, which this file, not built, cannot import.
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Fetched meanwhile, not one after the other.
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = app;
    document.head.append(preload);
    const before = first ? import(first).then(nextTask) : Promise.resolve();
    // The app loads React DOM itself if that failed.
    void before.catch(() => undefined).then(() => import(app));
  };
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 500);
})();
