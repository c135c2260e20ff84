import { routePath } from '@plume/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { useLanguage } from '../lib/use-language';
import { primaryButton } from './button-styles';
import { PageCard } from './page-card';

/**
 * What a route shows when it fails (every route module's ErrorBoundary): a translated
 * message and a way home, never a blank page.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <PageCard>
      <div role="alert">
        <h1 className="text-2xl font-semibold">{t('errorScreen.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('errorScreen.message')}</p>
      </div>
      {/* A whole new page, so nothing of the failed one is kept. */}
      <a href={routePath('home', language)} className={`${primaryButton} mt-6`}>
        {t('errorScreen.home')}
      </a>
    </PageCard>
  );
}
