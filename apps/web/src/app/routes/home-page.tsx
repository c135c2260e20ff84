import { BookOpenText, History, Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AuthCard, type AuthMode } from '../../features/auth/components/auth-card';
import { SignedInHome } from './signed-in-home';

const POINTS = [
  { key: 'home.points.genres', Icon: Library },
  { key: 'home.points.modes', Icon: BookOpenText },
  { key: 'home.points.history', Icon: History },
] as const;

/**
 * The main screen: the writer's desk when signed in; otherwise what Plume is, beside the
 * auth card. `?signup=true` opens sign-up.
 */
export function HomePage({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const shownMode = searchParams.get('signup') === 'true' ? 'signUp' : mode;

  if (user === undefined) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-accent" role="status">
        <Spinner />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    );
  }
  if (user) return <SignedInHome email={user.email} />;

  return (
    <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_28rem] lg:gap-16 lg:py-20">
      <section className="max-w-xl lg:pt-6">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">
          {t('app.tagline')}
        </p>
        {/* The auth card's title is the page's h1: it says what this screen is for. */}
        <p className="mt-3 font-serif text-3xl leading-tight font-semibold text-balance sm:text-5xl">
          {t('home.title')}
        </p>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t('home.intro')}</p>
        <ul className="mt-8 hidden flex-col gap-4 sm:flex">
          {POINTS.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="pt-1.5">{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex justify-center lg:justify-end">
        <AuthCard mode={shownMode} />
      </div>
    </div>
  );
}
