import { describe, expect, it } from 'vitest';
import { leadGenderInNotes } from './lead-gender-in-notes';

const genderOf = (notes: string) => leadGenderInNotes({ notes });

describe('leadGenderInNotes', () => {
  it.each([
    ['una guardiana de faro sorda en una isla gallega', 'feminine'],
    ['Ella guarda el faro desde la muerte de su marido', 'feminine'],
    ['Él vive solo en el faro', 'masculine'],
    ['un farero viudo y su hija', 'masculine'],
    ['Une gardienne de phare bretonne', 'feminine'],
    ['Elle garde le phare depuis des années', 'feminine'],
    ['un horloger aveugle et sa fille', 'masculine'],
    ['une horlogère aveugle', 'feminine'],
    ['She keeps the lighthouse; her brother wants it sold', 'feminine'],
    ['A widower looks for his daughter', 'masculine'],
    ['a queen in exile', 'feminine'],
  ] as const)('reads %j as %s: the first word that names a person', (notes, gender) => {
    expect(genderOf(notes)).toBe(gender);
  });

  it.each([
    'a deaf keeper guards a lighthouse',
    'Il y a un phare en Bretagne',
    'el faro de la isla',
    'un phare, la tempête, la nuit',
    '',
  ])('leaves the gender open when %j names nobody as a woman or a man', (notes) => {
    expect(genderOf(notes)).toBeUndefined();
  });

  it('reads no notes as nothing', () => {
    expect(leadGenderInNotes(undefined)).toBeUndefined();
    expect(leadGenderInNotes({ audience: 'children' })).toBeUndefined();
  });
});
