import { describe, expect, it } from 'vitest';
import { MODES } from '../generation/generation-options';
import { LANGUAGES, type Language } from '../i18n/languages';
import { consistencyNotes } from './consistency-notes';
import { readCard } from './read-card';
import type { CardDraft, StoryCard } from './story-card';
import { builtInIdea, planCards, stored } from './test-ideas.fixture';

/** A writer's card, read as the API reads it. */
function card(body: Record<string, unknown>, language: Language = 'fr'): CardDraft {
  const read = readCard(body, language);
  if (!('value' in read)) throw new Error(`refused: ${read.fault}`);
  return read.value;
}

const notes = (cards: CardDraft[], text: string, language: Language = 'fr') =>
  consistencyNotes(stored(cards), text, language).map(({ kind, found, expected, cardId }) => ({
    kind,
    found,
    expected,
    cardId,
  }));

const ELISE = card({
  type: 'person',
  name: 'Élise Seifert',
  gender: 'feminine',
  role: 'horlogère',
});
const HUGO = card({
  type: 'person',
  name: 'Hugo Marchal',
  gender: 'masculine',
  aliases: ['le vieux'],
});

describe('consistency notes: a text that agrees', () => {
  it.each(LANGUAGES)(
    'reports nothing for any built-in idea in %s and its own cards',
    (language) => {
      for (const mode of MODES) {
        for (let seed = 0; seed < 15; seed++) {
          const idea = builtInIdea(language, mode, seed);
          expect(consistencyNotes(planCards(idea), idea.text, language), idea.text).toEqual([]);
        }
      }
    },
  );

  it('reports nothing for names, elisions, aliases and agreeing words written by hand', () => {
    const text =
      'L’Heure d’Élise\n\nL’horlogère Élise Seifert, quarante ans, répare le phare. ' +
      'Le regard d’Élise croise celui de Hugo Marchal, son voisin, pêcheur. Il sourit. ' +
      'Élise Seifert, horlogère obstinée ; elle ne lâche rien.';
    expect(notes([{ ...ELISE, age: '40' } as CardDraft, HUGO], text)).toEqual([]);
  });

  it('reports nothing without cards, or for a text that names none', () => {
    expect(notes([], 'Élise Siefert, l’horloger.')).toEqual([]);
    expect(notes([ELISE], 'Personne ici.')).toEqual([]);
  });
});

describe('consistency notes: names that drift', () => {
  it('reports a spelling one or two letters off, or off by its accents, once each', () => {
    const text =
      'Elise Seifert ouvre la porte. Élise Siefert la referme. Siefert hésite. Élyse attend.';
    expect(notes([ELISE], text)).toEqual([
      { kind: 'nameDrift', found: 'Elise', expected: 'Élise', cardId: 'card-0' },
      { kind: 'nameDrift', found: 'Siefert', expected: 'Seifert', cardId: 'card-0' },
      { kind: 'nameDrift', found: 'Élyse', expected: 'Élise', cardId: 'card-0' },
    ]);
  });

  it.each([
    ['fr', 'Samuel Leroy', 'Semuel ouvre la porte. Samuel Leroy hésite.', 'Semuel', 'Samuel'],
    ['en', 'Samuel Leroy', 'Semuel opens the door. Later, Samuel Leroy waits.', 'Semuel', 'Samuel'],
    ['es', 'Samuel Leroy', 'Semuel abre la puerta. Luego Samuel Leroy espera.', 'Semuel', 'Samuel'],
    ['fr', 'Inès Garnier', 'Ines parle à Garnier, puis Inès se tait.', 'Ines', 'Inès'],
  ] as const)(
    'in %s, reports a first name that drifts, written alone at a sentence’s start',
    (language, name, text, found, expected) => {
      const person = card({ type: 'person', name, gender: 'masculine' }, language);
      expect(notes([person], text, language)).toEqual([
        { kind: 'nameDrift', found, expected, cardId: 'card-0' },
      ]);
    },
  );

  it.each(['fr', 'en', 'es'] as const)(
    'in %s, reports the old first name once the writer renames a built-in card, its alias left as it was',
    (language) => {
      const idea = builtInIdea(language, 'key-points', 7);
      const cards = planCards(idea);
      const lead = cards[0] as StoryCard;
      const [first = '', ...family] = lead.name.split(' ');
      expect(lead.aliases).toEqual([first]);
      const renamed = `${first.slice(0, 1)}${first.at(1) === 'e' ? 'a' : 'e'}${first.slice(2)}`;
      cards[0] = { ...lead, name: [renamed, ...family].join(' ') };
      const found = consistencyNotes(cards, idea.text, language);
      expect(found.filter((note) => note.kind === 'nameDrift')).toEqual([
        expect.objectContaining({ cardId: lead.id, found: first, expected: renamed }),
      ]);
    },
  );

  it.each([
    ['fr', 'Le phare. Plus tard, Semuel Okafor attend au port.'],
    ['fr', 'Samuel Okafor attend. Puis Semuel se tait et part.'],
    ['fr', 'Le phare attend que Semuel revienne.'],
    ['en', 'The lighthouse. Later, Semuel Okafor waits by the sea.'],
    ['en', 'Samuel Okafor waits. Semuel said nothing to the keeper.'],
    ['en', 'The keeper knows that Semuel’s boat is gone.'],
    ['es', 'El faro. Luego Semuel Okafor espera en el puerto.'],
    ['es', 'Samuel Okafor espera. Entonces Semuel calla y se va.'],
    ['es', 'El farero sabe que Semuel no volverá.'],
  ] as const)(
    'in %s, reports a first name that drifts in %j, with the family name or alone',
    (language, text) => {
      const person = card({ type: 'person', name: 'Samuel Okafor', gender: 'masculine' }, language);
      expect(notes([person], text, language)).toEqual([
        { kind: 'nameDrift', found: 'Semuel', expected: 'Samuel', cardId: 'card-0' },
      ]);
    },
  );

  it.each([
    ['fr', 'Frédéric Bergeron', 'Frédéric Bergerac ouvre la porte.', 'Bergerac', 'Bergeron'],
    ['en', 'Frédéric Bergeron', 'Later, Bergerac opens the door.', 'Bergerac', 'Bergeron'],
    ['fr', 'Samuel Okafor', 'Au port, Tamuel Okafor attend.', 'Tamuel', 'Samuel'],
    ['en', 'Samuel Okafor', 'At the harbour, Samuel Akafor waits.', 'Akafor', 'Okafor'],
    ['es', 'Samuel Okafor', 'En el puerto, Lamuel Okafor espera.', 'Lamuel', 'Samuel'],
  ] as const)(
    'in %s, reports a name of %s that drifts in %j',
    (language, name, text, found, expected) => {
      const person = card({ type: 'person', name, gender: 'masculine' }, language);
      expect(notes([person], text, language)).toEqual([
        { kind: 'nameDrift', found, expected, cardId: 'card-0' },
      ]);
    },
  );

  it.each([
    ['fr', 'Au port, Tamuel attend. Puis Okafor, Tamuel et Lucie partent.'],
    ['en', 'At the harbour, Akafor waits. Then Samuel, Akafor and Lucy leave.'],
    ['es', 'En el puerto, Lamuel espera. Luego Okafor, Lamuel y Lucía se van.'],
  ] as const)(
    'in %s, leaves a word off by its first letter that is not right beside the other name',
    (language, text) => {
      const person = card({ type: 'person', name: 'Samuel Okafor', gender: 'masculine' }, language);
      expect(notes([person], text, language)).toEqual([]);
    },
  );

  it.each([
    ['fr', 'Samedi, Samuel Okafor attend. Sans un mot, il part. Semaine après semaine.'],
    ['en', 'Samuel Okafor waits. Same as ever. Sadly, Daniel Okafor, his brother, stays.'],
    ['es', 'Samuel Okafor espera. Manuel Okafor, su hermano, también. Semana tras semana.'],
  ] as const)(
    'in %s, leaves ordinary words and a brother’s first name beside the card’s family name',
    (language, text) => {
      const person = card({ type: 'person', name: 'Samuel Okafor', gender: 'masculine' }, language);
      expect(notes([person], text, language)).toEqual([]);
    },
  );

  it.each([
    ['fr', 'Mars commence à peine. Marc Dupuis rallume le phare.', 'Marc Dupuis', 'masculine'],
    ['en', 'June comes early. Jane Doe keeps the lamp on Sunday.', 'Jane Doe', 'feminine'],
    ['es', 'Mayo llega. Maya Ruiz espera el domingo.', 'Maya Ruiz', 'feminine'],
  ] as const)(
    'in %s, leaves a month or a day opening a sentence beside a name a letter away',
    (language, text, name, gender) => {
      const person = card({ type: 'person', name, gender }, language);
      expect(notes([person], text, language)).toEqual([]);
    },
  );

  it('counts elisions and aliases as the card’s, and leaves short names, common and other words', () => {
    const ana = card({ type: 'person', name: 'Ana Ruiz', gender: 'feminine' }, 'es');
    const text =
      'Ana Ruiz y Ada Ruiz. D’Élise, rien. Tras la puerta, Ana espera: una duda, nada más. ' +
      'Cuando Elena llega, Hugo Marchal se va.';
    expect(notes([ELISE, ana, HUGO], text, 'es')).toEqual([]);
  });

  it('reports the text’s old spelling of a built-in idea’s name the writer changed by one letter', () => {
    for (const language of LANGUAGES) {
      const idea = builtInIdea(language, 'key-points', 4);
      const cards = planCards(idea);
      const lead = cards[0] as StoryCard;
      const [first = '', ...family] = lead.name.split(' ');
      const renamed = `${first.slice(0, -1)}${first.endsWith('a') ? 'e' : 'a'}`;
      cards[0] = { ...lead, name: [renamed, ...family].join(' '), aliases: [renamed] };
      const found = consistencyNotes(cards, idea.text, language);
      expect(found.filter((note) => note.kind === 'nameDrift')).toEqual([
        expect.objectContaining({ cardId: lead.id, found: first, expected: renamed }),
      ]);
    }
  });
});

describe('consistency notes: gender', () => {
  it.each([
    ['fr', 'L’horloger Élise Seifert ouvre la porte.', 'horloger'],
    ['fr', 'Élise Seifert, horloger de son état, ouvre la porte.', 'horloger'],
    ['fr', 'Le peintre Élise ouvre la porte.', 'peintre'],
    ['fr', 'Élise Seifert répare le phare. Il ne dort plus.', 'Il'],
    ['fr', 'Élise Seifert a quarante ans ; médium qui ne sourit jamais, il attend.', 'il'],
    ['fr', 'Avec Élise Seifert, un témoin que personne n’écoute, tout change.', 'témoin'],
    ['es', 'Con Élise Seifert, un testigo a quien nadie escucha, todo cambia.', 'testigo'],
    ['es', 'El relojero Élise Seifert abre la puerta.', 'relojero'],
    ['es', 'Élise Seifert, relojero obstinado, abre la puerta.', 'relojero'],
    ['en', 'Élise Seifert repairs the lighthouse. He never sleeps.', 'He'],
  ] as const)('in %s, %j reports %j against a feminine card', (language, text, word) => {
    const found = notes([ELISE], text, language).filter((note) => note.kind === 'gender');
    expect(found[0]).toEqual({
      kind: 'gender',
      found: word,
      expected: 'feminine',
      cardId: 'card-0',
    });
  });

  it('reports a feminine word against a masculine card, and nothing for a neutral one', () => {
    const text = 'Hugo Marchal, pêcheuse, attend. La boulangère Hugo rit.';
    expect(notes([HUGO], text).map((note) => note.found)).toEqual(['pêcheuse', 'boulangère']);
    expect(notes([{ ...HUGO, gender: 'neutral' } as CardDraft], text)).toEqual([]);
  });

  it('leaves words that describe someone else: another phrase, another name, a far word', () => {
    const text =
      'Pour sauver son frère, Élise Seifert part. Élise retrouve le facteur du village. ' +
      'Hugo Marchal, pêcheur, aide Élise. Élise Seifert a un frère ; il la suit.';
    expect(notes([ELISE, HUGO], text)).toEqual([]);
  });

  it.each(['fr', 'es'] as const)(
    'in %s, a built-in idea’s masculine person switched to feminine is told of a masculine word near the name',
    (language) => {
      const idea = builtInIdea(language, 'detailed', 2);
      const cards = planCards(idea);
      const man = cards.find((c) => c.type === 'person' && c.gender === 'masculine') as StoryCard;
      const switched = cards.map((c) =>
        c === man ? ({ ...c, gender: 'feminine' } as StoryCard) : c,
      );
      const found = consistencyNotes(switched, idea.text, language);
      expect(found.length).toBeGreaterThan(0);
      for (const note of found) expect(note).toMatchObject({ kind: 'gender', cardId: man.id });
    },
  );
});

describe('consistency notes: ages and years', () => {
  it.each([
    [
      'fr',
      'quarante-six ans',
      'Élise Seifert, quarante-sept ans, répare le phare.',
      'quarante-sept',
    ],
    ['fr', '46', 'Élise a 47 ans et répare le phare.', '47'],
    [
      'es',
      'cuarenta y un años',
      'Élise Seifert, de cuarenta y dos años, repara el faro.',
      'cuarenta y dos',
    ],
    [
      'en',
      'seventy-two',
      'Élise Seifert, seventy-one, an absent-minded clockmaker.',
      'seventy-one',
    ],
    ['en', '72', 'Élise Seifert is 71 years old.', '71'],
  ] as const)('in %s, a card aged %j reports %j', (language, age, text, found) => {
    const notesFound = notes([{ ...ELISE, age } as CardDraft], text, language);
    expect(notesFound).toEqual([expect.objectContaining({ kind: 'age', found })]);
  });

  it('reports nothing for the same age in other words', () => {
    const elise = { ...ELISE, age: '41' } as CardDraft;
    expect(notes([elise], 'Élise Seifert, quarante et un ans, horlogère.')).toEqual([]);
    expect(notes([elise], 'Élise Seifert, de cuarenta y un años.', 'es')).toEqual([]);
    expect(notes([elise], 'Élise Seifert, forty-one, a clockmaker.', 'en')).toEqual([]);
  });

  it('reports a year beside a place that is not its era’s', () => {
    const lighthouse = card({
      type: 'place',
      name: 'Le phare de Kerlaz',
      aliases: ['le phare'],
      era: 'À l’hiver 1893',
    });
    expect(
      notes([lighthouse], 'Au phare, en 1894, la lampe s’éteint. En 1920, tout a changé.'),
    ).toEqual([{ kind: 'year', found: '1894', expected: '1893', cardId: 'card-0' }]);
    expect(notes([lighthouse], 'Au phare, à l’hiver 1893, la lampe s’éteint.')).toEqual([]);
  });
});
