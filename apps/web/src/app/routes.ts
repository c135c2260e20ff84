import { SHARED_IDEA_PATH } from '@plume/core/contracts';
import { LANGUAGES } from '@plume/core/i18n';
import {
  AUTH_CALLBACK_PATH,
  IDEA_ROUTE_IDS,
  IDEA_ROUTE_TABLE,
  type IdeaRouteId,
  NEUTRAL_ROUTES,
  PRINT_IDEA_PATH,
  PRINT_OUTLINE_PATH,
  ROUTE_IDS,
  ROUTE_TABLE,
  type RouteId,
} from '@plume/core/routes';
import { layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The module of each screen of docs/PRODUCT.md ("Screens and routes") but the home's. */
const SCREENS: Record<Exclude<RouteId, HomeScreen>, string> = {
  resetPassword: 'routes/reset-password.tsx',
  changePassword: 'routes/change-password.tsx',
  deleteAccount: 'routes/delete-account.tsx',
  paymentSuccess: 'routes/payment-result.tsx',
  paymentCancel: 'routes/payment-result.tsx',
};

/** The module of each screen of one saved idea, a route of its own in every language. */
const IDEA_SCREENS: Record<IdeaRouteId, string> = {
  outline: 'routes/outline.tsx',
};

/**
 * The home screen's routes: the desk for a signed-in writer, else the auth card with the
 * form of the path, whose module loads with it (a home path shows the sign-in form).
 */
const HOME_SCREENS = {
  home: 'routes/sign-in.tsx',
  signIn: 'routes/sign-in.tsx',
  signUp: 'routes/sign-up.tsx',
  forgotPassword: 'routes/forgot-password.tsx',
} as const;
type HomeScreen = keyof typeof HOME_SCREENS;
const isHomeScreen = (id: RouteId): id is HomeScreen => id in HOME_SCREENS;

const pathsOf = (id: RouteId) => [
  ...Object.entries(NEUTRAL_ROUTES).flatMap(([path, neutral]) => (neutral === id ? [path] : [])),
  ...LANGUAGES.map((language) => ROUTE_TABLE[id][language]),
];

/**
 * Every path of the core route table, each its own route, so the table stays the one place
 * the paths are written. The home screen's paths are children of one layout that draws the
 * screen: moving between them (another language, sign-in to sign-up) keeps the desk and
 * what the writer chose on it.
 */
export default [
  // Every screen under one pathless layout, whose error boundary they share.
  layout('routes/screens.tsx', [
    layout(
      'routes/home.tsx',
      (Object.keys(HOME_SCREENS) as HomeScreen[]).flatMap((id) =>
        pathsOf(id).map((path) => route(path, HOME_SCREENS[id], { id: path })),
      ),
    ),
    ...ROUTE_IDS.filter((id) => !isHomeScreen(id)).flatMap((id) =>
      pathsOf(id).map((path) =>
        route(path, SCREENS[id as Exclude<RouteId, HomeScreen>], { id: path }),
      ),
    ),
    ...IDEA_ROUTE_IDS.flatMap((id) =>
      LANGUAGES.map((language) => {
        const path = IDEA_ROUTE_TABLE[id][language];
        return route(path, IDEA_SCREENS[id], { id: path });
      }),
    ),
    route(AUTH_CALLBACK_PATH, 'routes/auth-callback.tsx'),
    route(PRINT_IDEA_PATH, 'routes/print-idea.tsx'),
    route(PRINT_OUTLINE_PATH, 'routes/print-outline.tsx'),
    route(SHARED_IDEA_PATH, 'routes/shared-idea.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
