import type { CreditPackage } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';

/** What a payment page needs to know about the purchase. */
export interface CheckoutRequest {
  paymentId: string;
  userId: string;
  email: string;
  creditPackage: CreditPackage;
  language: Language;
  /**
   * The app's address as the writer's browser reaches it (http/browser-public-url.ts):
   * the local checkout's page is there.
   */
  appUrl: string;
  /** Absolute, on appUrl. Stripe's may carry {CHECKOUT_SESSION_ID}, which it replaces. */
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  /** Unique at the provider; fulfilment is keyed on it. */
  sessionId: string;
  /** The payment page the browser is sent to. */
  url: string;
}

/**
 * A hosted payment page (docs/PRODUCT.md, Purchase): the app's local test checkout or
 * Stripe Checkout. Either way, a paid session is credited by fulfilPayment.
 */
export interface CheckoutProvider {
  name: 'local-checkout' | 'stripe';
  createSession(request: CheckoutRequest): Promise<ProviderSession>;
  /**
   * Asks the provider whether the session has been paid, for the success page's
   * confirmation. The local checkout answers false: its Pay button fulfils directly.
   */
  isPaid(sessionId: string): Promise<boolean>;
}
