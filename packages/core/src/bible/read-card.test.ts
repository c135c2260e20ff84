import { describe, expect, it } from 'vitest';
import { readCard, readCardPatch } from './read-card';
import { CARD_ALIASES_MAX, CARD_FIELD_MAX, CARD_NAME_MAX, CARD_NOTES_MAX } from './story-card';

const fault = (result: ReturnType<typeof readCard> | ReturnType<typeof readCardPatch>) =>
  'fault' in result ? result.fault : undefined;

describe('readCard', () => {
  it('reads a person with defaults: blank fields, neutral, shown when named, the secret hidden', () => {
    const read = readCard({ type: 'person', name: '  Élise   Martin ', role: ' horlogère ' }, 'fr');
    expect(read).toEqual({
      value: {
        type: 'person',
        language: 'fr',
        origin: null,
        source: 'writer',
        visibility: 'whenNamed',
        hidden: ['secret'],
        name: 'Élise Martin',
        aliases: [],
        summary: '',
        notes: '',
        gender: 'neutral',
        part: 'other',
        role: 'horlogère',
        age: '',
        ties: '',
        want: '',
        wound: '',
        secret: '',
        look: '',
      },
    });
  });

  it('reads a place and a thing with their own fields, aliases without blanks or repeats', () => {
    const place = readCard(
      { type: 'place', name: 'Le phare', aliases: ['le phare', ' ', 'le phare'], era: '1893' },
      'es',
    );
    expect(place).toMatchObject({
      value: { type: 'place', language: 'es', aliases: ['le phare'], era: '1893', hidden: [] },
    });
    expect(
      readCard({ type: 'thing', name: 'La clé', why: 'Elle ouvre tout.' }, 'fr'),
    ).toMatchObject({ value: { type: 'thing', what: '', why: 'Elle ouvre tout.' } });
  });

  it('takes the language, gender, part, visibility and hidden fields given', () => {
    const read = readCard(
      {
        type: 'person',
        name: 'Elena',
        language: 'es',
        gender: 'feminine',
        part: 'lead',
        visibility: 'never',
        hidden: ['wound', 'wound'],
      },
      'fr',
    );
    expect(read).toMatchObject({
      value: {
        language: 'es',
        gender: 'feminine',
        part: 'lead',
        visibility: 'never',
        hidden: ['wound'],
      },
    });
  });

  it.each([
    [null, 'invalid'],
    [['person'], 'invalid'],
    [{ name: 'X' }, 'unknownType'],
    [{ type: 'dragon', name: 'X' }, 'unknownType'],
    [{ type: 'person' }, 'nameRequired'],
    [{ type: 'person', name: '   ' }, 'nameRequired'],
    [{ type: 'person', name: 'x'.repeat(CARD_NAME_MAX + 1) }, 'nameTooLong'],
    [{ type: 'person', name: 'X', aliases: ['y'.repeat(CARD_NAME_MAX + 1)] }, 'nameTooLong'],
    [
      { type: 'person', name: 'X', aliases: Array(CARD_ALIASES_MAX + 1).fill('y') },
      'tooManyAliases',
    ],
    [{ type: 'person', name: 'X', aliases: 'Y' }, 'invalid'],
    [{ type: 'person', name: 'X', role: 'r'.repeat(CARD_FIELD_MAX + 1) }, 'fieldTooLong'],
    [{ type: 'person', name: 'X', summary: 's'.repeat(161) }, 'summaryTooLong'],
    [{ type: 'person', name: 'X', notes: 'n'.repeat(CARD_NOTES_MAX + 1) }, 'notesTooLong'],
    [{ type: 'person', name: 'X', gender: 'female' }, 'unknownGender'],
    [{ type: 'person', name: 'X', part: 'hero' }, 'unknownPart'],
    [{ type: 'person', name: 'X', visibility: 'sometimes' }, 'unknownVisibility'],
    [{ type: 'person', name: 'X', hidden: ['era'] }, 'unknownField'],
    [{ type: 'person', name: 'X', hidden: 'secret' }, 'invalid'],
    [{ type: 'person', name: 'X', language: 'de' }, 'unknownLanguage'],
    [{ type: 'place', name: 'X', gender: 'feminine' }, 'invalid'],
    [{ type: 'thing', name: 'X', role: 'key' }, 'invalid'],
    [{ type: 'person', name: 'X', role: 42 }, 'invalid'],
    [{ type: 'person', name: 'Él\u0000ise' }, 'invalidText'],
    [{ type: 'person', name: 'X', notes: '\uD800' }, 'invalidText'],
  ])('refuses %j with %s', (body, expected) => {
    expect(fault(readCard(body, 'fr'))).toBe(expected);
  });

  it('accepts every field at its limit and removes control characters', () => {
    const read = readCard(
      {
        type: 'person',
        name: 'x'.repeat(CARD_NAME_MAX),
        role: 'r'.repeat(CARD_FIELD_MAX),
        notes: `n\u0007${'n'.repeat(CARD_NOTES_MAX - 1)}`,
      },
      'fr',
    );
    expect(fault(read)).toBeUndefined();
    expect('value' in read && read.value.notes).toBe('n'.repeat(CARD_NOTES_MAX));
  });
});

describe('readCardPatch', () => {
  it('reads only the keys given', () => {
    expect(readCardPatch({ gender: 'feminine', role: 'horlogère' }, 'person')).toEqual({
      value: { gender: 'feminine', role: 'horlogère' },
    });
    expect(readCardPatch({}, 'thing')).toEqual({ value: {} });
  });

  it('refuses a blank name, a type, another type’s field and a bad value', () => {
    expect(fault(readCardPatch({ name: '' }, 'person'))).toBe('nameRequired');
    expect(fault(readCardPatch({ type: 'place' }, 'person'))).toBe('invalid');
    expect(fault(readCardPatch({ era: '1893' }, 'person'))).toBe('invalid');
    expect(fault(readCardPatch({ part: 'villain' }, 'person'))).toBe('unknownPart');
    expect(fault(readCardPatch('name', 'person'))).toBe('invalid');
  });
});
