import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    '/local-checkout/local_abc',
    '/fr',
    '/en/payment/success?session_id=local_abc',
    '/es#historial',
  ])('keeps the path on this site %j', (next) => {
    expect(returnPath(next)).toBe(next);
  });

  it.each([
    null,
    '',
    'local-checkout/local_abc',
    'https://evil.example/',
    'http://localhost:3000/fr',
    '//evil.example/fr',
    '/\\evil.example/fr',
    '/\t/evil.example/fr',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(returnPath(next)).toBeNull();
  });
});
