import { ErrorScreen } from '../../components/error-screen';
import { AuthCallbackPage } from '../../features/auth/components/auth-callback-page';
import type { Route } from './+types/auth-callback';

export default function AuthCallback() {
  return <AuthCallbackPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
