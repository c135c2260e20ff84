import type { Agreement } from '../generation/offline/fill-template';
import { LANGUAGE_PACKS } from '../generation/offline/languages/index';
import type { Grammar } from '../generation/offline/languages/language-pack';
import { capitalize, parseNoun, parsePlace, withRest } from '../generation/offline/noun-spec';
import type { PlannedCharacter, StoryPlan } from '../generation/offline/story-plan';
import { isSomeone } from '../generation/offline/threat-is-someone';
import { MESSAGES } from '../i18n/messages';
import {
  CARD_SUMMARY_MAX,
  type CardDraft,
  DEFAULT_HIDDEN_FIELDS,
  type PersonPart,
} from './story-card';

/** The elements of a plan that become cards, as their origins name them. */
export const PLAN_ELEMENTS = ['lead', 'cast.0', 'cast.1', 'setting', 'object', 'threat'] as const;
export type PlanElement = (typeof PLAN_ELEMENTS)[number];

/** A text cut to `max` characters at a word, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** A name as the idea's text writes it: "O’Neill", with the typographic apostrophe. */
const fullName = (person: PlannedCharacter) =>
  [person.first, person.family].filter(Boolean).join(' ').replace(/'/g, '’');

/** An English villain's trade comes with its article ("an affable banker"); a card's has none. */
const bareRole = (role: string) => role.replace(/^(?:an?|the) /i, '');

interface Context {
  plan: StoryPlan;
  grammar: Grammar;
  ideaId: string;
  lead: Agreement;
}

/** A phrase of the plan as the idea's text reads it: elisions, apostrophes, spaces. */
const finished = (c: Context, phrase: string) => c.grammar.finish(phrase);

function base(c: Context, element: PlanElement) {
  return {
    language: c.plan.language,
    origin: { ideaId: c.ideaId, element },
    source: 'plan' as const,
    notes: '',
  };
}

function person(
  c: Context,
  element: PlanElement,
  character: PlannedCharacter,
  part: PersonPart,
  fields: { ties?: string; want?: string; wound?: string; secret?: string; age?: string },
  summary: string,
): CardDraft {
  return {
    ...base(c, element),
    type: 'person',
    name: fullName(character),
    aliases: character.first && character.family ? [character.first.replace(/'/g, '’')] : [],
    gender: character.gender,
    part,
    // The lead is the story: an engine always hears of them; the others when named.
    visibility: part === 'lead' ? 'always' : 'whenNamed',
    hidden: DEFAULT_HIDDEN_FIELDS.person,
    role: bareRole(finished(c, character.role)),
    age: fields.age ?? '',
    ties: fields.ties ?? '',
    want: fields.want ?? '',
    wound: fields.wound ?? '',
    secret: fields.secret ?? '',
    look: '',
    summary: clip(capitalize(finished(c, summary)), CARD_SUMMARY_MAX),
  };
}

/** The lead, the second character (the secret is theirs) and the face of the threat. */
function people(c: Context): CardDraft[] {
  const { plan } = c;
  const [lead, second, third] = plan.cast;
  const relation = finished(c, plan.relation);
  return [
    person(
      c,
      'lead',
      lead,
      'lead',
      {
        age: finished(c, plan.age),
        ties: `${fullName(second)}, ${relation}`,
        want: finished(c, plan.goal),
        wound: finished(c, plan.wound),
      },
      `${c.grammar.withTrait(bareRole(lead.role), plan.trait)}, ${plan.age}`,
    ),
    person(
      c,
      'cast.0',
      second,
      'ally',
      { ties: `${relation} (${fullName(lead)})`, secret: capitalize(finished(c, plan.secret)) },
      `${bareRole(second.role)}, ${plan.relation}`,
    ),
    person(c, 'cast.1', third, 'opposition', {}, bareRole(third.role)),
  ];
}

/** The setting: named as the text names it after its first mention, with its era and moods. */
function place(c: Context): CardDraft {
  const { plan, grammar } = c;
  const { noun } = parsePlace(plan.setting);
  const slots = grammar.placeSlots('L', plan.setting, c.lead);
  const named = withRest(slots['L.def'] ?? noun.head, noun);
  const where = plan.era ? `${slots.L}, ${plan.era}` : (slots.L ?? '');
  return {
    ...base(c, 'setting'),
    type: 'place',
    name: capitalize(finished(c, named)),
    aliases: noun.rest && !noun.proper ? [finished(c, slots['L.def'] ?? '')] : [],
    visibility: 'always',
    hidden: DEFAULT_HIDDEN_FIELDS.place,
    era: capitalize(finished(c, plan.era)),
    sense: capitalize(finished(c, grammar.list(plan.moods))),
    stakes: capitalize(finished(c, plan.stake)),
    summary: clip(capitalize(finished(c, where)), CARD_SUMMARY_MAX),
  };
}

/** A noun of the plan as a card names it: "Le phare de Kerlaouen", also "le phare". */
function nounNames(c: Context, spec: string) {
  const noun = parseNoun(spec);
  const slots = c.grammar.nounSlots('X', spec, c.lead);
  return {
    noun,
    name: capitalize(finished(c, withRest(slots['X.def'] ?? noun.head, noun))),
    aliases: noun.rest && !noun.proper ? [finished(c, slots['X.def'] ?? '')] : [],
    /** As the text first says it: "un phare de Kerlaouen". */
    first: capitalize(finished(c, slots.X ?? noun.head)),
  };
}

/** A noun of the plan (the object, the threat) as a card of what it is and why it matters. */
function thing(c: Context, element: PlanElement, spec: string, why: string): CardDraft {
  const { name, aliases, first } = nounNames(c, spec);
  return {
    ...base(c, element),
    type: 'thing',
    name,
    aliases,
    visibility: 'whenNamed',
    hidden: DEFAULT_HIDDEN_FIELDS.thing,
    what: first,
    why: capitalize(finished(c, why)),
    summary: clip(first, CARD_SUMMARY_MAX),
  };
}

/**
 * A threat who is someone (a landlord, a smooth-talking wolf) as a person card: named as the
 * text names them, the antagonist of the story, of their noun's gender (none in English),
 * tied to the character who is their face, with what they do as the summary.
 */
function antagonist(c: Context): CardDraft {
  const { plan } = c;
  const { noun, name, aliases } = nounNames(c, plan.threat);
  const gendered = noun.flags.includes('f') || noun.flags.includes('m');
  return {
    ...base(c, 'threat'),
    type: 'person',
    name,
    aliases,
    gender: gendered ? (noun.gender === 'f' ? 'feminine' : 'masculine') : 'neutral',
    part: 'opposition',
    visibility: 'whenNamed',
    hidden: DEFAULT_HIDDEN_FIELDS.person,
    role: MESSAGES[plan.language].bible.antagonist,
    age: '',
    ties: fullName(plan.cast[2]),
    want: '',
    wound: '',
    secret: '',
    look: '',
    summary: clip(capitalize(finished(c, threatDoes(c))), CARD_SUMMARY_MAX),
  };
}

/** What the threat does, in the text's order: "Le conseil sait où frapper, efface…". */
function threatDoes(c: Context): string {
  const { plan, grammar } = c;
  const named = grammar.nounSlots('A', plan.threat, c.lead)['A.def'] ?? '';
  return `${named} ${grammar.list(plan.threatActions)}`;
}

/** The object, when the story tells of it, and a threat that is not someone with what it does. */
function things(c: Context, threatIsSomeone: boolean): CardDraft[] {
  const { plan } = c;
  const leadFirst = plan.cast[0].first || fullName(plan.cast[0]);
  const threat = threatIsSomeone ? [] : [thing(c, 'threat', plan.threat, threatDoes(c))];
  if (!plan.usesObject) return threat;
  return [thing(c, 'object', plan.object, `${leadFirst} ${plan.incident}`), ...threat];
}

/**
 * The cards the built-in engine's plan of an idea gives (docs/PRODUCT.md, The story bible):
 * a person per member of the cast with their gender, trade and part (the lead with age,
 * ties, goal and wound; the second with the tie and the secret, hidden from the engines),
 * the threat as a person too when it is someone (the antagonist), the setting as a place
 * with its era, moods and stake, the object the story tells of and a threat that is not
 * someone as things. Texts are the plan's phrases as the idea reads them.
 */
export function cardsFromPlan(plan: StoryPlan, ideaId: string): CardDraft[] {
  const { grammar } = LANGUAGE_PACKS[plan.language];
  const lead: Agreement = plan.cast[0].gender === 'feminine' ? 'f' : 'm';
  const c: Context = { plan, grammar, ideaId, lead };
  const someone = isSomeone(plan.threat, plan.language);
  return [...people(c), ...(someone ? [antagonist(c)] : []), place(c), ...things(c, someone)];
}
