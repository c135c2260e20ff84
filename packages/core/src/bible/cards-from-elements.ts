import type { IdeaElements, StoryPerson } from '../generation/idea-elements';
import { capitalize } from '../generation/offline/noun-spec';
import type { Language } from '../i18n/languages';
import { clip } from './cards-from-plan';
import {
  CARD_NAME_MAX,
  CARD_SUMMARY_MAX,
  type CardDraft,
  DEFAULT_HIDDEN_FIELDS,
  type PersonPart,
} from './story-card';

/** A person of the elements as a card: their name, role and gender, and their part. */
function person(
  someone: StoryPerson,
  part: PersonPart,
  element: string,
  language: Language,
  ideaId: string,
): CardDraft {
  const [first = ''] = someone.name.split(' ');
  const role = someone.role ?? '';
  return {
    type: 'person',
    language,
    origin: { ideaId, element },
    source: 'ai',
    // The lead is the story: an engine always hears of them; the others when named.
    visibility: part === 'lead' ? 'always' : 'whenNamed',
    hidden: DEFAULT_HIDDEN_FIELDS.person,
    name: someone.name,
    aliases: first && first !== someone.name ? [first] : [],
    gender: someone.gender ?? 'neutral',
    part,
    role,
    age: '',
    ties: '',
    want: '',
    wound: '',
    secret: '',
    look: '',
    summary: clip(capitalize(role), CARD_SUMMARY_MAX),
    notes: '',
  };
}

/**
 * The setting as a place: named by its phrase up to the first comma or semicolon ("A
 * lighthouse off Ushant" of "A lighthouse off Ushant, winter 1893"), the whole phrase as
 * its summary.
 */
function place(setting: string, language: Language, ideaId: string): CardDraft {
  const [head = setting] = setting.split(/[,;]/u);
  return {
    type: 'place',
    language,
    origin: { ideaId, element: 'setting' },
    source: 'ai',
    visibility: 'always',
    hidden: DEFAULT_HIDDEN_FIELDS.place,
    name: clip(capitalize(head.trim()), CARD_NAME_MAX),
    aliases: [],
    era: '',
    sense: '',
    stakes: '',
    summary: clip(capitalize(setting), CARD_SUMMARY_MAX),
    notes: '',
  };
}

/**
 * The cards an AI idea's elements give (docs/PRODUCT.md, The story bible), with no model
 * call: its lead and cast with their roles and genders (neutral where the elements do not
 * say), the cast as others in the story, and its setting as a place. Every other field is
 * left for the writer to fill.
 */
export function cardsFromElements(
  elements: IdeaElements,
  language: Language,
  ideaId: string,
): CardDraft[] {
  return [
    ...(elements.lead ? [person(elements.lead, 'lead', 'lead', language, ideaId)] : []),
    ...elements.cast.map((someone, index) =>
      person(someone, 'other', `cast.${index}`, language, ideaId),
    ),
    ...(elements.setting?.trim() ? [place(elements.setting.trim(), language, ideaId)] : []),
  ];
}
