import { matchRoute } from '@plume/core';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import { PaymentResultPage } from '../../features/credits/components/payment-result-page';
import type { Route } from './+types/payment-result';

/** Where the payment page sends the writer back, after paying or after giving up. */
export default function PaymentResult() {
  const { pathname } = useLocation();
  return (
    <PaymentResultPage
      outcome={matchRoute(pathname)?.id === 'paymentCancel' ? 'cancel' : 'success'}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
