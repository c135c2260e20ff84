import { redirect } from 'react-router';
import { DeleteAccountPage } from '../../features/auth/components/delete-account-page';
import type { Route } from './+types/delete-account';

/** Signed-in only: a signed-out visitor goes to the root, as from the password change. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.writer) throw redirect('/');
  return null;
}

export default function DeleteAccount() {
  return <DeleteAccountPage />;
}
