import { routePath } from '@plume/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo';
import { useCurrentUser } from '../../features/auth/api/get-session';
import { AccountMenuSwitch } from '../../features/auth/components/account-menu-switch';
import { CreditBalance } from '../../features/credits/components/credit-balance';
import { useLanguage } from '../../lib/use-language';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';

export function Header() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useCurrentUser();

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={routePath('home', language)}
          aria-label={t('app.homeLink')}
          className="flex items-center gap-2.5 rounded-lg"
        >
          <LogoMark />
          <span className="font-serif text-xl font-semibold tracking-tight">{t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.primary')} className="ml-auto flex items-center gap-2">
          {user && <CreditBalance />}
          <div className="hidden items-center gap-2 sm:flex">
            {user && <AccountMenuSwitch user={user} />}
            <LanguageSwitcher />
          </div>
          <MobileMenu user={user ?? null} />
        </nav>
      </div>
    </header>
  );
}
