import { type CreditPackage, formatPrice } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';
import { routePath } from '@plume/core/routes';
import { escapeHtml } from '../http/escape-html';
import { serverPage } from '../http/server-page';
import { LOCAL_CHECKOUT_TEXTS, type LocalCheckoutTexts } from './local-checkout-texts';

export interface LocalCheckoutView {
  language: Language;
  creditPackage: CreditPackage;
  status: string;
  /** Where the Pay and Cancel forms post: the page's own path. */
  actionPath: string;
}

/**
 * The local checkout's payment page: unmistakably a test, with the package, its price and
 * Pay / Cancel as plain forms.
 */
export function renderLocalCheckoutPage({
  language,
  creditPackage,
  status,
  actionPath,
}: LocalCheckoutView): string {
  const texts = LOCAL_CHECKOUT_TEXTS[language];
  const price = formatPrice(creditPackage.priceCents, language);
  const name = texts.packageNames[creditPackage.id];
  const actions = isClosed(status)
    ? `<p class="closed" role="status">${escapeHtml(texts.closed[status])}</p>
<a class="button secondary" href="${routePath('home', language)}">${escapeHtml(texts.returnToApp)}</a>`
    : `<form method="post" action="${escapeHtml(actionPath)}/pay">
<button class="button primary" type="submit">${escapeHtml(texts.pay(price))}</button>
</form>
<form method="post" action="${escapeHtml(actionPath)}/cancel">
<button class="button secondary" type="submit">${escapeHtml(texts.cancel)}</button>
</form>`;
  return testPage(
    language,
    texts.title,
    `<p class="muted">${escapeHtml(texts.explanation)}</p>
<dl>
<div><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(texts.credits(creditPackage.credits))}</dd></div>
<div class="total"><dt>${escapeHtml(texts.total)}</dt><dd data-testid="checkout-price">${escapeHtml(price)}</dd></div>
</dl>
${actions}`,
  );
}

/**
 * The page a visitor without a session gets instead: the payment belongs to an account,
 * so it asks them to sign in, through a link whose `next` brings them back to `returnPath`
 * afterwards (the web app's sign-in form follows it).
 */
export function renderSignInRequiredPage({
  language,
  returnPath,
}: {
  language: Language;
  returnPath: string;
}): string {
  const texts = LOCAL_CHECKOUT_TEXTS[language];
  const signIn = `${routePath('signIn', language)}?next=${encodeURIComponent(returnPath)}`;
  return testPage(
    language,
    texts.signInRequired.title,
    `<p class="muted">${escapeHtml(texts.signInRequired.explanation)}</p>
<a class="button primary" href="${escapeHtml(signIn)}">${escapeHtml(texts.signInRequired.signIn)}</a>
<a class="button secondary" href="${routePath('home', language)}">${escapeHtml(texts.returnToApp)}</a>`,
  );
}

/** The document around a page of the test checkout: its banner, heading and styles. */
function testPage(language: Language, title: string, content: string): string {
  const texts = LOCAL_CHECKOUT_TEXTS[language];
  return serverPage({
    language,
    title,
    styles: STYLES,
    body: `<header class="banner"><p role="note">${escapeHtml(texts.testMode)}</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>`,
  });
}

function isClosed(status: string): status is keyof LocalCheckoutTexts['closed'] {
  return status === 'paid' || status === 'cancelled' || status === 'failed';
}

const STYLES = `
.banner {
  margin: 0; padding: 0.75rem 1rem; text-align: center; font-weight: 700;
  letter-spacing: 0.02em; text-transform: uppercase; font-size: 0.875rem;
  color: var(--warn); background: var(--warn-bg); border-bottom: 2px dashed var(--warn);
}
.banner p { margin: 0; }
main {
  width: calc(100% - 2rem); max-width: 28rem; margin: 2.5rem auto; padding: 1.5rem; background: var(--surface);
  border: 1px solid var(--line); border-radius: 1rem;
}
h1 { margin: 0 0 0.5rem; font: 600 1.75rem/1.2 Georgia, "Times New Roman", serif; }
.muted { margin: 0 0 1.5rem; color: var(--ink-muted); }
dl { margin: 0 0 1.5rem; }
dl div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; }
dt { font-weight: 600; }
dd { margin: 0; }
.total { border-top: 1px solid var(--line); font-size: 1.25rem; font-weight: 700; }
form { margin: 0 0 0.75rem; }
a.button + a.button { margin-top: 0.75rem; }
.button {
  display: flex; width: 100%; min-height: 2.75rem; align-items: center; justify-content: center;
  border-radius: 0.5rem; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none;
}
.primary { background: var(--accent); color: var(--on-accent); border: 0; }
.secondary { background: transparent; color: var(--ink); border: 1px solid var(--line); }
.closed { margin: 0 0 1rem; font-weight: 600; }
.button:focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
`;
