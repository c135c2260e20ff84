import { formatPrice } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import type { OfferedPackage } from '../api/get-packages';

/**
 * The purchase button, naming the package chosen, and beside it what is still missing,
 * which keeps it disabled; busy while the browser goes to the checkout.
 */
export function PurchaseButton({
  chosen,
  missing,
  redirecting,
  language,
}: {
  chosen: OfferedPackage | undefined;
  missing: string | null;
  redirecting: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const missingId = useId();
  return (
    <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="submit"
        className={primaryButton}
        disabled={missing !== null || redirecting}
        aria-describedby={missing ? missingId : undefined}
      >
        {redirecting && <Spinner className="size-4" />}
        {redirecting
          ? t('credits.purchase.redirecting')
          : chosen
            ? t('credits.purchase.buyPackage', {
                count: chosen.credits,
                price: formatPrice(chosen.price, language),
              })
            : t('credits.purchase.buy')}
      </button>
      {missing && (
        <p id={missingId} className="text-sm text-ink-muted">
          {missing}
        </p>
      )}
    </div>
  );
}
