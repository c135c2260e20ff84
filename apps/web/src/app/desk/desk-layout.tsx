import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditPurchase } from '../../features/credits/components/credit-purchase';
import { useCredits } from '../../lib/credits';

/**
 * The balance at which the offer of credits comes before the work: the next idea or the
 * one after would be refused without more.
 */
const LOW_BALANCE = 1;

/**
 * The desk's frame: its title; what needs the desk's whole width (`wide`: three ideas side
 * by side); then the genre picker, in a narrow column on the left from 1024 px, and the
 * panel and history (`children`) in a reading column of at least 640 px; the offer of
 * credits after the work, or before it when the balance is 0 or 1. On a phone the picker
 * comes first, with `generateBar` at its end.
 */
export function DeskLayout({
  picker,
  generateBar,
  wide,
  children,
}: {
  picker: ReactNode;
  generateBar?: ReactNode;
  wide?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const credits = useCredits();
  // Says the desk's controls answer. Its code is a lazy chunk that hydrates after the page
  // (app/root.tsx marks that); the end-to-end tests wait for both before clicking.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Placed from the balance the page came with (app/root.tsx), and kept there: an offer
  // jumping above the desk as an idea spends the second-last credit would push the idea
  // the writer is reading down the screen.
  const [offerFirst] = useState(
    () =>
      credits.data !== undefined && !credits.data.unlimited && credits.data.amount <= LOW_BALANCE,
  );
  return (
    <div
      className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:py-10"
      data-desk
      data-hydrated={hydrated || undefined}
    >
      <header>
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('home.desk.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('home.desk.subtitle')}</p>
      </header>
      {offerFirst ? <CreditPurchase /> : null}
      {wide}
      <div className="grid gap-6 lg:grid-cols-[18.5rem_minmax(0,1fr)] lg:items-start xl:grid-cols-[21rem_minmax(0,1fr)]">
        {/* On wide screens the picker stays in view beside the long column of ideas. */}
        <div className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-2xl">
          {picker}
          {generateBar}
        </div>
        <div className="grid min-w-0 gap-6">{children}</div>
      </div>
      {offerFirst ? null : <CreditPurchase />}
    </div>
  );
}
