import { LANGUAGES } from '@plume/core/i18n';
import { describe, expect, it } from 'vitest';
import { messagesOf, pageMessages, visitorMessagesOf } from './i18n.server';

describe("a page's messages", () => {
  it.each(LANGUAGES)('leave out what only the server writes (%s)', (language) => {
    const messages = messagesOf(language);
    for (const section of ['mail', 'checkoutPage', 'mailbox', 'document']) {
      expect(messages).not.toHaveProperty(section);
    }
    expect(messages).not.toHaveProperty('outline.structures');
    expect(messages).toHaveProperty('outline.ui.open');
    expect(messages).toHaveProperty('generation');
  });

  it.each(LANGUAGES)(
    "are a visitor's screens' sections alone without a session (%s)",
    (language) => {
      const messages = visitorMessagesOf(language);
      expect(messages).toHaveProperty('auth');
      expect(messages).not.toHaveProperty('generation');
      expect(messages).not.toHaveProperty('outline');
    },
  );

  it.each(LANGUAGES)(
    "travel as JSON text, a writer's whole and a visitor's in part (%s)",
    (language) => {
      expect(JSON.parse(pageMessages(language, true))).toEqual(messagesOf(language));
      expect(JSON.parse(pageMessages(language, false))).toEqual(visitorMessagesOf(language));
    },
  );
});
