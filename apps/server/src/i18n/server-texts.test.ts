import { CREDIT_PACKAGES } from '@plume/core/credits';
import { MODES, STYLES } from '@plume/core/generation';
import { ideaDocument } from '@plume/core/history';
import { LANGUAGES } from '@plume/core/i18n';
import { MESSAGES } from '@plume/core/i18n/server';
import { describe, expect, it } from 'vitest';
import { accountDeletedMail, resetPasswordMail, verifyEmailMail } from '../auth/mail-templates';
import { renderLocalCheckoutPage, renderSignInRequiredPage } from '../credits/local-checkout-page';
import { renderMailboxPage } from '../mail/mailbox-page';
import { translatorOf } from './translator';

const URL = 'https://plume.test/reset-password?token=abc';

/**
 * Every text the server writes itself, written in every language: the translator throws on
 * a key missing from that language or empty there, so each of these passing means every key
 * the server reads is in fr, en and es, with words. And they are the catalogue's words.
 */
describe.each(LANGUAGES)('the texts the server writes in %s', (language) => {
  const messages = MESSAGES[language];

  it('come from the catalogue, whose gaps throw rather than show a bare key', () => {
    const t = translatorOf(language);
    expect(t('mail.signature')).toBe(messages.mail.signature);
    expect(() => t('mail.nothing' as 'mail.signature')).toThrow(`No message mail.nothing`);
    expect(() => t('checkoutPage.pay')).toThrow('was not given');
  });

  it('write the three mails with the catalogue’s words', () => {
    const mails = [
      [resetPasswordMail({ language, url: URL }), messages.mail.resetPassword],
      [verifyEmailMail({ language, url: URL }), messages.mail.verifyEmail],
      [accountDeletedMail(language), messages.mail.accountDeleted],
    ] as const;
    for (const [mail, words] of mails) {
      expect(mail.subject).toBe(words.subject);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(words.intro);
        expect(part).toContain(messages.mail.signature);
      }
    }
    expect(mails[0][0].html).toContain(messages.mail.buttonFallback);
  });

  it('write every state of the test checkout’s pages, each package by its catalogue name', () => {
    for (const creditPackage of CREDIT_PACKAGES) {
      for (const status of ['pending', 'paid', 'cancelled', 'failed']) {
        const page = renderLocalCheckoutPage({
          language,
          creditPackage,
          status,
          actionPath: '/local-checkout/local_x',
          stylesheet: '/assets/styles-abc.css',
        });
        expect(page).toContain(messages.checkoutPage.title);
        expect(page).toContain(messages.checkoutPage.testMode);
        expect(page).toContain(messages.credits.packages[creditPackage.id]);
      }
    }
    const signIn = renderSignInRequiredPage({
      language,
      returnPath: '/local-checkout/local_x',
      stylesheet: undefined,
    });
    expect(signIn).toContain(messages.checkoutPage.signInRequired.title);
  });

  it('write the dev mailbox, empty and not', () => {
    expect(renderMailboxPage({ mails: [], language, stylesheet: undefined })).toContain(
      messages.mailbox.empty,
    );
    const mail = { to: 'a@plume.test', subject: 'Hi', text: URL, html: '', createdAt: new Date() };
    for (const mails of [[mail], [mail, { ...mail, subject: 'Again' }]]) {
      const page = renderMailboxPage({ mails, language, stylesheet: undefined });
      expect(page).toContain(messages.mailbox.title);
    }
  });

  it('label an exported idea with the catalogue’s words, its mode and style as the app names them', () => {
    for (const [index, mode] of MODES.entries()) {
      const style = STYLES[index] ?? 'moderne';
      const document = ideaDocument(
        {
          idea: 'A title\n\nA sentence.',
          genres: ['Fantasy'],
          genreIds: ['fantasy'],
          mode,
          style,
          language,
          createdAt: '2026-11-21T13:05:00.000Z',
          note: 'Mine.',
        },
        { language, timeZone: 'UTC', genreName: () => undefined },
      );
      const details = document.details.map(({ label, value }) => `${label} ${value}`).join('\n');
      const labels = messages.document;
      for (const label of [
        labels.genres,
        labels.mode,
        labels.style,
        labels.language,
        labels.date,
      ]) {
        expect(details).toContain(label);
      }
      expect(details).toContain(messages.generation.modes[mode].label);
      expect(details).toContain(messages.generation.styles[style]);
      expect(document.note?.label).toBe(messages.note.title);
    }
  });
});
