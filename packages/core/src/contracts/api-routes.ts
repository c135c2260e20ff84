import * as account from './account';
import * as bible from './bible';
import * as credits from './credits';
import type { RouteContract } from './define-route';
import * as generation from './generation';
import * as genres from './genres';
import * as history from './history';
import * as operations from './operations';
import * as outline from './outline';
import * as sharing from './sharing';

/**
 * Every route of the HTTP API but better-auth's own (/api/auth/*), declared once. The
 * server serves each with its schemas, a test holds the app's routes to this list, and the
 * bad-input tests take their cases from it.
 */
export const API_ROUTES: readonly RouteContract[] = [
  operations.readHealth,
  operations.readReadiness,
  operations.readOutbox,
  account.readMe,
  account.verifyResetToken,
  account.exportAccount,
  account.deleteAccount,
  genres.readCatalogue,
  genres.searchCatalogue,
  generation.createGeneration,
  history.listHistory,
  history.exportFavourites,
  history.exportIdea,
  history.updateIdea,
  history.deleteIdea,
  history.keepAsCards,
  history.lineCards,
  history.ideaConsistency,
  sharing.shareIdea,
  sharing.readShare,
  sharing.stopSharing,
  outline.listStructures,
  outline.createOutline,
  outline.readOutline,
  outline.deleteOutline,
  outline.updateBeat,
  outline.addBeat,
  outline.deleteBeat,
  outline.reorderBeats,
  outline.redrawOutline,
  outline.outlineChecks,
  outline.exportOutline,
  bible.listLines,
  bible.createCard,
  bible.updateCard,
  bible.deleteCard,
  credits.listPackages,
  credits.startCheckout,
  credits.confirmCheckout,
  credits.stripeWebhook,
];
