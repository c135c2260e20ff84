import { languageFromPath } from '@plume/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { Footer } from './footer';
import { Header } from './header';

export function Layout() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  useSessionExpiry();

  // A route written in a language (/en/login, /reset-password) forces that language.
  useEffect(() => {
    const forced = languageFromPath(pathname);
    if (forced && forced !== i18n.resolvedLanguage) void i18n.changeLanguage(forced);
  }, [pathname, i18n]);

  useEffect(() => {
    document.title = `${t('app.name')} · ${t('app.tagline')}`;
  }, [t]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense
          fallback={
            <div
              className="flex min-h-[50vh] items-center justify-center text-accent"
              role="status"
            >
              <Spinner />
              <span className="sr-only">{t('app.loading')}</span>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {/* Until the session is known the main area is a short spinner, and a footer shown
          under it would jump down as the desk appears (a layout shift, Lighthouse's CLS). */}
      {user !== undefined && <Footer />}
    </div>
  );
}
