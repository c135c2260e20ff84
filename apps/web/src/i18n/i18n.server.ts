import type { Language } from '@plume/core/i18n';
import en from '@plume/core/i18n/messages/en.json';
import es from '@plume/core/i18n/messages/es.json';
import fr from '@plume/core/i18n/messages/fr.json';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './i18n';

/**
 * The catalogue's sections that only the server writes (its mails, its own pages, the
 * exports' labels): no screen shows them, so no page carries them.
 */
const SERVER_SECTIONS = ['mail', 'checkoutPage', 'mailbox', 'document'] as const;

type PageMessages = Omit<typeof fr, (typeof SERVER_SECTIONS)[number] | 'outline'> & {
  outline: Omit<(typeof fr)['outline'], 'structures'>;
};

/**
 * The messages the pages carry: all but the server's sections and the story structures'
 * names and beats (`outline.structures`), which the server writes into its answers (GET
 * /api/structures, the outlines): over a quarter of a language's messages that no screen
 * translates, and that the desk's page would bring and decode for nothing.
 */
const withoutServerSections = (messages: typeof fr): PageMessages => {
  const { structures: _, ...outline } = messages.outline;
  const sections = Object.entries(messages).filter(
    ([section]) => !(SERVER_SECTIONS as readonly string[]).includes(section),
  );
  return { ...Object.fromEntries(sections), outline } as PageMessages;
};

const MESSAGES = {
  fr: withoutServerSections(fr),
  en: withoutServerSections(en),
  es: withoutServerSections(es),
} satisfies Record<Language, unknown>;

/** The messages of a page's language, sent with the page in the root loader's data. */
export const messagesOf = (language: Language): Messages => MESSAGES[language];

/**
 * The sections of the messages that the screens drawn without a session use: the page's
 * frame and menus, the auth card's forms, the password reset, the payment's return page,
 * and the errors and toasts they show. A visitor's page carries only these, a quarter of
 * the whole, so its HTML stays within the first round trip of a new connection (about
 * 14 KB); a session started in the browser loads the rest first (i18n.ts).
 */
const VISITOR_SECTIONS = [
  'app',
  'errorScreen',
  'nav',
  'language',
  'links',
  'footer',
  'auth',
  'reset',
  'account',
  'errors',
  'payment',
  'credits',
] as const;

/** The messages a visitor's page carries (VISITOR_SECTIONS). */
export const visitorMessagesOf = (language: Language): Messages =>
  Object.fromEntries(VISITOR_SECTIONS.map((section) => [section, MESSAGES[language][section]]));

const pageMessageTexts = new Map<string, string>();

/**
 * What a page carries of its language's messages, as JSON text: a writer's page all of
 * them, a visitor's their screens' sections. React Router writes loader data value by value
 * (turbo-stream) and the browser decodes it in script, thousands of messages in one long
 * task on a phone; as one string it is one value, which JSON.parse reads natively.
 */
export function pageMessages(language: Language, signedIn: boolean): string {
  const key = `${language} ${signedIn}`;
  let text = pageMessageTexts.get(key);
  if (text === undefined) {
    text = JSON.stringify(signedIn ? messagesOf(language) : visitorMessagesOf(language));
    pageMessageTexts.set(key, text);
  }
  return text;
}

/**
 * A translator of its own for one server render, never switched, so renders in several
 * languages at once cannot mix. Initialised synchronously: every language's messages are
 * in the server build.
 */
export function createServerI18n(language: Language): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { [language]: { translation: MESSAGES[language] } },
    lng: language,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * The words of a shared idea's page (docs/PRODUCT.md, Share links) in the visitor's
 * language, for a visitor without a session: they come with the page's data rather than
 * in every visitor's messages.
 */
export function sharedPageLabels(language: Language, mode: string) {
  const { share, bible, generation } = MESSAGES[language];
  const modes = generation.modes as Record<string, { label: string } | undefined>;
  return {
    ...share.page,
    bible: bible.title,
    types: bible.types,
    fields: bible.fields as Record<string, string>,
    mode: modes[mode]?.label ?? mode,
  };
}

export type SharedPageLabels = ReturnType<typeof sharedPageLabels>;
