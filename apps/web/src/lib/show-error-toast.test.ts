import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './show-error-toast';

const known = new Set(['errors.invalidCredentials', 'auth.passwordTooWeak', 'reset.invalidToken']);
const hasMessage = (key: string) => known.has(key);
const options = { fallback: 'errors.signInError' };

describe('errorMessage', () => {
  it("shows the server's code when the app has a text for it", () => {
    const error = new ApiError('errors.invalidCredentials', 'Invalid', 401);
    expect(errorMessage(error, options, hasMessage)).toEqual({ key: 'errors.invalidCredentials' });
  });

  it.each([
    ['an unknown code', new ApiError('auth.somethingNew', 'New', 400)],
    ['a code that is not a key', new ApiError('INVALID_EMAIL_OR_PASSWORD', 'Invalid', 401)],
    ['a server error without the contract', new ApiError('errors.generic', 'HTTP 500', 500)],
    ['an error that is not from the API', new SyntaxError('Unexpected token')],
  ])('falls back to the action message for %s', (_, error) => {
    expect(errorMessage(error, options, hasMessage)).toEqual({ key: 'errors.signInError' });
  });

  it('gives the seconds to wait from Retry-After', () => {
    const error = new ApiError('auth.tooManyAttempts', 'Too many', 429, 42);
    expect(errorMessage(error, options, hasMessage)).toEqual({
      key: 'auth.tooManyAttempts',
      values: { seconds: 42 },
    });
  });

  it('waits a whole window when a 429 does not say how long, and never says 0', () => {
    expect(errorMessage(new ApiError('x', 'm', 429), options, hasMessage).values).toEqual({
      seconds: 60,
    });
    expect(errorMessage(new ApiError('x', 'm', 429, 0), options, hasMessage).values).toEqual({
      seconds: 1,
    });
  });

  it('shows a 429 with a message of its own, such as one idea at a time, as that message', () => {
    const inProgress = new ApiError('generation.inProgress', 'In progress', 429, 5);
    expect(errorMessage(inProgress, options, (key) => key === 'generation.inProgress')).toEqual({
      key: 'generation.inProgress',
    });
  });

  it('says the server is out of reach, with the action its own wording if it has one', () => {
    const error = new ApiError('errors.connectionError', 'Cannot reach', 0);
    expect(errorMessage(error, options, hasMessage)).toEqual({ key: 'errors.connectionError' });
    expect(
      errorMessage(
        error,
        { fallback: 'errors.resetError', network: 'errors.connectionErrorReset' },
        hasMessage,
      ),
    ).toEqual({ key: 'errors.connectionErrorReset' });
  });
});
