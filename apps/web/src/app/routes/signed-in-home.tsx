import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card';

/** The signed-in main screen until the genre picker and generator arrive. */
export function SignedInHome({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-16">
      <Card className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <Feather aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t('home.signedIn.title')}</h1>
        <p className="mt-3 break-words text-ink-muted">{t('home.signedIn.text', { email })}</p>
        <p className="mt-2 text-ink-muted">{t('home.signedIn.next')}</p>
      </Card>
    </div>
  );
}
