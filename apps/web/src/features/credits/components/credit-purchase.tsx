import { formatPrice, STARTING_PRICE_CENTS } from '@plume/core/credits';
import { ChevronDown, Coins } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/button-styles';
import { PanelIcon } from '../../../components/panel-icon';
import { useCredits } from '../../../lib/credits';
import { useLanguage } from '../../../lib/use-language';
import { PackageOffers } from './package-offers';

/**
 * The purchase block of the signed-in screen (docs/PRODUCT.md, "Screens"): hidden for unlimited
 * accounts, the offers hidden until asked for. It shows while the balance loads (nothing
 * in it depends on the balance): appearing once the balance arrived, it pushed the whole
 * desk down under the writer's eyes (Lighthouse's CLS). Unlimited accounts, granted by an
 * admin, are rare enough to take that shift the other way.
 */
export function CreditPurchase() {
  const { t } = useTranslation();
  const language = useLanguage();
  const credits = useCredits();
  const [open, setOpen] = useState(false);
  const ids = useId();

  if (credits.data?.unlimited) return null;

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-start gap-3">
          <PanelIcon icon={Coins} />
          <div>
            <h2 id={`${ids}-title`} className="text-lg font-semibold">
              {t('credits.purchase.title')}
            </h2>
            <p className="text-sm text-ink-muted">{t('credits.purchase.subtitle')}</p>
            <p className="mt-1 text-sm font-semibold text-accent">
              {t('credits.purchase.startingAt', {
                price: formatPrice(STARTING_PRICE_CENTS, language),
              })}
            </p>
          </div>
        </div>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={open}
          aria-controls={open ? `${ids}-offers` : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('credits.purchase.hideOffers') : t('credits.purchase.showOffers')}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>
      {open && <PackageOffers id={`${ids}-offers`} />}
    </section>
  );
}
