import { SECTION_HEADINGS } from '../generation/generation-options';
import { slipDistance } from '../history/word-similarity';
import type { ConsistencyFinding } from './consistency-finding';
import { isThreatPerson } from './story-bible';
import type { StoryCard } from './story-card';
import { COMMON_WORDS, fold, nameWords, type Token } from './text-tokens';

/** The words of the ideas' section headings ("Temas", "Enjeux"): never names. */
const HEADING_WORDS = new Set(
  Object.values(SECTION_HEADINGS)
    .flatMap((headings) => Object.values(headings))
    .flatMap((heading) => heading.split(/\s+/))
    .map(fold),
);

/**
 * The slips between two words that still read as one name: none when one has 3 letters or
 * fewer, one up to 6, two from 7 between words of one length ("Siefret" for "Seifert"), so
 * that "Colère" is not a slip for "Colette".
 */
function slipsAllowed(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest <= 3) return 0;
  return longest <= 6 || a.length !== b.length ? 1 : 2;
}

interface Spelling {
  card: StoryCard;
  /** The word as the card writes it, and folded. */
  word: string;
  folded: string;
}

/** Whether a word is one or two letters off another, starting alike (see slipsAllowed). */
function slipsFrom(word: string, other: string): boolean {
  return (
    word !== other && word[0] === other[0] && slipDistance(word, other) <= slipsAllowed(word, other)
  );
}

/**
 * A card's own spellings: its name's words, and its aliases but those a word of its name
 * slips from, left from before the writer renamed it ("Samuel" beside "Semuel Leroy"),
 * which the text's old spelling must not pass for.
 */
function spellingWordsOf(card: StoryCard): string[] {
  const own = nameWords(card.name);
  const folded = own.map(fold);
  const aliases = card.aliases
    .flatMap(nameWords)
    .filter((word) => !folded.some((name) => slipsFrom(fold(word), name)));
  return [...own, ...aliases];
}

/** The people a text names by their names: a threat's person is called by what they are. */
function spellingsOf(cards: readonly StoryCard[]): Spelling[] {
  return cards
    .filter((card) => card.type === 'person' && !isThreatPerson(card))
    .flatMap((card) =>
      spellingWordsOf(card).map((word) => ({
        card,
        word,
        folded: fold(word),
      })),
    );
}

/**
 * The card's spelling a text's word slips from, if any (the closest one): starting with
 * the same letter, unless `anyStart`.
 */
function slippedFrom(
  token: Token,
  spellings: readonly Spelling[],
  anyStart = false,
): Spelling | undefined {
  let best: { spelling: Spelling; distance: number } | undefined;
  for (const spelling of spellings) {
    if (!anyStart && spelling.folded[0] !== token.folded[0]) continue;
    const distance = slipDistance(token.folded, spelling.folded);
    if (distance > slipsAllowed(token.folded, spelling.folded)) continue;
    if (best && best.distance <= distance) continue;
    best = { spelling, distance };
  }
  return best?.spelling;
}

/**
 * The spelling a word slips from when a word just beside it, with only spaces between,
 * names a card exactly: then it is that card's other name, whatever letter it starts with
 * ("Tamuel Okafor" for "Samuel Okafor", "Samuel Akafor").
 */
function slippedBeside(
  token: Token,
  text: string,
  tokens: readonly Token[],
  spellings: readonly Spelling[],
): Spelling | undefined {
  const pairs = [
    [tokens[token.index - 1], token],
    [token, tokens[token.index + 1]],
  ] as const;
  for (const [first, second] of pairs) {
    if (!first || !second || text.slice(first.at + first.word.length, second.at).trim() !== '') {
      continue;
    }
    const neighbour = first === token ? second : first;
    for (const named of spellings.filter(
      (spelling) => spelling.word.toLocaleLowerCase() === neighbour.lower,
    )) {
      const others = spellings.filter(
        (spelling) => spelling.card === named.card && spelling.folded !== named.folded,
      );
      const spelling = slippedFrom(token, others, true);
      if (spelling) return spelling;
    }
  }
  return undefined;
}

/** Not a common word, nor a heading's, nor one the text also writes in lower case. */
function mayBeName(token: Token, lowerCase: ReadonlySet<string>): boolean {
  return !(
    COMMON_WORDS.has(token.folded) ||
    HEADING_WORDS.has(token.folded) ||
    lowerCase.has(token.lower)
  );
}

/**
 * Names that drift from a person card's (docs/PRODUCT.md, The story bible): a capitalized
 * word spelt like a word of a card's name or alias but for its accents ("Elise" for
 * "Élise"), or one or two letters away from it ("Siefert" for "Seifert", see slipsAllowed),
 * starting with the same letter, or with any letter right beside the card's other name
 * written exactly ("Tamuel Okafor"). First names and family names alike, written alone or
 * in full. Words naming a card exactly, common words, and words the text also writes in
 * lower case are not names that drift. Each spelling is reported once per card, where it
 * first appears.
 */
export function nameDrift(
  cards: readonly StoryCard[],
  text: string,
  tokens: readonly Token[],
): ConsistencyFinding[] {
  const spellings = spellingsOf(cards);
  const exact = new Set(spellings.map((spelling) => spelling.word.toLocaleLowerCase()));
  const named = new Set(cards.flatMap((card) => spellingWordsOf(card).map(fold)));
  const lowerCase = new Set(tokens.filter((token) => !token.capitalized).map((t) => t.lower));
  const findings = new Map<string, ConsistencyFinding>();
  for (const token of tokens) {
    if (!token.capitalized || token.folded.length < 2 || exact.has(token.lower)) continue;
    let spelling: Spelling | undefined;
    if (named.has(token.folded)) {
      spelling = spellings.find((candidate) => candidate.folded === token.folded);
    } else if (mayBeName(token, lowerCase)) {
      spelling = slippedFrom(token, spellings) ?? slippedBeside(token, text, tokens, spellings);
    }
    if (!spelling) continue;
    const key = `${spelling.card.id} ${token.word}`;
    if (findings.has(key)) continue;
    findings.set(key, {
      kind: 'nameDrift',
      cardId: spelling.card.id,
      name: spelling.card.name,
      found: token.word,
      expected: spelling.word,
      at: token.at,
    });
  }
  return [...findings.values()];
}
