import { routePath } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useLanguage } from '../lib/use-language';
import { primaryButton } from './button-styles';
import { PageCard } from './page-card';

/** The failures a writer can tell apart, each with its own words and way on. */
type Failure = 'notFound' | 'signedOut' | 'failed';

function failureOf(error: unknown): Failure {
  if (!isRouteErrorResponse(error)) return 'failed';
  if (error.status === 404) return 'notFound';
  if (error.status === 401) return 'signedOut';
  return 'failed';
}

/**
 * What a screen shows when its loader or its rendering fails: a translated message that
 * says what happened (a page that does not exist, a session that ended, a failure of
 * ours) and a way on, never a blank page. A whole new page follows the link, so nothing
 * of the failed one is kept.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const failure = failureOf(error);
  if (!isRouteErrorResponse(error)) console.error(error);
  const way =
    failure === 'signedOut'
      ? {
          href: `${routePath('signIn', language)}?next=${encodeURIComponent(pathname)}`,
          label: t('errorScreen.signIn'),
        }
      : { href: routePath('home', language), label: t('errorScreen.home') };
  return (
    <PageCard>
      <div role="alert">
        <h1 className="text-2xl font-semibold">{t(`errorScreen.${failure}.title`)}</h1>
        <p className="mt-2 text-ink-muted">{t(`errorScreen.${failure}.message`)}</p>
      </div>
      <a href={way.href} className={`${primaryButton} mt-6`}>
        {way.label}
      </a>
    </PageCard>
  );
}
