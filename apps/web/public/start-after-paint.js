// A page the server drew (apps/server/src/web/signed-out-pages.ts) loads the app with this
// script instead of the app's own tag: the app is fetched and run once the page has
// painted, so that on a slow connection its code never holds the screen back; the app
// then takes the drawn page over. A hidden tab paints nothing, hence the time limit.
// Plain JavaScript, not built: the page names the app's entry in data-app.
(() => {
  const app = document.currentScript?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(app);
  };
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 500);
})();
