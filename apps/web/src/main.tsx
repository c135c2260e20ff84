import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, markSignedOut, prefetchFirstScreen } from './app/app';
import { type SessionUser, sessionUserSchema } from './features/auth/api/get-session';
import { currentLanguage, initI18n } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The writer the server found signed in when it sent the page (apps/server/src/web/
 * app-shell.ts), or null when it did not say.
 */
function signedInWriter(doc: Document): SessionUser | null {
  const content = doc.querySelector('meta[name="plume-session"]')?.getAttribute('content');
  try {
    return content ? sessionUserSchema.parse(JSON.parse(content)) : null;
  } catch {
    return null;
  }
}

// The first render as a transition: React then works in slices of a few milliseconds and
// lets the browser answer in between, where a plain first render is one long task (a
// phone's first tap waits for it; Lighthouse's total blocking time, issue 9).
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Read before initI18n, which sets the document's language to the one it detects.
const drawnLanguage = root.dataset.signedOutLanguage;
const messagesLoaded = initI18n(window.location.pathname);

if (drawnLanguage) {
  // The server drew this signed-out screen (apps/server/src/web/signed-out-pages.ts). The
  // components take it over once the language's messages are here, or draw it again when
  // this browser prefers another language than the server guessed.
  markSignedOut();
  void messagesLoaded.finally(() => {
    startTransition(() => {
      if (currentLanguage() === drawnLanguage) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
} else {
  prefetchFirstScreen(signedInWriter(document));
  startTransition(() => createRoot(root).render(app));
}
