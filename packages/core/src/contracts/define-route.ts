import type { z } from 'zod/mini';
import type { ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an answer is when it is not one JSON value: a file to download, an HTML page, a
 * redirect, or no body at all.
 */
export type OtherAnswer = 'file' | 'html' | 'redirect' | 'empty';

/** A route's schemas: what it reads and what it answers. */
export interface RouteSchemas {
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** A JSON body; any key it does not name is refused. */
  body?: z.ZodMiniType;
  /** The answer, when it is one JSON value. */
  response?: z.ZodMiniType;
  /** With `Accept: text/event-stream`: each event's name and data. */
  events?: Record<string, z.ZodMiniType>;
}

/**
 * One route of the HTTP API, declared once: the server validates requests with its
 * schemas, the web calls it through them, and the tests take their cases from them.
 * `path` is Hono's, with `:name` parameters.
 */
export interface RouteContract extends Omit<RouteSchemas, 'response'> {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Whether a signed-in writer's session is required (401 without). */
  signedIn: boolean;
  response: z.ZodMiniType | OtherAnswer;
  /** The codes this route can refuse with, besides those every route can. */
  errors: readonly ErrorCode[];
}

/**
 * A route as declared: its schemas made by a function, so that they are built the first
 * time the server or the web reads one (defineRoute). Building a schema costs: the web
 * loads every contract with the desk, and built at once, some 400 of them, they were a
 * long task on a phone. The schemas several contracts share are zod's lazy schemas
 * (`z.lazy`) for the same reason: built the first time one parses.
 */
export interface RouteDeclaration extends Omit<RouteContract, keyof RouteSchemas> {
  /** What the route answers when it is not one JSON value (its schemas' `response` else). */
  response?: OtherAnswer;
  schemas?: () => RouteSchemas;
}

/** A declared route as it is read: its schemas in place of the function making them. */
export type DefinedRoute<D extends RouteDeclaration> = Omit<D, 'schemas'> &
  (D['schemas'] extends () => infer S ? S : unknown);

const SCHEMA_FIELDS = ['params', 'query', 'body', 'response', 'events'] as const;

/**
 * Keeps each route's literal types (its schemas' own) while checking its shape. The
 * schemas are made on the first read of any of them, then kept.
 */
export function defineRoute<const D extends RouteDeclaration>(declaration: D): DefinedRoute<D> {
  const { schemas, ...route } = declaration;
  if (!schemas) return route as DefinedRoute<D>;
  let made: RouteSchemas | undefined;
  for (const field of SCHEMA_FIELDS) {
    if (field === 'response' && route.response !== undefined) continue;
    Object.defineProperty(route, field, {
      enumerable: true,
      get: () => {
        made ??= schemas();
        return made[field];
      },
    });
  }
  return route as DefinedRoute<D>;
}
