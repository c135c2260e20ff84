import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

type Messages = { [key: string]: string | Messages };

const locales: Record<'fr' | 'en' | 'es', Messages> = { fr, en, es };

/** Every leaf of a nested messages object, as a dotted key and its value. */
function leaves(messages: Messages, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [name, value] of Object.entries(messages)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'object' && value !== null) {
      for (const [leafKey, leafValue] of leaves(value, key)) result.set(leafKey, leafValue);
    } else {
      result.set(key, value);
    }
  }
  return result;
}

const flat = {
  fr: leaves(locales.fr),
  en: leaves(locales.en),
  es: leaves(locales.es),
};

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

/** docs/PRODUCT.md, "Message codes" (and "Passwords"): messages whose English text is fixed. */
const englishFromSpec: Array<[key: string, text: string]> = [
  ['auth.signedUp', 'Account created successfully'],
  ['errors.emailConfirmation', 'Please check your email to confirm your account before signing in'],
  ['errors.invalidCredentials', 'Invalid email or password'],
  [
    'errors.connectionError',
    'Connection error. Check your internet connection and backend configuration',
  ],
  ['auth.resetSent', 'Reset instructions sent by email'],
  ['errors.resetError', 'Error sending reset email'],
  ['auth.passwordUpdated', 'Password updated successfully'],
  ['errors.passwordUpdateError', 'Error updating password'],
  ['errors.passwordMismatch', 'Passwords do not match'],
  [
    'auth.tooManyAttempts',
    'Too many attempts. Please wait {{seconds}} seconds before trying again.',
  ],
  ['auth.currentPasswordRequired', 'Current password is required'],
  ['auth.newPasswordRequired', 'New password is required'],
  ['auth.passwordTooWeak', 'New password does not meet security requirements'],
  ['auth.passwordMustBeDifferent', 'New password must be different from current password'],
  ['auth.userEmailNotFound', 'User email not found'],
  ['auth.currentPasswordIncorrect', 'Current password is incorrect'],
  ['auth.verifyPasswordFailed', 'Failed to verify current password'],
  ['auth.updatePasswordFailed', 'Failed to update password'],
  ['auth.changePasswordError', 'An error occurred while changing password'],
  ['auth.passwordCommonPattern', 'Password contains common patterns that are not secure'],
  ['auth.strength.veryWeak', 'Very Weak'],
  ['auth.strength.weak', 'Weak'],
  ['auth.strength.medium', 'Medium'],
  ['auth.strength.strong', 'Strong'],
  ['auth.strength.veryStrong', 'Very Strong'],
  ['auth.meter.weak', 'Weak'],
  ['auth.meter.medium', 'Medium'],
  ['auth.meter.good', 'Good'],
  ['auth.meter.excellent', 'Excellent'],
  ['generation.generationError', 'Error during generation'],
  ['generation.loginRequired', 'Please sign in to generate ideas'],
  ['generation.noCredits', 'You have no credits remaining'],
  ['generation.noHistory', 'No previous generation found'],
  ['generation.invalidMode', 'Invalid generation mode'],
  ['generation.ideaError', 'Error generating idea'],
  ['generation.invalidApiResponse', 'Invalid API response'],
  ['history.saveError', 'Failed to save generation history'],
  ['history.fetchError', 'Failed to fetch generation history'],
  ['history.deleteFailed', 'Failed to delete history item'],
  ['history.loadError', 'Error loading history'],
  ['history.deletionError', 'Error during deletion'],
  ['history.deleteSuccess', 'Item deleted from history'],
  ['credits.fetchError', 'Failed to fetch credits'],
  ['credits.updateError', 'Failed to update credits'],
  ['payment.initError', 'Error initializing payment'],
  ['payment.success', 'Payment successful! Your credits have been added'],
  ['payment.cancelled', 'Payment cancelled, no credits added'],
  ['genres.maxError', 'Maximum 10 genres allowed'],
  ['genres.maxReached', 'Limit reached (10 genres maximum)'],
];

/** docs/PRODUCT.md, "Fixed French wordings": messages given verbatim in French. */
const frenchFromSpec: Array<[key: string, text: string]> = [
  ['generation.selectGenre', 'Veuillez sélectionner au moins un genre'],
  ['generation.ideaError', "Erreur lors de la génération de l'idée"],
  ['generation.invalidApiResponse', 'Réponse API invalide'],
  ['generation.apiError', 'Erreur API: {{status}}'],
  ['reset.invalidTitle', 'Lien invalide'],
  ['reset.invalidText', 'Ce lien de réinitialisation est invalide ou a expiré.'],
  ['reset.backHome', "Retour à l'accueil"],
  ['reset.invalidToken', 'Token de réinitialisation invalide ou expiré'],
  ['reset.error', 'Erreur lors de la réinitialisation du mot de passe'],
  ['history.loadError', "Erreur lors du chargement de l'historique"],
  ['errors.notAuthenticated', 'Non authentifié'],
  ['payment.sessionError', 'Erreur de session'],
  ['payment.sessionNotFound', 'Session non trouvée'],
  ['payment.noCheckoutUrl', 'URL de checkout non reçue'],
  ['payment.httpError', 'Erreur HTTP {{status}}: {{body}}'],
  ['payment.createSessionError', 'Erreur lors de la création de la session de paiement'],
  ['payment.connectionError', 'Erreur de connexion. Vérifiez votre connexion internet.'],
  ['payment.productNotFound', 'Produit non trouvé'],
];

describe('the message catalogue', () => {
  it('define exactly the same keys in French, English and Spanish', () => {
    const frenchKeys = [...flat.fr.keys()].sort();
    expect([...flat.en.keys()].sort()).toEqual(frenchKeys);
    expect([...flat.es.keys()].sort()).toEqual(frenchKeys);
  });

  it('give every key a non-empty text in every language', () => {
    for (const [language, messages] of Object.entries(flat)) {
      for (const [key, value] of messages) {
        expect(typeof value, `${language}: ${key}`).toBe('string');
        expect(String(value).trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('use the same interpolation variables for a key in every language', () => {
    for (const [key, value] of flat.fr) {
      const expected = variables(String(value));
      expect(variables(String(flat.en.get(key) ?? '')), `en: ${key}`).toEqual(expected);
      expect(variables(String(flat.es.get(key) ?? '')), `es: ${key}`).toEqual(expected);
    }
  });

  it.each(englishFromSpec)('word %s in English exactly as the spec does', (key, text) => {
    expect(flat.en.get(key)).toBe(text);
  });

  it.each(frenchFromSpec)('word %s in French exactly as the spec does', (key, text) => {
    expect(flat.fr.get(key)).toBe(text);
  });

  it('name the product and the languages the same way in every language', () => {
    for (const key of ['app.name', 'language.names.fr', 'language.names.en', 'language.names.es']) {
      expect(flat.en.get(key), key).toBe(flat.fr.get(key));
      expect(flat.es.get(key), key).toBe(flat.fr.get(key));
    }
  });

  it('give the credit balance a singular and a plural form in every language', () => {
    for (const [language, messages] of Object.entries(flat)) {
      expect(messages.get('credits.balance_one'), language).toMatch(/\{\{count\}\}/);
      expect(messages.get('credits.balance_other'), language).toMatch(/\{\{count\}\}/);
    }
  });
});
