import { externalLink } from '@plume/core';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../lib/runtime-config';
import { useLanguage } from '../../lib/use-language';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkClass = 'underline-offset-4 hover:text-ink hover:underline';

  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('footer.note')}</p>
        <ul className="flex gap-5">
          <li>
            <a
              className={linkClass}
              href={externalLink(runtimeConfig().links.support, language)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('links.support')}
              <span className="sr-only"> {t('links.newTab')}</span>
            </a>
          </li>
          <li>
            <a
              className={linkClass}
              href={externalLink(runtimeConfig().links.refundPolicy, language)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('links.refundPolicy')}
              <span className="sr-only"> {t('links.newTab')}</span>
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
