import { matchRoute } from '@plume/core/routes';
import { PaymentResultPage } from '../../features/credits/components/payment-result-page';
import type { Route } from './+types/payment-result';

/**
 * Where the payment page sends the writer back, after paying or after giving up. After
 * paying, `?session_id=` names the checkout: it is confirmed with the payment provider
 * before the page is drawn (credited once if paid), so a lost webhook loses nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = matchRoute(url.pathname)?.id === 'paymentCancel' ? 'cancel' : 'success';
  const sessionId = url.searchParams.get('session_id');
  const check =
    outcome === 'success' && sessionId ? await context.confirmCheckout(sessionId) : null;
  return { outcome, check } as const;
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  return <PaymentResultPage outcome={loaderData.outcome} check={loaderData.check} />;
}
