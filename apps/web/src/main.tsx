import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Read before the app starts: it sets the document's language to the one it detects.
const drawnLanguage = root.dataset.signedOutLanguage;

/**
 * A page the server sent drawn is shown first and taken over by the app after: the app's
 * code is fetched once the page has painted, so it never slows the paint down (the server
 * leaves out the preloads index.html has for every other page). A hidden tab paints
 * nothing, hence the time limit.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}

const FIRST_PAINT_WAIT_MS = 500;

void (drawnLanguage ? afterFirstPaint() : Promise.resolve())
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp(root, drawnLanguage));
