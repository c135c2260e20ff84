import { isLanguage, LANGUAGES } from '@plume/core/i18n';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Flag } from '../../components/flag';
import { type OpenedBy, useFocusFirstItem } from '../../components/on-demand-menu';
import { useLanguage } from '../../lib/use-language';
import { LanguageTrigger } from './language-trigger';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The language dropdown (docs/PRODUCT.md, "Languages"), loaded when first opened (language-switcher.tsx),
 * so it mounts already open.
 */
export function LanguageMenu({ openedBy }: { openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { blocked, switchLanguage } = useSwitchLanguage();
  const content = useFocusFirstItem(openedBy);

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          ref={content}
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
