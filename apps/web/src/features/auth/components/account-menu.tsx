import { externalLink, routePath } from '@plume/core';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  ExternalLink as ExternalLinkIcon,
  KeyRound,
  LifeBuoy,
  LogOut,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useLanguage } from '../../../lib/use-language';
import type { SessionUser } from '../api/get-session';
import { useSignOut } from '../api/sign-out';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm outline-none data-[highlighted]:bg-surface-muted';

/** The header's account menu: who is signed in, change password, support, sign out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signOut = useSignOut();

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex min-h-10 max-w-64 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
        aria-label={t('account.menuLabel', { email: user.email })}
        data-testid="account-menu"
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <span className="truncate">{user.email}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-1.5 text-ink shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block text-xs text-ink-muted">{t('account.signedInAs')}</span>
            <span className="block text-sm font-semibold [overflow-wrap:anywhere]">
              {user.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={routePath('changePassword', language)}>
              <KeyRound aria-hidden="true" className="size-4 text-ink-muted" />
              {t('account.changePassword')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <ExternalLink href={externalLink(runtimeConfig().links.support, language)}>
              <LifeBuoy aria-hidden="true" className="size-4 text-ink-muted" />
              <span className="flex-1">{t('links.support')}</span>
              <ExternalLinkIcon aria-hidden="true" className="size-4 text-ink-muted" />
            </ExternalLink>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOut.isPending}
            onSelect={() => signOut.mutate()}
          >
            <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
            {t('account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
