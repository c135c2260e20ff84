import type { StoryCard } from '../bible/story-card';
import type { CheckoutConfirmation } from '../credits/checkout-confirmation';
import type { Language } from '../i18n/languages';
import type { ExternalLinkTemplates } from '../links/external-links';
import type { PrintedOutline } from '../outline/printed-outline';
import type { HistoryEntry, HistoryPage, HistoryQuery } from './history-page';
import type { SharedIdea } from './sharing';

/**
 * What the server hands the web app's loaders with every page request (React Router's
 * load context, apps/web/src/app/load-context.ts): the answers they need, read in the
 * server's process with the same functions the API uses, never over HTTP. A type rather
 * than an interface: React Router hands loaders an index-signature context, which only a
 * type literal satisfies.
 */
export type PageContext = {
  /** This response's CSP nonce, for the inline scripts of the rendered page. */
  nonce: string;
  /** The page's language: the path's, else the stored choice, else the browser's, else French. */
  language: Language;
  /** The writer's time zone, from the cookie the page's first script sets; UTC until then. */
  timeZone: string;
  links: ExternalLinkTemplates;
  /** Which story engine writes the ideas ('offline' or an AI one), as GET /api/health names it. */
  engine: string;
  /** The signed-in writer with their balance (-1 is unlimited), or null. */
  writer: { user: { id: string; email: string }; credits: number } | null;
  /** A page of the writer's history, as GET /api/history answers it. */
  historyPage(userId: string, query: HistoryQuery): Promise<HistoryPage>;
  /** One of the writer's saved ideas, or null when they have no such idea. */
  historyEntry(userId: string, id: string): Promise<HistoryEntry | null>;
  /** The story bible of one of the writer's ideas' line, in its order; none for no such idea. */
  lineCards(userId: string, ideaId: string): Promise<StoryCard[]>;
  /**
   * The outline of one of the writer's ideas laid out for printing, in the outline's own
   * language; null when they have no such idea or it has no outline.
   */
  printedOutline(userId: string, ideaId: string): Promise<PrintedOutline | null>;
  /**
   * The idea a share link shows, its page's texts in `language`; null for a link that does
   * not exist, whether it never did, was turned off or its idea deleted. Counts the visit.
   */
  sharedIdea(token: string, language: Language): Promise<SharedIdea | null>;
  /** Whether a password reset link can still be used; asking does not use it up. */
  resetTokenValid(token: string): Promise<boolean>;
  /**
   * The signed-in writer's checkout, confirmed with the payment provider (credited once if
   * paid), or the code of the reason it could not be (payment.sessionNotFound for a session
   * that is not theirs); null when signed out.
   */
  confirmCheckout(
    sessionId: string,
  ): Promise<{ confirmation: CheckoutConfirmation } | { error: string } | null>;
  /** Writes a failure of a loader or of rendering to the server's log. */
  logError(error: unknown, message: string): void;
};
