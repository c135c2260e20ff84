import { LANGUAGES, type Language } from '@plume/core/i18n';
import { externalLink } from '@plume/core/links';
import { routePath } from '@plume/core/routes';
import * as Dialog from '@radix-ui/react-dialog';
import {
  Check,
  Download,
  ExternalLink as ExternalLinkIcon,
  KeyRound,
  LifeBuoy,
  Lock,
  LogOut,
  UserRound,
  UserX,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { Flag } from '../../components/flag';
import { ACCOUNT_EXPORT_PATH } from '../../features/auth/api/delete-account';
import type { SessionUser } from '../../features/auth/api/get-session';
import { useSignOut } from '../../features/auth/api/sign-out';
import { usePageSettings } from '../../lib/page-settings';
import { useLanguage } from '../../lib/use-language';
import { MobileMenuButton } from './mobile-menu-button';
import { useSwitchLanguage } from './use-switch-language';

const sectionHeading = 'font-sans text-xs font-semibold tracking-wide text-ink-muted uppercase';
const rowClass = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm hover:bg-surface-muted';

/**
 * The slide-over menu of small screens: the account (change password, sign out) when
 * signed in, language choice and the support centre. Its code loads when first opened
 * (mobile-menu.tsx), so it mounts open.
 */
export function MobileMenuDialog({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { links } = usePageSettings();
  // Held here rather than in the sections: those unmount with the content as the menu
  // closes, and the language switch and the sign-out go on after it has closed.
  const { blocked, switchLanguage } = useSwitchLanguage();
  const signOut = useSignOut();
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-6 overflow-y-auto border-l border-line bg-surface p-5 text-ink shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl font-semibold">
              {t('nav.menuTitle')}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-muted"
              aria-label={t('nav.closeMenu')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          {user && <AccountSection user={user} language={language} onNavigate={close} />}

          <LanguageSection
            language={language}
            blocked={blocked}
            onChoose={(option) => {
              setOpen(false);
              switchLanguage(option);
            }}
          />

          <ExternalLink href={externalLink(links.support, language)} className={rowClass}>
            <LifeBuoy aria-hidden="true" className="size-4" />
            <span className="flex-1">{t('links.support')}</span>
            <ExternalLinkIcon aria-hidden="true" className="size-4 text-ink-muted" />
          </ExternalLink>

          {user && (
            <SignOutRow
              pending={signOut.isPending}
              onSignOut={() => {
                setOpen(false);
                signOut.mutate();
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Who is signed in, and the account's pages and data export. */
function AccountSection({
  user,
  language,
  onNavigate,
}: {
  user: SessionUser;
  language: Language;
  /** Leaving for another page closes the menu. */
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mobile-menu-account" className="flex flex-col gap-2">
      <h2 id="mobile-menu-account" className={sectionHeading}>
        {t('account.menu')}
      </h2>
      <p className="flex items-center gap-3 px-3 text-sm">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span className="min-w-0">
          <span className="block text-xs text-ink-muted">{t('account.signedInAs')}</span>
          <span className="block font-semibold [overflow-wrap:anywhere]">{user.email}</span>
        </span>
      </p>
      <Link to={routePath('changePassword', language)} onClick={onNavigate} className={rowClass}>
        <KeyRound aria-hidden="true" className="size-4" />
        {t('account.changePassword')}
      </Link>
      <a href={ACCOUNT_EXPORT_PATH} download className={rowClass}>
        <Download aria-hidden="true" className="size-4" />
        {t('account.downloadData')}
      </a>
      <Link to={routePath('deleteAccount', language)} onClick={onNavigate} className={rowClass}>
        <UserX aria-hidden="true" className="size-4" />
        {t('account.deleteAccount')}
      </Link>
    </section>
  );
}

/** The interface languages, each named in itself; none can be chosen where switching is refused. */
function LanguageSection({
  language,
  blocked,
  onChoose,
}: {
  language: Language;
  blocked: boolean;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="mobile-menu-language" className="flex flex-col gap-2">
      <h2 id="mobile-menu-language" className={sectionHeading}>
        {t('language.label')}
      </h2>
      {blocked && (
        <p className="flex gap-2 text-xs text-ink-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('language.blocked')}
        </p>
      )}
      <ul className="flex flex-col gap-1">
        {LANGUAGES.map((option) => (
          <li key={option}>
            <button
              type="button"
              lang={option}
              aria-pressed={option === language}
              disabled={blocked}
              onClick={() => onChoose(option)}
              className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:bg-accent-soft aria-pressed:font-semibold"
            >
              <Flag language={option} />
              <span className="flex-1">{t(`language.names.${option}`)}</span>
              {option === language && <Check aria-hidden="true" className="size-4 text-accent" />}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Signing out, at the foot of the menu. */
function SignOutRow({ pending, onSignOut }: { pending: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-auto border-t border-line pt-3">
      <button
        type="button"
        disabled={pending}
        onClick={onSignOut}
        className={`${rowClass} w-full text-left disabled:opacity-60`}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {t('account.signOut')}
      </button>
    </div>
  );
}
