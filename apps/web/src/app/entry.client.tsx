import { DEFAULT_LANGUAGE, isLanguage } from '@plume/core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { i18n, initI18n } from '../i18n/i18n';

// The page's messages first, in the language the server rendered it in: hydration must
// find the same text.
const language = document.documentElement.lang;
await initI18n(isLanguage(language) ? language : DEFAULT_LANGUAGE);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
