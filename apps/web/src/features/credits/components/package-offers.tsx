import type { PackageId } from '@plume/core/credits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useLanguage } from '../../../lib/use-language';
import { usePackages } from '../api/get-packages';
import { useStartCheckout } from '../api/start-checkout';
import { PackageOption } from './package-option';
import { PurchaseButton } from './purchase-button';
import { RefundAcceptance } from './refund-acceptance';

/**
 * The offers once shown (docs/PRODUCT.md, "Purchase"): the four packages, then the refund
 * policy to accept, then the purchase button, which stays disabled until both are done
 * and says which one is missing.
 */
export function PackageOffers({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const packages = usePackages();
  const checkout = useStartCheckout();
  const [selected, setSelected] = useState<PackageId | null>(null);
  const [accepted, setAccepted] = useState(false);
  const ids = useId();

  if (packages.isPending) {
    return (
      <div id={id} className="mt-5 flex justify-center text-accent" role="status">
        <Spinner />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (packages.isError) {
    return (
      <p id={id} className="mt-5 text-sm text-danger" role="alert">
        {t('credits.purchase.loadError')}
      </p>
    );
  }

  const chosen = packages.data.find((offer) => offer.id === selected);
  const redirecting = checkout.isPending || checkout.isSuccess;
  const missing = !chosen
    ? t('credits.purchase.chooseFirst')
    : !accepted
      ? t('credits.purchase.acceptFirst')
      : null;

  return (
    <form
      id={id}
      className="mt-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && accepted) checkout.mutate({ packageId: chosen.id, language });
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold">
          {t('credits.purchase.choosePackage')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {packages.data.map((offer) => (
            <PackageOption
              key={offer.id}
              offer={offer}
              name={`${ids}-package`}
              language={language}
              checked={selected === offer.id}
              onSelect={() => setSelected(offer.id)}
            />
          ))}
        </div>
      </fieldset>
      <RefundAcceptance accepted={accepted} onChange={setAccepted} language={language} />
      <PurchaseButton
        chosen={chosen}
        missing={missing}
        redirecting={redirecting}
        language={language}
      />
    </form>
  );
}
