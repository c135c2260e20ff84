import type { Language } from '@plume/core/i18n';
import { escapeHtml } from '../http/escape-html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface LinkMailInput {
  language: Language;
  /** The absolute link the mail is about (reset or verification); trusted, but escaped anyway. */
  url: string;
}

/** The words of a mail whose whole point is one link. */
interface LinkMailWording {
  subject: string;
  intro: string;
  button: string;
  /** Leads to the bare link in the plain-text part, where there is no button. */
  textLinkIntro: string;
  /** Leads to the bare link under the button, for clients that break buttons. */
  buttonFallback: string;
  notes: string[];
}

// French typography wants a no-break space before a colon (\u00a0).
const SIGNATURES: Record<Language, string> = {
  fr: 'Plume · Des idées d’histoires pour votre prochain livre',
  en: 'Plume · Story ideas for your next book',
  es: 'Plume · Ideas de historias para tu próximo libro',
};

const BUTTON_FALLBACKS: Record<Language, string> = {
  fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
  en: 'If the button doesn’t work, copy this link into your browser:',
  es: 'Si el botón no funciona, copia este enlace en tu navegador:',
};

const RESET_PASSWORD: Record<Language, LinkMailWording> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe Plume',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Plume.',
    button: 'Choisir un nouveau mot de passe',
    textLinkIntro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:',
    buttonFallback: BUTTON_FALLBACKS.fr,
    notes: [
      'Ce lien est valable 1 heure et ne peut servir qu’une seule fois.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message\u00a0: votre mot de passe reste inchangé.',
    ],
  },
  en: {
    subject: 'Reset your Plume password',
    intro: 'We received a request to reset the password for your Plume account.',
    button: 'Choose a new password',
    textLinkIntro: 'To choose a new password, open this link:',
    buttonFallback: BUTTON_FALLBACKS.en,
    notes: [
      'This link is valid for 1 hour and can only be used once.',
      'If you didn’t ask for this, just ignore this email: your password won’t change.',
    ],
  },
  es: {
    subject: 'Restablece tu contraseña de Plume',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Plume.',
    button: 'Elegir una nueva contraseña',
    textLinkIntro: 'Para elegir una nueva contraseña, abre este enlace:',
    buttonFallback: BUTTON_FALLBACKS.es,
    notes: [
      'El enlace es válido durante 1 hora y solo se puede usar una vez.',
      'Si no lo has solicitado tú, ignora este correo: tu contraseña seguirá siendo la misma.',
    ],
  },
};

const VERIFY_EMAIL: Record<Language, LinkMailWording> = {
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Plume',
    intro:
      'Il ne reste qu’une étape pour activer votre compte Plume\u00a0: confirmer votre adresse e-mail.',
    button: 'Confirmer mon adresse e-mail',
    textLinkIntro: 'Pour la confirmer, ouvrez ce lien\u00a0:',
    buttonFallback: BUTTON_FALLBACKS.fr,
    notes: ['Si vous n’avez pas créé de compte sur Plume, ignorez simplement ce message.'],
  },
  en: {
    subject: 'Confirm your email address for Plume',
    intro: 'One last step to activate your Plume account: confirm your email address.',
    button: 'Confirm my email address',
    textLinkIntro: 'To confirm it, open this link:',
    buttonFallback: BUTTON_FALLBACKS.en,
    notes: ['If you didn’t create a Plume account, just ignore this email.'],
  },
  es: {
    subject: 'Confirma tu correo electrónico para Plume',
    intro:
      'Solo falta un paso para activar tu cuenta de Plume: confirmar tu dirección de correo electrónico.',
    button: 'Confirmar mi correo',
    textLinkIntro: 'Para confirmarla, abre este enlace:',
    buttonFallback: BUTTON_FALLBACKS.es,
    notes: ['Si no has creado una cuenta en Plume, ignora este correo.'],
  },
};

/** The words of a mail that only tells something, with no link to follow. */
interface NoticeMailWording {
  subject: string;
  intro: string;
  notes: string[];
}

const ACCOUNT_DELETED: Record<Language, NoticeMailWording> = {
  fr: {
    subject: 'Votre compte Plume a été supprimé',
    intro:
      'Comme vous l’avez demandé, votre compte Plume a été supprimé, avec vos idées, vos crédits et vos sessions.',
    notes: [
      'Les traces de vos paiements sont conservées pour notre comptabilité, sans plus aucun lien avec vous.',
      'Si vous n’êtes pas à l’origine de cette suppression, répondez à ce message.',
    ],
  },
  en: {
    subject: 'Your Plume account has been deleted',
    intro:
      'As you asked, your Plume account has been deleted, along with your ideas, credits and sessions.',
    notes: [
      'Records of your payments are kept for our accounts, no longer linked to you.',
      'If you didn’t do this, reply to this email.',
    ],
  },
  es: {
    subject: 'Tu cuenta de Plume se ha eliminado',
    intro:
      'Tal como pediste, tu cuenta de Plume se ha eliminado, junto con tus ideas, tus créditos y tus sesiones.',
    notes: [
      'Los registros de tus pagos se conservan para nuestra contabilidad, ya sin ningún vínculo contigo.',
      'Si no has sido tú, responde a este correo.',
    ],
  },
};

/** The confirmation that an account is gone, to the address it had. */
export function accountDeletedMail(language: Language): MailContent {
  const wording = ACCOUNT_DELETED[language];
  const text = [wording.intro, ...wording.notes, `—\n${SIGNATURES[language]}`].join('\n\n');
  return { subject: wording.subject, text: `${text}\n`, html: renderHtml(language, wording) };
}

/** The password-reset mail: the link opens the reset screen of the user's language. */
export function resetPasswordMail({ language, url }: LinkMailInput): MailContent {
  return composeLinkMail(language, RESET_PASSWORD[language], url);
}

/** The sign-up confirmation mail: the link verifies the address and activates the account. */
export function verifyEmailMail({ language, url }: LinkMailInput): MailContent {
  return composeLinkMail(language, VERIFY_EMAIL[language], url);
}

function composeLinkMail(language: Language, wording: LinkMailWording, url: string): MailContent {
  const signature = SIGNATURES[language];
  const text = [
    wording.intro,
    `${wording.textLinkIntro}\n${url}`,
    ...wording.notes,
    `—\n${signature}`,
  ].join('\n\n');
  return {
    subject: wording.subject,
    text: `${text}\n`,
    html: renderHtml(language, wording, { url, ...wording }),
  };
}

// Mail clients ignore <style> and most layout CSS: tables and inline styles are what they
// all render. Colors are the web app's light palette.
const FONT = 'font-family:Helvetica,Arial,sans-serif;';
const PARAGRAPH = `${FONT}font-size:16px;line-height:24px;color:#201b16;`;
const SMALL = `${FONT}font-size:14px;line-height:21px;color:#5f564c;`;

/** The button a link mail shows, and the bare link under it. */
interface MailButton {
  url: string;
  button: string;
  buttonFallback: string;
}

function renderButton({ url, button, buttonFallback }: MailButton): string {
  const href = escapeHtml(url);
  return `<tr><td style="padding:0 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="#1f5f5b" style="border-radius:8px;background-color:#1f5f5b;">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT}font-size:16px;font-weight:bold;line-height:20px;color:#fffdf9;text-decoration:none;border-radius:8px;">${escapeHtml(button)}</a>
</td>
</tr></table>
</td></tr>
<tr><td style="padding:0 32px 24px;${SMALL}">${escapeHtml(buttonFallback)}<br>
<a href="${href}" target="_blank" style="color:#1f5f5b;word-break:break-all;">${href}</a></td></tr>
`;
}

function renderHtml(language: Language, wording: NoticeMailWording, button?: MailButton): string {
  const notes = wording.notes
    .map((note) => `<p style="margin:0 0 8px;${SMALL}">${escapeHtml(note)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(wording.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f7f3ec;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f7f3ec;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#fffdf9;border:1px solid #e2d9cb;border-radius:12px;">
<tr><td style="padding:32px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:32px;color:#1f5f5b;">Plume</td></tr>
<tr><td style="padding:8px 32px 24px;${PARAGRAPH}">${escapeHtml(wording.intro)}</td></tr>
${button ? renderButton(button) : ''}<tr><td style="padding:0 32px 16px;">
${notes}
</td></tr>
<tr><td style="padding:16px 32px 28px;${FONT}font-size:13px;line-height:20px;color:#5f564c;border-top:1px solid #e2d9cb;">${escapeHtml(SIGNATURES[language])}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
