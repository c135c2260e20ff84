import { ChevronDown, UserRound } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The closed account menu: the signed-in address. Serves before and after the menu loads. */
export function AccountMenuButton({
  email,
  ...props
}: ComponentPropsWithRef<'button'> & { email: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="inline-flex min-h-10 max-w-64 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
      aria-label={t('account.menuLabel', { email })}
      aria-haspopup="menu"
      data-testid="account-menu"
      {...props}
    >
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <span className="truncate">{email}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
    </button>
  );
}
