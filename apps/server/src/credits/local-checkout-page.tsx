import { type CreditPackage, formatPrice } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { routePath } from '@plume/core/routes';
import type { ReactNode } from 'react';
import { primaryButton, renderServerPage, secondaryButton } from '../http/server-page';
import { translatorOf } from '../i18n/translator';

export interface LocalCheckoutView {
  language: Language;
  creditPackage: CreditPackage;
  status: string;
  /** Where the Pay and Cancel forms post: the page's own path. */
  actionPath: string;
  /** The web app's stylesheet (pages/app-stylesheet.ts). */
  stylesheet: string | undefined;
}

type ClosedStatus = 'paid' | 'cancelled' | 'failed';

const isClosed = (status: string): status is ClosedStatus =>
  status === 'paid' || status === 'cancelled' || status === 'failed';

/**
 * The local checkout's payment page: unmistakably a test, with the package, its price and
 * Pay / Cancel as plain forms.
 */
export function renderLocalCheckoutPage({
  language,
  creditPackage,
  status,
  actionPath,
  stylesheet,
}: LocalCheckoutView): string {
  const t = translatorOf(language);
  const price = formatPrice(creditPackage.priceCents, language);
  return renderTestPage({
    language,
    stylesheet,
    title: t('checkoutPage.title'),
    children: (
      <>
        <p className="mt-2 text-ink-muted">{t('checkoutPage.explanation')}</p>
        <dl className="my-6">
          <div className="flex justify-between gap-4 py-2">
            <dt className="font-semibold">{t(`credits.packages.${creditPackage.id}`)}</dt>
            <dd>{t('checkoutPage.credits', { count: creditPackage.credits })}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line py-2 text-xl font-bold">
            <dt>{t('checkoutPage.total')}</dt>
            <dd data-testid="checkout-price">{price}</dd>
          </div>
        </dl>
        {isClosed(status) ? (
          <>
            <p className="mb-4 font-semibold" role="status">
              {t(`checkoutPage.closed.${status}`)}
            </p>
            <a href={routePath('home', language)} className={secondaryButton}>
              {t('checkoutPage.returnToApp')}
            </a>
          </>
        ) : (
          <div className="grid gap-3">
            <form method="post" action={`${actionPath}/pay`}>
              <button type="submit" className={primaryButton}>
                {t('checkoutPage.pay', { price })}
              </button>
            </form>
            <form method="post" action={`${actionPath}/cancel`}>
              <button type="submit" className={secondaryButton}>
                {t('checkoutPage.cancel')}
              </button>
            </form>
          </div>
        )}
      </>
    ),
  });
}

/**
 * The page a visitor without a session gets instead: the payment belongs to an account,
 * so it asks them to sign in, through a link whose `next` brings them back to `returnPath`
 * afterwards (the web app's sign-in form follows it).
 */
export function renderSignInRequiredPage({
  language,
  returnPath,
  stylesheet,
}: {
  language: Language;
  returnPath: string;
  stylesheet: string | undefined;
}): string {
  const t = translatorOf(language);
  const signIn = `${routePath('signIn', language)}?next=${encodeURIComponent(returnPath)}`;
  return renderTestPage({
    language,
    stylesheet,
    title: t('checkoutPage.signInRequired.title'),
    children: (
      <>
        <p className="mt-2 mb-6 text-ink-muted">{t('checkoutPage.signInRequired.explanation')}</p>
        <div className="grid gap-3">
          <a href={signIn} className={primaryButton}>
            {t('checkoutPage.signInRequired.signIn')}
          </a>
          <a href={routePath('home', language)} className={secondaryButton}>
            {t('checkoutPage.returnToApp')}
          </a>
        </div>
      </>
    ),
  });
}

/** A page of the test checkout: its banner, then its heading and content in a card. */
function renderTestPage({
  language,
  stylesheet,
  title,
  children,
}: {
  language: Language;
  stylesheet: string | undefined;
  title: string;
  children: ReactNode;
}): string {
  const t = translatorOf(language);
  return renderServerPage({
    language,
    title,
    stylesheet,
    children: (
      <>
        <header className="border-b-2 border-dashed border-warning bg-surface-muted px-4 py-3 text-center text-sm font-bold uppercase tracking-wide text-warning">
          <p role="note">{t('checkoutPage.testMode')}</p>
        </header>
        <main className="mx-auto flex max-w-md justify-center px-4 py-12 sm:py-16">
          <section className="w-full rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold">{title}</h1>
            {children}
          </section>
        </main>
      </>
    ),
  });
}
