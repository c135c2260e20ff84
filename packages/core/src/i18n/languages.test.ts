import { describe, expect, it } from 'vitest';
import { acceptedLanguage, isLanguage, pickSupportedLanguage } from './languages';

describe('languages', () => {
  it('recognises only fr, en and es', () => {
    expect(['fr', 'en', 'es', 'de', '', 'FR', null].map(isLanguage)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('picks the first supported primary tag from browser languages', () => {
    expect(pickSupportedLanguage(['de-DE', 'es-MX', 'en'])).toBe('es');
    expect(pickSupportedLanguage(['EN_gb'])).toBe('en');
    expect(pickSupportedLanguage(['de', 'it'])).toBeNull();
    expect(pickSupportedLanguage([])).toBeNull();
  });

  it('reads the first supported language of an Accept-Language header', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,es-MX;q=0.8,en;q=0.5')).toBe('es');
    expect(acceptedLanguage('en-GB')).toBe('en');
    expect(acceptedLanguage('de, it')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});
