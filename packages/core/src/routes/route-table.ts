import { LANGUAGES, type Language } from '../i18n/languages';

export type RouteId =
  | 'home'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'deleteAccount'
  | 'paymentSuccess'
  | 'paymentCancel';

/** Every localized route (docs/PRODUCT.md, Route table), per language. */
export const ROUTE_TABLE: Record<RouteId, Record<Language, string>> = {
  home: { fr: '/fr', en: '/en', es: '/es' },
  signIn: { fr: '/fr/connexion', en: '/en/login', es: '/es/iniciar-sesion' },
  signUp: { fr: '/fr/inscription', en: '/en/signup', es: '/es/registrarse' },
  forgotPassword: {
    fr: '/fr/mot-de-passe-oublie',
    en: '/en/forgot-password',
    es: '/es/olvide-contrasena',
  },
  resetPassword: {
    fr: '/reinitialiser-mot-de-passe',
    en: '/reset-password',
    es: '/restablecer-contrasena',
  },
  changePassword: {
    fr: '/changer-mot-de-passe',
    en: '/change-password',
    es: '/cambiar-contrasena',
  },
  deleteAccount: {
    fr: '/supprimer-mon-compte',
    en: '/delete-account',
    es: '/eliminar-mi-cuenta',
  },
  paymentSuccess: { fr: '/paiement/succes', en: '/payment/success', es: '/pago/exitoso' },
  paymentCancel: { fr: '/paiement/annulation', en: '/payment/cancel', es: '/pago/cancelado' },
};

/**
 * Routes without a language of their own: they show the home or the auth screen in the
 * detected language (docs/PRODUCT.md, Other routes).
 */
export const NEUTRAL_ROUTES: Record<string, RouteId> = {
  '/': 'home',
  '/connexion': 'signIn',
  '/inscription': 'signUp',
};

export const AUTH_CALLBACK_PATH = '/auth/callback';

/** The print view of one saved idea, in the page's language (a neutral path, like the API's). */
export const PRINT_IDEA_PATH = '/print/:id';

export function printIdeaPath(id: string): string {
  return PRINT_IDEA_PATH.replace(':id', encodeURIComponent(id));
}

/** The print view of a saved idea's outline, in the outline's language for its text. */
export const PRINT_OUTLINE_PATH = '/print/outline/:id';

export function printOutlinePath(ideaId: string): string {
  return PRINT_OUTLINE_PATH.replace(':id', encodeURIComponent(ideaId));
}

/** The localized screens of one saved idea, whose paths end with the idea's id. */
export type IdeaRouteId = 'outline';

/**
 * Every localized route of one saved idea (docs/PRODUCT.md, Route table), per language, as
 * React Router patterns: `:id` is the idea's id, the same in every language.
 */
export const IDEA_ROUTE_TABLE: Record<IdeaRouteId, Record<Language, string>> = {
  outline: { fr: '/fr/plan/:id', en: '/en/outline/:id', es: '/es/escaleta/:id' },
};

export const IDEA_ROUTE_IDS = Object.keys(IDEA_ROUTE_TABLE) as IdeaRouteId[];

/** The path of an idea's screen in a language, its id filled in. */
export function ideaRoutePath(id: IdeaRouteId, language: Language, ideaId: string): string {
  return IDEA_ROUTE_TABLE[id][language].replace(':id', encodeURIComponent(ideaId));
}

/** The outline of an idea (docs/PRODUCT.md, Outlines), in a language. */
export function outlinePath(ideaId: string, language: Language): string {
  return ideaRoutePath('outline', language, ideaId);
}

export interface IdeaRouteMatch {
  id: IdeaRouteId;
  language: Language;
  /** The idea's id, as the path gives it (decoded). */
  ideaId: string;
}

/**
 * The idea's screen a path shows, matched as the fixed routes are (regardless of case and a
 * trailing slash), its id kept as written; null for any other path.
 */
export function matchIdeaRoute(pathname: string): IdeaRouteMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const ideaSegment = segments.at(-1) ?? '';
  if (segments.length < 2 || ideaSegment === '') return null;
  const prefix = segments.slice(0, -1).join('/').toLowerCase();
  let ideaId: string;
  try {
    ideaId = decodeURIComponent(ideaSegment);
  } catch {
    return null;
  }
  for (const id of IDEA_ROUTE_IDS) {
    for (const language of LANGUAGES) {
      if (IDEA_ROUTE_TABLE[id][language] === `${prefix}/:id`) return { id, language, ideaId };
    }
  }
  return null;
}

/** Where switching language is refused, so a half-typed password is never lost. */
const SWITCH_BLOCKED: ReadonlySet<RouteId> = new Set([
  'resetPassword',
  'changePassword',
  'deleteAccount',
]);

export interface RouteMatch {
  id: RouteId;
  /** The language the path forces, or null for a neutral route. */
  language: Language | null;
}

export const ROUTE_IDS = Object.keys(ROUTE_TABLE) as RouteId[];

export function routePath(id: RouteId, language: Language): string {
  return ROUTE_TABLE[id][language];
}

function normalize(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

export function matchRoute(pathname: string): RouteMatch | null {
  const path = normalize(pathname);
  const neutral = NEUTRAL_ROUTES[path];
  if (neutral) return { id: neutral, language: null };
  for (const id of ROUTE_IDS) {
    for (const language of LANGUAGES) {
      if (ROUTE_TABLE[id][language] === path) return { id, language };
    }
  }
  return null;
}

/**
 * The language a path forces: its /fr, /en or /es prefix, or the language a localized
 * route without prefix is written in (/reset-password is English). Null when the path
 * leaves the choice to detection.
 */
export function languageFromPath(pathname: string): Language | null {
  const match = matchRoute(pathname) ?? matchIdeaRoute(pathname);
  if (match) return match.language;
  const prefix = normalize(pathname).split('/')[1];
  return LANGUAGES.find((language) => language === prefix) ?? null;
}

/**
 * The path showing the same screen in another language (an idea's screen keeps its idea);
 * the root and any unmatched path go to that language's home.
 */
export function equivalentPath(pathname: string, target: Language): string {
  const ideaRoute = matchIdeaRoute(pathname);
  if (ideaRoute) return ideaRoutePath(ideaRoute.id, target, ideaRoute.ideaId);
  const match = matchRoute(pathname);
  return routePath(match?.id ?? 'home', target);
}

export function isLanguageSwitchBlocked(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && SWITCH_BLOCKED.has(match.id);
}
