import type { RouteContract } from '@plume/core/contracts';
import { z } from 'zod/mini';
import { type ApiRequestInit, apiFetch } from './api-client';

type Schema = z.ZodMiniType;

/** What a route reads, as the server reads it once its schemas have run. */
type Read<S> = S extends Schema ? z.output<S> : never;

/** The parts of a call a route takes: its path's parameters, its query and its body. */
export type CallInput<R extends RouteContract> = (R['params'] extends Schema
  ? { params: Read<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends Schema ? { query: Partial<Read<R['query']>> } : { query?: undefined }) &
  (R['body'] extends Schema ? { body: Read<R['body']> } : { body?: undefined }) &
  Pick<ApiRequestInit, 'signal' | 'expectsSession'>;

/** The answer of a route whose answer is one JSON value; nothing otherwise. */
export type CallAnswer<R extends RouteContract> = R['response'] extends Schema
  ? z.output<R['response']>
  : undefined;

/** The route's path with its parameters filled in, and its query. */
export function routeUrl(
  route: Pick<RouteContract, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Calls a route of the API as its contract declares it (@plume/core/contracts): the path's
 * parameters, the query and the JSON body in, the answer checked by the contract's schema
 * out. Refusals arrive as an ApiError from apiFetch, the one place they are read.
 */
export async function callApi<R extends RouteContract>(
  route: R,
  input: CallInput<R>,
): Promise<CallAnswer<R>> {
  const { params, query, body, ...init } = input as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & ApiRequestInit;
  const answer = await apiFetch<unknown>(routeUrl(route, params, query), {
    ...init,
    method: route.method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (typeof route.response === 'string') return undefined as CallAnswer<R>;
  // An answer the contract does not describe is a fault of ours, not a refusal: it fails
  // as a ZodError, and the action's own message is shown.
  return z.parse(route.response, answer) as CallAnswer<R>;
}
