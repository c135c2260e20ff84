import { routePath } from '@plume/core/routes';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { PageCard } from '../../../components/page-card';
import { useLanguage } from '../../../lib/use-language';
import { type CheckoutCheck, usePaymentConfirmation } from '../hooks/use-payment-confirmation';

/** Where the payment page sends the writer back: after paying, or after giving up. */
export function PaymentResultPage({
  outcome,
  check,
}: {
  outcome: 'success' | 'cancel';
  check: CheckoutCheck;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePaymentConfirmation(check);
  const Icon = outcome === 'success' ? CircleCheck : CircleX;

  return (
    <PageCard className="text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto size-12 ${outcome === 'success' ? 'text-accent' : 'text-ink-muted'}`}
      />
      <h1 className="mt-4 text-2xl font-semibold">{t(`payment.${outcome}Title`)}</h1>
      <p className="mt-2 text-ink-muted">{t(`payment.${outcome}Text`)}</p>
      <Link to={routePath('home', language)} className={`${primaryButton} mt-6 w-full`}>
        {t('payment.returnHome')}
      </Link>
    </PageCard>
  );
}
