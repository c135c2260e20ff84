import type { z } from 'zod/mini';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an answer is when it is not one JSON value: a file to download, an HTML page, a
 * redirect, or no body at all.
 */
export type OtherAnswer = 'file' | 'html' | 'redirect' | 'empty';

/**
 * One route of the HTTP API, declared once: the server validates requests with its
 * schemas, the web calls it through them, and the tests take their cases from them.
 * `path` is Hono's, with `:name` parameters.
 */
export interface RouteContract {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Whether a signed-in writer's session is required (401 without). */
  signedIn: boolean;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A JSON body; any key it does not name is refused. */
  body?: z.ZodMiniType;
  response: z.ZodMiniType | OtherAnswer;
  /** With `Accept: text/event-stream`: each event's name and data. */
  events?: Record<string, z.ZodMiniType>;
  /** The codes this route can refuse with, besides those every route can. */
  errors: readonly ErrorCode[];
}

/** Keeps each route's literal types (its schemas' own) while checking its shape. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}
