import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/flag';
import { useLanguage } from '../../lib/use-language';

/**
 * The closed language switcher: a button with the current language's flag and name. The
 * same button serves before the menu's code has loaded and as the menu's trigger after.
 */
export function LanguageTrigger(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = t(`language.names.${language}`);
  return (
    <button
      type="button"
      className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
      aria-label={t('language.current', { language: name })}
      aria-haspopup="menu"
      data-testid="language-switcher"
      {...props}
    >
      <Flag language={language} />
      <span>{name}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
    </button>
  );
}
