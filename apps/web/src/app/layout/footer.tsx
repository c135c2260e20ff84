import { externalLink } from '@plume/core/links';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link';
import { usePageSettings } from '../../lib/page-settings';
import { useLanguage } from '../../lib/use-language';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { links } = usePageSettings();

  return (
    <footer className="border-t border-line print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{t('footer.note')}</p>
        <ul className="flex gap-5">
          {(['support', 'refundPolicy'] as const).map((link) => (
            <li key={link}>
              <ExternalLink
                href={externalLink(links[link], language)}
                className="underline-offset-4 hover:text-ink hover:underline"
              >
                {t(`links.${link}`)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
