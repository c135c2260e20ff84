import type { Language } from './languages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/**
 * One language's messages: every text the app shows or writes, in i18next's nested keys
 * with its {{variables}} and plural suffixes. The French file gives the shape, and every
 * language must have all of it (a missing key does not compile; messages.test.ts checks
 * that none is extra or empty).
 */
export type Messages = typeof fr;

/**
 * The catalogue, one file per language (messages/{fr,en,es}.json): the web app's screens,
 * and what the server writes itself (mails, its own pages, the labels of exports, the mode
 * and style names the history search matches). A browser loads one language's file as a
 * chunk of its own (`@plume/core/i18n/messages/<language>.json`); code that runs on the
 * server reads them all here. Read it inside functions only, never at a module's top
 * level: a module of a browser subpath that did would bring every language to the browser.
 */
export const MESSAGES: Record<Language, Messages> = { fr, en, es };
