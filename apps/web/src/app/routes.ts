import {
  AUTH_CALLBACK_PATH,
  LANGUAGES,
  NEUTRAL_ROUTES,
  ROUTE_IDS,
  ROUTE_TABLE,
  type RouteId,
} from '@plume/core';
import { type RouteConfig, route } from '@react-router/dev/routes';

/** The module of each screen of SPEC.md section 2. */
const SCREENS: Record<RouteId, string> = {
  home: 'routes/home.tsx',
  signIn: 'routes/home.tsx',
  signUp: 'routes/home.tsx',
  forgotPassword: 'routes/home.tsx',
  resetPassword: 'routes/reset-password.tsx',
  changePassword: 'routes/change-password.tsx',
  paymentSuccess: 'routes/payment-result.tsx',
  paymentCancel: 'routes/payment-result.tsx',
};

/**
 * Every path of the core route table, each language's its own route of the same module,
 * so the table stays the one place the paths are written.
 */
export default [
  ...Object.entries(NEUTRAL_ROUTES).map(([path, id]) => route(path, SCREENS[id], { id: path })),
  ...ROUTE_IDS.flatMap((id) =>
    LANGUAGES.map((language) => {
      const path = ROUTE_TABLE[id][language];
      return route(path, SCREENS[id], { id: path });
    }),
  ),
  route(AUTH_CALLBACK_PATH, 'routes/auth-callback.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
