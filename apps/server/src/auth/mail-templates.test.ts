import { LANGUAGES, type Language } from '@plume/core/i18n';
import { describe, expect, it } from 'vitest';
import {
  accountDeletedMail,
  type MailContent,
  resetPasswordMail,
  verifyEmailMail,
} from './mail-templates';

const URL_WITH_QUERY = 'https://plume.test/reset-password?token=abc123&callbackURL=%2F';
const ESCAPED_URL = URL_WITH_QUERY.replace('&', '&amp;');

/** Words each language's mail must use, so a mail in the wrong language fails. */
const EXPECTED: Record<
  Language,
  {
    reset: string[];
    verify: string[];
    buttons: Record<'reset' | 'verify', string>;
    notAsked: string;
    foreign: string[];
  }
> = {
  fr: {
    reset: ['mot de passe', 'valable 1 heure', 'une seule fois'],
    verify: ['adresse e-mail', 'activer votre compte'],
    buttons: { reset: 'Choisir un nouveau mot de passe', verify: 'Confirmer mon adresse e-mail' },
    notAsked: 'ignorez simplement ce message',
    foreign: ['password', 'contraseña'],
  },
  en: {
    reset: ['password', 'valid for 1 hour', 'only be used once'],
    verify: ['email address', 'activate your Plume account'],
    buttons: { reset: 'Choose a new password', verify: 'Confirm my email address' },
    notAsked: 'just ignore this email',
    foreign: ['mot de passe', 'contraseña'],
  },
  es: {
    reset: ['contraseña', 'válido durante 1 hora', 'solo se puede usar una vez'],
    verify: ['correo electrónico', 'activar tu cuenta'],
    buttons: { reset: 'Elegir una nueva contraseña', verify: 'Confirmar mi correo' },
    notAsked: 'ignora este correo',
    foreign: ['password', 'mot de passe'],
  },
};

const TEMPLATES = [
  ['reset', resetPasswordMail],
  ['verify', verifyEmailMail],
] as const;

describe.each(LANGUAGES)('mail templates in %s', (language) => {
  const expected = EXPECTED[language];

  describe.each(TEMPLATES)('%s mail', (kind, template) => {
    const mail: MailContent = template({ language, url: URL_WITH_QUERY });

    it('puts the link in the text part as it is', () => {
      expect(mail.text).toContain(`\n${URL_WITH_QUERY}\n`);
    });

    it('puts the escaped link in the button and again as text below it', () => {
      expect(mail.html.split(`href="${ESCAPED_URL}"`)).toHaveLength(3);
      expect(mail.html).toContain(`>${ESCAPED_URL}</a>`);
      expect(mail.html).not.toContain(URL_WITH_QUERY);
    });

    it('speaks the language in the subject, both parts and the html lang attribute', () => {
      expect(mail.html).toContain(`<html lang="${language}">`);
      for (const words of [...expected[kind], expected.notAsked]) {
        expect(mail.text).toContain(words);
        expect(mail.html).toContain(words);
      }
      const words = `${mail.subject}\n${mail.text}\n${mail.html}`
        .replaceAll(URL_WITH_QUERY, '')
        .replaceAll(ESCAPED_URL, '')
        .toLowerCase();
      for (const word of expected.foreign) expect(words).not.toContain(word);
      expect(mail.subject).toContain('Plume');
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    });

    it('has exactly one button, labelled with the action', () => {
      expect(mail.html.match(/<a /g)).toHaveLength(2);
      const button = mail.html.match(/<a [^>]*display:inline-block[^>]*>([^<]*)<\/a>/g);
      expect(button).toHaveLength(1);
      expect(button?.[0]).toContain(`>${expected.buttons[kind]}</a>`);
    });
  });

  it('escapes a link that tries to break out of the attribute', () => {
    const hostile = 'https://plume.test/reset?token="><script>alert(1)</script>';
    for (const [, template] of TEMPLATES) {
      const { html, text } = template({ language, url: hostile });
      expect(html).not.toContain('<script>');
      expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(text).toContain(hostile);
    }
  });
});

describe('the account-deleted mail', () => {
  const WORDS: Record<Language, [string, string]> = {
    fr: ['Votre compte Plume a été supprimé', 'comptabilité'],
    en: ['Your Plume account has been deleted', 'accounts'],
    es: ['Tu cuenta de Plume se ha eliminado', 'contabilidad'],
  };

  it.each(LANGUAGES)(
    'says in %s what is gone and what is kept, with no link to follow',
    (language) => {
      const mail = accountDeletedMail(language);
      const [subject, payments] = WORDS[language];
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(`<html lang="${language}">`);
      for (const part of [mail.text, mail.html]) expect(part).toContain(payments);
      expect(mail.html).not.toContain('<a ');
      expect(mail.text).not.toMatch(/https?:/);
    },
  );
});
