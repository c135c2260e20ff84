import { formatPrice, formatPricePerCredit } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { useTranslation } from 'react-i18next';
import type { OfferedPackage } from '../api/get-packages';

/**
 * One package as a radio card: name, credits, price and price per credit, with its badges.
 * The radio is named by the package's name and described by the rest.
 */
export function PackageOption({
  offer,
  name,
  language,
  checked,
  onSelect,
}: {
  offer: OfferedPackage;
  /** The radio group's name. */
  name: string;
  language: Language;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const id = `${name}-${offer.id}`;
  return (
    <label className="relative flex cursor-pointer flex-col gap-1 rounded-xl border border-line bg-surface p-4 transition-colors hover:bg-surface-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus">
      <span className="flex items-start justify-between gap-2">
        <span className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            value={offer.id}
            checked={checked}
            onChange={onSelect}
            aria-labelledby={`${id}-name`}
            aria-describedby={`${id}-details`}
            className="size-4 accent-accent focus-visible:outline-none"
          />
          <span id={`${id}-name`} className="font-semibold">
            {t(`credits.packages.${offer.id}`)}
          </span>
        </span>
        <span className="text-lg font-semibold tabular-nums">
          {formatPrice(offer.price, language)}
        </span>
      </span>
      <span id={`${id}-details`} className="flex flex-col gap-1 pl-6">
        <span className="text-sm text-ink">
          {t('credits.purchase.packageCredits', { count: offer.credits })}
        </span>
        <span className="text-xs text-ink-muted tabular-nums">
          {t('credits.purchase.perCredit', {
            price: formatPricePerCredit(offer.pricePerCredit, language),
          })}
        </span>
        {offer.badges.length > 0 && (
          <span className="mt-1 flex flex-wrap gap-1.5">
            {offer.badges.map((badge) => (
              <span
                key={badge}
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  badge === 'popular' ? 'bg-accent text-on-accent' : 'bg-accent-soft text-accent'
                }`}
              >
                {t(`credits.badges.${badge}`)}
              </span>
            ))}
          </span>
        )}
      </span>
    </label>
  );
}
