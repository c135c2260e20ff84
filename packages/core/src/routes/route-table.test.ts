import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import {
  equivalentPath,
  IDEA_ROUTE_IDS,
  IDEA_ROUTE_TABLE,
  ideaRoutePath,
  isLanguageSwitchBlocked,
  languageFromPath,
  matchIdeaRoute,
  matchRoute,
  outlinePath,
  ROUTE_IDS,
  ROUTE_TABLE,
  routePath,
} from './route-table';

/** docs/PRODUCT.md, Route table, copied verbatim so the test fails if the code drifts. */
const DOCUMENTED_ROUTES = [
  ['home', '/fr', '/en', '/es'],
  ['signIn', '/fr/connexion', '/en/login', '/es/iniciar-sesion'],
  ['signUp', '/fr/inscription', '/en/signup', '/es/registrarse'],
  ['forgotPassword', '/fr/mot-de-passe-oublie', '/en/forgot-password', '/es/olvide-contrasena'],
  ['resetPassword', '/reinitialiser-mot-de-passe', '/reset-password', '/restablecer-contrasena'],
  ['changePassword', '/changer-mot-de-passe', '/change-password', '/cambiar-contrasena'],
  ['deleteAccount', '/supprimer-mon-compte', '/delete-account', '/eliminar-mi-cuenta'],
  ['paymentSuccess', '/paiement/succes', '/payment/success', '/pago/exitoso'],
  ['paymentCancel', '/paiement/annulation', '/payment/cancel', '/pago/cancelado'],
] as const;

describe('route table', () => {
  it('holds exactly the documented routes', () => {
    expect(ROUTE_IDS.sort()).toEqual(DOCUMENTED_ROUTES.map(([id]) => id).sort());
    for (const [id, fr, en, es] of DOCUMENTED_ROUTES) {
      expect(ROUTE_TABLE[id]).toEqual({ fr, en, es });
    }
  });

  describe.each(DOCUMENTED_ROUTES)('%s', (id, fr, en, es) => {
    const paths = { fr, en, es };

    it.each(LANGUAGES)('is recognised in %s with the language it is written in', (language) => {
      expect(matchRoute(paths[language])).toEqual({ id, language });
      expect(languageFromPath(paths[language])).toBe(language);
    });

    it.each(LANGUAGES.flatMap((from) => LANGUAGES.map((to) => [from, to] as const)))(
      'maps from %s to its equivalent in %s',
      (from, to) => {
        expect(equivalentPath(paths[from], to)).toBe(paths[to]);
        expect(equivalentPath(equivalentPath(paths[from], to), from)).toBe(paths[from]);
      },
    );
  });

  it('ignores a trailing slash and letter case', () => {
    expect(matchRoute('/EN/Login/')).toEqual({ id: 'signIn', language: 'en' });
  });

  it('treats /, /connexion and /inscription as routes without a language', () => {
    expect(matchRoute('/')).toEqual({ id: 'home', language: null });
    expect(matchRoute('/connexion')).toEqual({ id: 'signIn', language: null });
    expect(matchRoute('/inscription')).toEqual({ id: 'signUp', language: null });
    expect(languageFromPath('/')).toBeNull();
    expect(equivalentPath('/inscription', 'es')).toBe('/es/registrarse');
    expect(equivalentPath('/connexion', 'en')).toBe('/en/login');
  });

  it('sends the root and unmatched paths to the home of the new language', () => {
    expect(equivalentPath('/', 'en')).toBe('/en');
    expect(equivalentPath('/no/such/page', 'es')).toBe('/es');
    expect(equivalentPath('/auth/callback', 'fr')).toBe('/fr');
  });

  it('reads the language of an unknown path from its prefix', () => {
    expect(languageFromPath('/es/whatever')).toBe('es');
    expect(languageFromPath('/english')).toBeNull();
    expect(languageFromPath('/de/login')).toBeNull();
  });

  it('blocks language switching on the pages where a password is typed only', () => {
    for (const language of LANGUAGES) {
      expect(isLanguageSwitchBlocked(routePath('deleteAccount', language))).toBe(true);
      expect(isLanguageSwitchBlocked(routePath('resetPassword', language))).toBe(true);
      expect(isLanguageSwitchBlocked(routePath('changePassword', language))).toBe(true);
      expect(isLanguageSwitchBlocked(routePath('signIn', language))).toBe(false);
      expect(isLanguageSwitchBlocked(routePath('paymentSuccess', language))).toBe(false);
    }
    expect(isLanguageSwitchBlocked('/')).toBe(false);
  });
});

/** The screens of one saved idea, `:id` its id (docs/PRODUCT.md, Outlines). */
const IDEA_ROUTES = [['outline', '/fr/plan/:id', '/en/outline/:id', '/es/escaleta/:id']] as const;

describe('routes of one idea', () => {
  const ideaId = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('holds exactly the screens of an idea', () => {
    expect(IDEA_ROUTE_IDS.sort()).toEqual(IDEA_ROUTES.map(([id]) => id).sort());
    for (const [id, fr, en, es] of IDEA_ROUTES) {
      expect(IDEA_ROUTE_TABLE[id]).toEqual({ fr, en, es });
    }
  });

  it('builds the outline path of an idea in each language', () => {
    expect(outlinePath(ideaId, 'fr')).toBe(`/fr/plan/${ideaId}`);
    expect(outlinePath(ideaId, 'en')).toBe(`/en/outline/${ideaId}`);
    expect(outlinePath(ideaId, 'es')).toBe(`/es/escaleta/${ideaId}`);
    expect(ideaRoutePath('outline', 'en', ideaId)).toBe(outlinePath(ideaId, 'en'));
  });

  it('escapes an id that is not a plain path segment, and reads it back', () => {
    const odd = 'a/b c?';
    expect(outlinePath(odd, 'fr')).toBe('/fr/plan/a%2Fb%20c%3F');
    expect(matchIdeaRoute(outlinePath(odd, 'fr'))?.ideaId).toBe(odd);
  });

  it.each(LANGUAGES)('recognises the outline path in %s with its language and idea', (language) => {
    const path = outlinePath(ideaId, language);
    expect(matchIdeaRoute(path)).toEqual({ id: 'outline', language, ideaId });
    expect(languageFromPath(path)).toBe(language);
    expect(matchRoute(path)).toBeNull();
  });

  it('ignores a trailing slash and the case of the fixed part, keeping the id as written', () => {
    expect(matchIdeaRoute('/EN/Outline/AbC-12/')).toEqual({
      id: 'outline',
      language: 'en',
      ideaId: 'AbC-12',
    });
  });

  it('matches no other path', () => {
    for (const path of ['/fr/plan', '/fr/plan/', '/fr/plan/a/b', '/en/plan/x', '/outline/x', '/']) {
      expect(matchIdeaRoute(path), path).toBeNull();
    }
    expect(matchIdeaRoute('/fr/plan/%E0%A4%A')).toBeNull();
  });

  it.each(LANGUAGES.flatMap((from) => LANGUAGES.map((to) => [from, to] as const)))(
    'switches the outline from %s to %s keeping the idea',
    (from, to) => {
      expect(equivalentPath(outlinePath(ideaId, from), to)).toBe(outlinePath(ideaId, to));
    },
  );

  it('lets the language be switched on an outline', () => {
    for (const language of LANGUAGES) {
      expect(isLanguageSwitchBlocked(outlinePath(ideaId, language))).toBe(false);
    }
  });
});
