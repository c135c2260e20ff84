import { Outlet } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';
import type { Route } from './+types/screens';

/**
 * Every screen's parent, without a path of its own: one error boundary for all of them,
 * drawn inside the page's header and footer (the root's boundary is the last resort,
 * for a failure of the layout itself).
 */
export default function Screens() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
