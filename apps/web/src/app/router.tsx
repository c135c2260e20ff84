import { AUTH_CALLBACK_PATH, matchRoute, type RouteId } from '@plume/core';
import { lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { Layout } from './layout/layout';
import { HomePage } from './routes/home-page';

// Screens reached from an e-mail or the payment page load on demand.
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/auth/components/change-password-page').then((m) => ({
    default: m.ChangePasswordPage,
  })),
);
const PaymentResultPage = lazy(() =>
  import('../features/credits/components/payment-result-page').then((m) => ({
    default: m.PaymentResultPage,
  })),
);

const SCREENS: Record<RouteId, ReactElement> = {
  home: <HomePage mode="signIn" />,
  signIn: <HomePage mode="signIn" />,
  signUp: <HomePage mode="signUp" />,
  forgotPassword: <HomePage mode="forgotPassword" />,
  resetPassword: <ResetPasswordPage />,
  changePassword: <ChangePasswordPage />,
  paymentSuccess: <PaymentResultPage outcome="success" />,
  paymentCancel: <PaymentResultPage outcome="cancel" />,
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<Screen />} />
      </Route>
    </Routes>
  );
}

/**
 * The screen of the address, looked up in the core route table. React Router matches one
 * route instead of one per path and language: it compiles a pattern for every route it
 * knows on every render of the routes, thirty of them, a long task on a phone while the
 * desk starts (Lighthouse's total blocking time, issue 9).
 */
function Screen() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '').toLowerCase() === AUTH_CALLBACK_PATH) {
    return <AuthCallbackPage />;
  }
  const match = matchRoute(pathname);
  return match ? SCREENS[match.id] : <Navigate to="/" replace />;
}
