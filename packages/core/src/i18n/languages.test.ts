import { describe, expect, it } from 'vitest';
import { isLanguage, pickSupportedLanguage } from './languages';

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
});
