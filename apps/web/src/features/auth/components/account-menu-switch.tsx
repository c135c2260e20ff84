import { Suspense } from 'react';
import { loadOnDemand, useMenuOnDemand } from '../../../components/on-demand-menu';
import type { SessionUser } from '../api/get-session';
import { AccountMenuButton } from './account-menu-button';

const menu = loadOnDemand(() => import('./account-menu').then((module) => module.AccountMenu));

/** The account menu's button; the menu's code loads on hover, focus or the first click. */
export function AccountMenuSwitch({ user }: { user: SessionUser }) {
  const { openedBy, triggerProps } = useMenuOnDemand(menu.preload);
  const button = <AccountMenuButton email={user.email} {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <menu.Component user={user} openedBy={openedBy} />
    </Suspense>
  );
}
