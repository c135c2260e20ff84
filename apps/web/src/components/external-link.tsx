import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link to a site outside the app: new tab, no referrer, and said so to screen readers.
 * Other props pass through, so a menu can make it one of its items.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { t } = useTranslation();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {t('links.newTab')}</span>
    </a>
  );
}
