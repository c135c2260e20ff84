import { Menu } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The small screens' menu button; serves before and after the menu's code has loaded. */
export function MobileMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted sm:hidden"
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      {...props}
    >
      <Menu aria-hidden="true" className="size-6" />
    </button>
  );
}
