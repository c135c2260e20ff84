import { externalLink } from '@plume/core/links';
import { routePath } from '@plume/core/routes';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Download,
  ExternalLink as ExternalLinkIcon,
  KeyRound,
  LifeBuoy,
  LogOut,
  UserX,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { type OpenedBy, useFocusFirstItem } from '../../../components/on-demand-menu';
import { usePageSettings } from '../../../lib/page-settings';
import { useLanguage } from '../../../lib/use-language';
import { ACCOUNT_EXPORT_PATH } from '../api/delete-account';
import type { SessionUser } from '../api/get-session';
import { useSignOut } from '../api/sign-out';
import { AccountMenuButton } from './account-menu-button';

const itemClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm outline-none data-[highlighted]:bg-surface-muted';

/**
 * The header's account menu: who is signed in, change password, download one's data,
 * delete the account, support, sign out. Its
 * code loads when first opened (account-menu-switch.tsx), so it mounts already open.
 */
export function AccountMenu({ user, openedBy }: { user: SessionUser; openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { links } = usePageSettings();
  const signOut = useSignOut();
  const content = useFocusFirstItem(openedBy);

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <AccountMenuButton email={user.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
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
            <a href={ACCOUNT_EXPORT_PATH} download>
              <Download aria-hidden="true" className="size-4 text-ink-muted" />
              {t('account.downloadData')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={routePath('deleteAccount', language)}>
              <UserX aria-hidden="true" className="size-4 text-ink-muted" />
              {t('account.deleteAccount')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <ExternalLink href={externalLink(links.support, language)}>
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
