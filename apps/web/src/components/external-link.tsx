import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to a site outside the app: new tab, no referrer, and said so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('links.newTab')}</span>
    </a>
  );
}
