import { AppError } from './app-error';

/**
 * The `error` event that ends a stream (an idea's, an outline's): a refusal's code and
 * English text, or errors.internal for anything else, whose detail stays in the log.
 */
export function errorEvent(error: unknown) {
  const known = error instanceof AppError;
  return {
    event: 'error',
    data: JSON.stringify({
      code: known ? error.code : 'errors.internal',
      message: known ? error.message : 'Internal server error',
    }),
  };
}
