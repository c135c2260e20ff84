import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles.css';
import { isLanguage } from '@plume/core';
import { StrictMode, startTransition } from 'react';
import { App, markSignedOut, prefetchFirstScreen, takeOverDrawnDesk } from './app/app';
import type { FirstAnswers } from './app/first-answers';
import { type SessionUser, sessionUserSchema } from './features/auth/api/get-session';
import { currentLanguage, initI18n } from './i18n/i18n';
import { nextTask } from './lib/next-task';
import { isVisitSeed, provideVisitSeed } from './lib/visit-seed';
import { createRoot, hydrateRoot } from './react-dom';

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

/**
 * The API's answers a drawn desk was drawn from (apps/server/src/web/signed-in-pages.ts
 * writes them in the page), or null.
 */
function firstAnswers(doc: Document): FirstAnswers | null {
  const content = doc.getElementById('plume-first-answers')?.textContent;
  try {
    const answers: unknown = content ? JSON.parse(content) : null;
    return typeof answers === 'object' && answers !== null ? (answers as FirstAnswers) : null;
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
// What the server drew, if anything, in which language, and with which seed.
const drawnLanguage = root.dataset.signedOutLanguage;
const deskLanguage = root.dataset.signedInLanguage;
const drawnSeed = Number(root.dataset.visitSeed);

/** Takes the drawn page over as it is, or draws it again when it cannot. */
const start = (takeOver: boolean) =>
  startTransition(() => {
    if (takeOver) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });

/**
 * Evaluating the app's modules is already a long task on a phone; the start's own work
 * (the language, the cache, the desk's code) comes after it, in tasks of its own, so that
 * none holds the page for long (issue 9: total blocking time).
 */
const startApp = async () => {
  await nextTask();
  const messagesLoaded = initI18n(window.location.pathname);
  await nextTask();
  if (drawnLanguage) {
    // The server drew this signed-out screen (apps/server/src/web/signed-out-pages.ts). The
    // components take it over once the language's messages are here, or draw it again when
    // this browser prefers another language than the server guessed.
    markSignedOut();
    void messagesLoaded.finally(() => start(currentLanguage() === drawnLanguage));
  } else if (isLanguage(deskLanguage)) {
    // The server drew the signed-in writer's desk (apps/server/src/web/signed-in-pages.ts).
    // The components take it over once the messages, the desk's code and its genre
    // catalogue are here, from the data it was drawn from; or draw it again in another
    // language, or from the API.
    const writer = signedInWriter(document);
    const answers = firstAnswers(document);
    prefetchFirstScreen(writer);
    if (isVisitSeed(drawnSeed)) provideVisitSeed(drawnSeed);
    await nextTask();
    const ready =
      writer !== null && answers !== null
        ? takeOverDrawnDesk(deskLanguage, answers)
        : Promise.resolve(false);
    void Promise.all([ready, messagesLoaded]).then(
      ([seeded]) => start(seeded && currentLanguage() === deskLanguage),
      () => start(false),
    );
  } else {
    prefetchFirstScreen(signedInWriter(document));
    startTransition(() => createRoot(root).render(app));
  }
};

void startApp();
