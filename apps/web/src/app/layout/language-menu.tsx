import { isLanguage, LANGUAGES } from '@plume/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/flag';
import { useLanguage } from '../../lib/use-language';
import { useSwitchLanguage } from './use-switch-language';

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { blocked, switchLanguage } = useSwitchLanguage();
  const name = t(`language.names.${language}`);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
        aria-label={t('language.current', { language: name })}
        data-testid="language-switcher"
      >
        <Flag language={language} />
        <span>{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-line bg-surface p-1.5 text-ink shadow-lg"
        >
          {blocked && (
            <p className="flex max-w-60 gap-2 px-2.5 py-2 text-xs text-ink-muted">
              <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {t('language.blocked')}
            </p>
          )}
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => isLanguage(value) && switchLanguage(value)}
          >
            {LANGUAGES.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                lang={option}
                disabled={blocked}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-surface-muted data-[disabled]:opacity-50"
              >
                <Flag language={option} />
                <span className="flex-1">{t(`language.names.${option}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-accent" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
