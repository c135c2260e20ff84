import type { IdeaElements, StoryPerson } from '../idea-elements';
import { LANGUAGE_PACKS } from './languages/index';
import { capitalize, parsePlace } from './noun-spec';
import type { PlannedCharacter, StoryPlan } from './story-plan';

/** A character as the text names them, with the typography's apostrophe ("N’Diaye"). */
function person(character: PlannedCharacter): StoryPerson {
  const name = [character.first, character.family].filter(Boolean).join(' ').replace(/'/gu, '’');
  return { name, role: character.role.replace(/'/gu, '’'), gender: character.gender };
}

/**
 * A built-in idea's elements, read from the plan it was written from (source `plan`), in
 * its language's typography: the setting is the place and its time ("A city where the police
 * look the other way, on the night of the great blackout"); the conflict the incident that
 * sets the lead going and what the threat does; the twist; the ending is the climax. A
 * quick idea leaves its twist and ending unsaid, but its plan holds them, and developing it
 * tells them.
 */
export function planElements(plan: StoryPlan, title: string | null): IdeaElements {
  const { grammar } = LANGUAGE_PACKS[plan.language];
  const [lead, second, third] = plan.cast;
  const phrase = (text: string) => capitalize(grammar.finish(text));
  const leadName = lead.first || lead.family;
  const { nounSpec } = parsePlace(plan.setting);
  const place = grammar.nounSlots('L', nounSpec, 'm').L ?? '';
  const threat = grammar.nounSlots('A', plan.threat, 'm').A ?? '';
  return {
    source: 'plan',
    title,
    lead: person(lead),
    cast: [person(second), person(third)],
    setting: phrase(plan.era ? `${place}, ${plan.era}` : place),
    conflict: phrase(`${leadName} ${plan.incident}; ${threat} ${plan.threatActions[0]}`),
    twist: phrase(plan.twist),
    ending: phrase(plan.climax),
  };
}
