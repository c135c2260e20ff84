import type { Language } from '@plume/core/i18n';
import { translatorOf } from '../i18n/translator';
import { composeMail, type MailContent } from '../mail/compose-mail';

export type { MailContent };

export interface LinkMailInput {
  language: Language;
  /** The absolute link the mail is about (reset or verification); trusted, but escaped anyway. */
  url: string;
}

/** The password-reset mail: the link opens the reset screen of the user's language. */
export function resetPasswordMail({ language, url }: LinkMailInput): MailContent {
  const t = translatorOf(language);
  return composeMail({
    language,
    subject: t('mail.resetPassword.subject'),
    intro: t('mail.resetPassword.intro'),
    link: {
      url,
      button: t('mail.resetPassword.button'),
      textIntro: t('mail.resetPassword.linkIntro'),
    },
    notes: [t('mail.resetPassword.validity'), t('mail.resetPassword.notAsked')],
  });
}

/** The sign-up confirmation mail: the link verifies the address and activates the account. */
export function verifyEmailMail({ language, url }: LinkMailInput): MailContent {
  const t = translatorOf(language);
  return composeMail({
    language,
    subject: t('mail.verifyEmail.subject'),
    intro: t('mail.verifyEmail.intro'),
    link: {
      url,
      button: t('mail.verifyEmail.button'),
      textIntro: t('mail.verifyEmail.linkIntro'),
    },
    notes: [t('mail.verifyEmail.notAsked')],
  });
}

/** The confirmation that an account is gone, to the address it had. */
export function accountDeletedMail(language: Language): MailContent {
  const t = translatorOf(language);
  return composeMail({
    language,
    subject: t('mail.accountDeleted.subject'),
    intro: t('mail.accountDeleted.intro'),
    notes: [t('mail.accountDeleted.paymentsKept'), t('mail.accountDeleted.notYou')],
  });
}
