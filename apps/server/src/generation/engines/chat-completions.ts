import type OpenAI from 'openai';
import type { ChatEngineConfig } from '../../config';
import { EngineError } from './engine-error';
import type { EngineReports, TokenUsage } from './story-engine';

export interface ChatPrompt {
  /** Fixes the reply language (docs/PRODUCT.md, Prompt rules). */
  system: string;
  user: string;
}

/**
 * Streams one chat completion from an OpenAI-compatible endpoint, yielding text as it
 * arrives. One retry on 429 or 5xx before the stream starts (the SDK's); timeouts for
 * the connection, the first token and the whole reply; every failure becomes an
 * EngineError, and a reply without any content is 'Invalid API response'. The token
 * usage, asked for with `stream_options`, arrives in a last chunk without choices; the
 * finish reason, in the chunk that ends the reply. A provider that fails mid-stream says so
 * in a chunk (OpenRouter: an `error` object and finish_reason 'error').
 */
let openAiSdk: Promise<typeof import('openai')> | undefined;

/** The SDK, loaded with the first idea rather than at start-up, which it would slow down. */
function loadOpenAiSdk() {
  openAiSdk ??= import('openai');
  return openAiSdk;
}

export async function* streamChatCompletion(
  config: ChatEngineConfig,
  prompt: ChatPrompt,
  signal?: AbortSignal,
  reports: EngineReports = {},
  { json = false }: { json?: boolean } = {},
): AsyncGenerator<string> {
  const sdk = await loadOpenAiSdk();
  const client = new sdk.default({
    baseURL: config.baseUrl,
    // Local servers (Ollama, llama.cpp) take no key, but the SDK insists on one.
    apiKey: config.apiKey ?? 'not-needed',
    maxRetries: 1,
    timeout: config.timeouts.connectMs,
    defaultHeaders: { 'HTTP-Referer': config.referer, 'X-Title': config.title },
  });
  const abort = new AbortController();
  const onOuterAbort = () => abort.abort(signal?.reason);
  signal?.addEventListener('abort', onOuterAbort, { once: true });
  let timedOut: string | undefined;
  const timeout = (ms: number, what: string) =>
    setTimeout(() => {
      timedOut = what;
      abort.abort(new Error(what));
    }, ms);
  const total = timeout(config.timeouts.totalMs, 'total time');
  const firstToken = timeout(
    config.timeouts.connectMs + config.timeouts.firstTokenMs,
    'first token',
  );

  let produced = false;
  try {
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        stream: true,
        stream_options: { include_usage: true },
        // JSON mode, for an answer the server reads (an outline); endpoints without it
        // ignore it, and the answer is checked either way.
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      },
      { signal: abort.signal },
    );
    for await (const chunk of stream) {
      const failure = (chunk as { error?: { message?: unknown } }).error;
      const choice = chunk.choices?.[0];
      if (failure || choice?.finish_reason === ('error' as string)) {
        const message = typeof failure?.message === 'string' ? failure.message : 'no detail';
        throw new EngineError('provider', `the provider failed mid-stream: ${message}`);
      }
      if (chunk.usage) reports.onUsage?.(toTokenUsage(chunk.usage));
      if (choice?.finish_reason) reports.onFinish?.(choice.finish_reason);
      const text = choice?.delta?.content;
      if (typeof text !== 'string' || text === '') continue;
      if (!produced) clearTimeout(firstToken);
      produced = true;
      yield text;
    }
    // The SDK ends the stream quietly when aborted: a timeout or a hang-up is not a reply.
    if (abort.signal.aborted) throw abort.signal.reason;
    if (!produced) throw new EngineError('invalidResponse', 'Invalid API response');
  } catch (error) {
    throw toEngineError(sdk, error, timedOut, signal);
  } finally {
    clearTimeout(total);
    clearTimeout(firstToken);
    signal?.removeEventListener('abort', onOuterAbort);
  }
}

function toTokenUsage(usage: OpenAI.CompletionUsage): TokenUsage {
  // OpenRouter's usage accounting adds the cost in credits; other servers leave it out.
  const cost = (usage as { cost?: unknown }).cost;
  return {
    promptTokens: usage.prompt_tokens,
    completionTokens: usage.completion_tokens,
    ...(typeof cost === 'number' ? { cost } : {}),
  };
}

function toEngineError(
  { APIConnectionTimeoutError, APIError, APIUserAbortError }: typeof import('openai'),
  error: unknown,
  timedOut: string | undefined,
  signal?: AbortSignal,
) {
  if (error instanceof EngineError) return error;
  if (signal?.aborted) return new EngineError('aborted', 'the request was abandoned');
  if (timedOut) return new EngineError('timeout', `no answer in time (${timedOut})`);
  if (error instanceof APIConnectionTimeoutError) {
    return new EngineError('timeout', 'no answer in time (connection)');
  }
  if (error instanceof APIUserAbortError) return new EngineError('aborted', 'aborted');
  if (error instanceof APIError && typeof error.status === 'number') {
    // The writer sees generation.generationError; the status is for the log (docs/PRODUCT.md,
    // Engines).
    return new EngineError('http', `Erreur API: ${error.status}`, error.status);
  }
  // The SDK throws an APIError without a status for an `error` object inside the stream.
  if (error instanceof APIError) {
    return new EngineError('provider', `the provider failed mid-stream: ${error.message}`);
  }
  if (error instanceof SyntaxError)
    return new EngineError('invalidResponse', 'Invalid API response');
  const message = error instanceof Error ? error.message : String(error);
  return new EngineError('network', message);
}
