import { fullNamesIn } from '../generation/develop-idea';
import { genderOfFirstName, NAME_POOLS } from '../generation/name-pools';
import { LANGUAGES, type Language } from '../i18n/languages';
import { type CardDraft, DEFAULT_HIDDEN_FIELDS } from './story-card';

/** Every language's name pools together: an AI may borrow a name from another's. */
const ALL_NAMES = {
  female: LANGUAGES.flatMap((language) => NAME_POOLS[language].female),
  male: LANGUAGES.flatMap((language) => NAME_POOLS[language].male),
  family: LANGUAGES.flatMap((language) => NAME_POOLS[language].family),
};

/**
 * The cards an idea without a plan gives, read from its text with no model call: a person
 * for each full name of the name pools it uses (the first one its lead), whose first name's
 * list says the gender, else neutral. Everything else is left for the writer to fill.
 */
export function cardsFromText(idea: string, language: Language, ideaId: string): CardDraft[] {
  return fullNamesIn(idea, ALL_NAMES).map((name, index): CardDraft => {
    const [first = ''] = name.split(' ');
    return {
      type: 'person',
      language,
      origin: { ideaId, element: index === 0 ? 'lead' : `cast.${index - 1}` },
      source: 'ai',
      visibility: index === 0 ? 'always' : 'whenNamed',
      hidden: DEFAULT_HIDDEN_FIELDS.person,
      name,
      aliases: [first],
      gender: genderOfFirstName(first) ?? 'neutral',
      part: index === 0 ? 'lead' : 'other',
      role: '',
      age: '',
      ties: '',
      want: '',
      wound: '',
      secret: '',
      look: '',
      summary: '',
      notes: '',
    };
  });
}
