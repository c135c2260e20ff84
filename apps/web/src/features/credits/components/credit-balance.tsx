import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCredits } from '../../../lib/credits';

/** The header's balance: the number of credits, or ∞ for an unlimited account. */
export function CreditBalance() {
  const { t } = useTranslation();
  const credits = useCredits();
  if (!credits.data) return null;
  const { amount, unlimited } = credits.data;
  const label = unlimited ? t('credits.unlimited') : t('credits.balance', { count: amount });
  return (
    <p
      className="flex h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold tabular-nums"
      title={`${t('credits.headerLabel')}: ${label}`}
      data-testid="header-credits"
    >
      <Coins aria-hidden="true" className="size-4 text-accent" />
      <span aria-hidden="true">{unlimited ? '∞' : amount}</span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
