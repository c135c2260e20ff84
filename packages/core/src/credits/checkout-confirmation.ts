/** Where a checkout stands once the provider has been asked about it. */
export type CheckoutStatus = 'pending' | 'paid' | 'cancelled' | 'failed';

/** The success page's check of a checkout (docs/PRODUCT.md, "Purchase"). */
export interface CheckoutConfirmation {
  status: CheckoutStatus;
  /** The balance after confirming; -1 is unlimited. */
  credits: number;
}
