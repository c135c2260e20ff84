import type { PackageId } from '@plume/core/credits';
import type { Language } from '@plume/core/i18n';

/** The words of the local test payment page, per language (the web app's i18n is not here). */
export interface LocalCheckoutTexts {
  title: string;
  testMode: string;
  explanation: string;
  packageNames: Record<PackageId, string>;
  credits: (count: number) => string;
  total: string;
  pay: (price: string) => string;
  cancel: string;
  closed: { paid: string; cancelled: string; failed: string };
  returnToApp: string;
  /** For a visitor without a session: only the account that opened the payment sees it. */
  signInRequired: { title: string; explanation: string; signIn: string };
}

// French typography wants a no-break space before a colon (\u00a0).
export const LOCAL_CHECKOUT_TEXTS: Record<Language, LocalCheckoutTexts> = {
  fr: {
    title: 'Paiement de test',
    testMode: 'Mode test\u00a0: aucun paiement réel',
    explanation:
      'Cette page remplace celle du prestataire de paiement. Payer ici ajoute les crédits sans rien débiter.',
    packageNames: {
      '10_credits': 'Débutant',
      '25_credits': 'Créatif',
      '60_credits': 'Premium',
      '150_credits': 'Pro',
    },
    credits: (count) => `${count} crédits`,
    total: 'Total',
    pay: (price) => `Payer ${price}`,
    cancel: 'Annuler',
    closed: {
      paid: 'Ce paiement a déjà été effectué.',
      cancelled: 'Ce paiement a été annulé.',
      failed: 'Ce paiement n’a pas pu être préparé.',
    },
    returnToApp: 'Retour à Plume',
    signInRequired: {
      title: 'Connectez-vous pour continuer',
      explanation:
        'Ce paiement de test appartient à un compte Plume. Connectez-vous à ce compte pour le terminer, puis vous reviendrez sur cette page.',
      signIn: 'Se connecter',
    },
  },
  en: {
    title: 'Test payment',
    testMode: 'Test mode: no real payment',
    explanation:
      'This page stands in for the payment provider’s page. Paying here adds the credits without charging anything.',
    packageNames: {
      '10_credits': 'Beginner',
      '25_credits': 'Creative',
      '60_credits': 'Premium',
      '150_credits': 'Pro',
    },
    credits: (count) => `${count} credits`,
    total: 'Total',
    pay: (price) => `Pay ${price}`,
    cancel: 'Cancel',
    closed: {
      paid: 'This payment has already been made.',
      cancelled: 'This payment was cancelled.',
      failed: 'This payment could not be prepared.',
    },
    returnToApp: 'Back to Plume',
    signInRequired: {
      title: 'Sign in to continue',
      explanation:
        'This test payment belongs to a Plume account. Sign in to that account to finish it, and you will come straight back to this page.',
      signIn: 'Sign in',
    },
  },
  es: {
    title: 'Pago de prueba',
    testMode: 'Modo de prueba: ningún pago real',
    explanation:
      'Esta página sustituye a la del proveedor de pagos. Pagar aquí añade los créditos sin cobrar nada.',
    packageNames: {
      '10_credits': 'Principiante',
      '25_credits': 'Creativo',
      '60_credits': 'Premium',
      '150_credits': 'Pro',
    },
    credits: (count) => `${count} créditos`,
    total: 'Total',
    pay: (price) => `Pagar ${price}`,
    cancel: 'Cancelar',
    closed: {
      paid: 'Este pago ya se ha realizado.',
      cancelled: 'Este pago se ha cancelado.',
      failed: 'No se ha podido preparar este pago.',
    },
    returnToApp: 'Volver a Plume',
    signInRequired: {
      title: 'Inicia sesión para continuar',
      explanation:
        'Este pago de prueba pertenece a una cuenta de Plume. Inicia sesión con esa cuenta para completarlo y volverás directamente a esta página.',
      signIn: 'Iniciar sesión',
    },
  },
};
