import {
  AUTH_CALLBACK_PATH,
  LANGUAGES,
  NEUTRAL_ROUTES,
  ROUTE_IDS,
  type RouteId,
  routePath,
} from '@plume/core';
import { lazy, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
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

/** Every path of the core route table, in every language, plus the neutral ones. */
const PATHS: [string, RouteId][] = [
  ...Object.entries(NEUTRAL_ROUTES),
  ...ROUTE_IDS.flatMap((id) =>
    LANGUAGES.map((language): [string, RouteId] => [routePath(id, language), id]),
  ),
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PATHS.map(([path, id]) => (
          <Route key={path} path={path} element={SCREENS[id]} />
        ))}
        <Route path={AUTH_CALLBACK_PATH} element={<AuthCallbackPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
