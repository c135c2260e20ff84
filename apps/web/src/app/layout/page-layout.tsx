import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { useSessionExpiry } from '../../features/auth/hooks/use-session-expiry';
import { Footer } from './footer';
import { Header } from './header';

/** The header, the screen and the footer, around every route. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useSessionExpiry();

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
        {children}
      </main>
      {/* Until the session is known the main area is a short spinner, and a footer shown
          under it would jump down as the desk appears (a layout shift). */}
      {user !== undefined && <Footer />}
    </div>
  );
}
