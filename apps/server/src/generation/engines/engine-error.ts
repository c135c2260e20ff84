/**
 * Why an engine could not write an idea. The writer only ever sees
 * generation.generationError; the kind and detail go to the log.
 */
export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly kind: 'http' | 'provider' | 'invalidResponse' | 'timeout' | 'network' | 'aborted',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
