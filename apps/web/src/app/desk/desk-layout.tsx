import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditPurchase } from '../../features/credits/components/credit-purchase';

/**
 * The desk's frame: its title, the credit offers, what needs the desk's whole width (`wide`:
 * three ideas side by side), then the genre picker on the left and the panel and history
 * (`children`) on the right.
 */
export function DeskLayout({
  picker,
  wide,
  children,
}: {
  picker: ReactNode;
  wide?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Says the desk's controls answer. Its code is a lazy chunk that hydrates after the page
  // (app/root.tsx marks that); the end-to-end tests wait for both before clicking.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10"
      data-desk
      data-hydrated={hydrated || undefined}
    >
      <header className="mb-6">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t('home.desk.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('home.desk.subtitle')}</p>
      </header>
      <CreditPurchase />
      {wide ? <div className="mb-6">{wide}</div> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        {/* On wide screens the picker stays in view beside the long column of ideas. */}
        <div className="min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:rounded-2xl">
          {picker}
        </div>
        <div className="grid gap-6">{children}</div>
      </div>
    </div>
  );
}
