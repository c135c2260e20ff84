import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import type { Route } from './+types/reset-password';

/** The e-mail's link (?token=...), checked before the page is drawn; checking does not use it up. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { token, valid: token !== '' && (await context.resetTokenValid(token)) };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} valid={loaderData.valid} />;
}
