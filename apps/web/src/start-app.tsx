import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, markSignedOut, prefetchFirstScreen } from './app/app';
import { currentLanguage, initI18n } from './i18n/i18n';

/**
 * Starts the app in `root`. `drawnLanguage` is set when the server sent the signed-out
 * screen already drawn in that language (apps/server/src/web/signed-out-pages.ts): the
 * components take the page over once the language's messages are here, or draw it again
 * when this browser prefers another language than the server guessed.
 */
export function startApp(root: HTMLElement, drawnLanguage: string | undefined) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const messagesLoaded = initI18n(window.location.pathname);

  if (drawnLanguage) {
    markSignedOut();
    void messagesLoaded.finally(() => {
      if (currentLanguage() === drawnLanguage) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  } else {
    prefetchFirstScreen();
    createRoot(root).render(app);
  }
}
