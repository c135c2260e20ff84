import { errorSchema } from '@plume/core/contracts';
import type { EventSourceMessage } from 'eventsource-parser';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod/mini';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, refusalOf } from './api-client';

/**
 * POSTs to a route that answers with server-sent events (a POST, so fetch and a stream
 * reader rather than EventSource: an idea, an outline) and hands each event, its data
 * parsed as JSON, to `onEvent` until it returns the answer. A refusal before the stream or
 * an `error` event rejects with an ApiError, for the one toast helper to say; so does a
 * stream that ends without the answer (`ended` says what was missing). An event whose
 * closing blank line never comes is dropped, as the SSE standard says, so a stream cut
 * inside its last event fails like one that ends without it.
 */
export async function readEventStream<T>(
  url: string,
  { body, signal, ended }: { body?: string | undefined; signal?: AbortSignal; ended: string },
  onEvent: (event: EventSourceMessage, data: unknown) => T | undefined,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        'X-Plume-Language': currentLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('errors.connectionError', 'Cannot reach the server', 0);
  }
  if (!response.ok || !response.body) {
    throw await refusalOf(response, { fallback: 'generation.generationError' });
  }

  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const streamFailed = () => new ApiError('generation.generationError', ended, 502);
  try {
    for (;;) {
      const { value: event, done } = await reader.read();
      if (done) throw streamFailed();
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'error') {
        const failure = z.parse(errorSchema, data);
        throw new ApiError(failure.code, failure.message, 500);
      }
      const answer = onEvent(event, data);
      if (answer !== undefined) return answer;
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw streamFailed();
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
