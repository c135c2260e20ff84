import type { Language } from '../i18n/languages';
import type { Mention } from './card-mentions';
import type { ConsistencyFinding } from './consistency-finding';
import { type GenderedToken, genderedWords } from './gendered-words';
import { numberIn } from './number-words';
import { subjectPronouns } from './pronoun-notes';
import { COMMON_WORDS, opensSegment, type Token, type TokenizedText } from './text-tokens';

/**
 * How many words after a name a trade, tie or trait may stand and still describe that
 * person ("Pascal Bouchard, son ancien mentor, devenu brocanteur"), common words and an
 * age aside ("Ricardo García, de setenta y dos años, cantante de ópera desengañado"), and
 * before it ("le vieil horloger Élise"): a word further before belongs to another phrase
 * ("pour protéger sa fille, accepter l’aide de Maurice").
 */
const AFTER = 5;
const BEFORE = 2;

/**
 * Articles and possessives: inside a segment of an apposition, one opens another noun
 * phrase, someone or something else ("trouve le facteur du village", "retrouver son
 * frère", "hantée par un mariage raté"); opening the segment, it is the apposition's own
 * ("Pascal Bouchard, son ancien mentor", "Valérie, une témoin").
 */
const DETERMINERS = new Set(
  'le la les l du au aux un une des the a an el los las del al una unos unas son sa ses his her their su sus leur leurs'.split(
    ' ',
  ),
);

/**
 * What opens an apposition after a name: "Élise Martin, horlogère", "Elena (relojera)", or
 * an age first ("Élise Martin a quarante ans ; horlogère", "Elena tiene 40 años; relojera").
 */
const APPOSITION = /^(?:\s*[,(—–;]|\s+(?:a|tiene|is)\s+[\p{L}\d -]+?(?:\s+(?:ans|años))?\s*[,;])/u;

/** The words of a sentence-bound text that tell a gender: trades, ties, traits, "le peintre". */
function genderedTokens(tokens: readonly Token[], language: Language): GenderedToken[] {
  const { words, trades, determiners } = genderedWords(language);
  const found: GenderedToken[] = [];
  tokens.forEach((token, index) => {
    const gender = words.get(token.lower);
    if (gender) {
      found.push({ token, gender });
      return;
    }
    const next = tokens[index + 1];
    const determiner = determiners.get(token.lower);
    if (determiner && next && next.sentence === token.sentence && trades.has(next.lower)) {
      if (!words.has(next.lower)) found.push({ token: next, gender: determiner });
    }
  });
  return found;
}

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, offset) => first + offset);

const distance = (token: Token, mention: Mention) =>
  token.index < mention.first ? mention.first - token.index : token.index - mention.last;

/**
 * Whether a word stands where it describes the person a mention names: just before the
 * name with nothing but spaces or an elision between ("l’horloger Élise"), or in an
 * apposition after it ("Élise Martin, horlogère"), not in another noun phrase (see
 * DETERMINERS).
 */
function isNear(token: Token, mention: Mention, c: TokenizedText): boolean {
  if (mention.sentence !== token.sentence) return false;
  if (token.index < mention.first) {
    const between = c.text.slice(token.at + token.word.length, c.tokens[mention.first]?.at);
    return mention.first - token.index <= BEFORE && /^[\s\p{L}'’]*$/u.test(between);
  }
  if (token.index <= mention.last || anotherPhrase(token, c)) return false;
  const last = c.tokens[mention.last] as Token;
  if (!APPOSITION.test(c.text.slice(last.at + last.word.length))) return false;
  const words = c.tokens
    .slice(mention.last + 1, token.index + 1)
    .filter((word) => !COMMON_WORDS.has(word.folded) && !/^(?:ans|años|years)$/.test(word.lower))
    .filter((word) => numberIn(word.word, c.language) === undefined);
  return words.length <= AFTER;
}

/**
 * Whether a determiner of the word's segment comes before it, not opening the segment
 * ("retrouver une chanteuse", but not "Valérie, une témoin").
 */
function anotherPhrase(token: Token, c: TokenizedText): boolean {
  for (let word = token; !opensSegment(word, c); ) {
    const before = c.tokens[word.index - 1];
    if (!before || before.sentence !== token.sentence) return false;
    if (DETERMINERS.has(before.lower)) return !opensSegment(before, c);
    word = before;
  }
  return false;
}

/** The person a word describes: the nearest mention of its sentence, if near and one person's. */
function describedBy(
  token: Token,
  mentions: readonly Mention[],
  c: TokenizedText,
): Mention | undefined {
  const candidates = mentions.filter((mention) => isNear(token, mention, c));
  if (candidates.length === 0) return undefined;
  const nearest = Math.min(...candidates.map((mention) => distance(token, mention)));
  const closest = candidates.filter((mention) => distance(token, mention) === nearest);
  const people = new Set(closest.map((mention) => mention.card.id));
  return people.size === 1 ? closest[0] : undefined;
}

/**
 * Words near a person's name that disagree with the card's gender (docs/PRODUCT.md, The
 * story bible): a trade, tie or trait of the built-in engine's tables in the other gender
 * ("l’horloger Élise", "el relojero Elena"), a determiner before a trade or a tie's noun
 * ("le peintre Élise", "un témoin"), or a subject pronoun that can only mean them (see
 * subjectPronouns). People of neutral gender are not checked. Each word is reported once
 * per card.
 */
export function agreementNotes(
  text: string,
  tokens: readonly Token[],
  mentions: readonly Mention[],
  language: Language,
): ConsistencyFinding[] {
  const people = mentions.filter(
    (mention) => mention.card.type === 'person' && mention.card.gender !== 'neutral',
  );
  const findings = new Map<string, ConsistencyFinding>();
  const check = ({ token, gender }: GenderedToken, mention: Mention | undefined) => {
    const card = mention?.card;
    if (card?.type !== 'person' || card.gender === 'neutral' || card.gender === gender) return;
    const key = `${card.id} ${token.lower}`;
    if (findings.has(key)) return;
    findings.set(key, {
      kind: 'gender',
      cardId: card.id,
      name: card.name,
      found: token.word,
      expected: card.gender,
      at: token.at,
    });
  };
  const reading: TokenizedText = { text, tokens, language };
  const named = new Set(mentions.flatMap(({ first, last }) => range(first, last)));
  for (const word of genderedTokens(tokens, language)) {
    if (!named.has(word.token.index)) check(word, describedBy(word.token, mentions, reading));
  }
  for (const { word, mention } of subjectPronouns(tokens, people, reading)) {
    check(word, mention);
  }
  return [...findings.values()].sort((a, b) => a.at - b.at);
}
