import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { candidateMarker, splitCandidates } from '../candidates';
import type { PromptGenre } from '../generation-options';
import type { IdeaRequest } from '../idea-request';
import { NAME_POOLS } from '../name-pools';
import { ideaElementsOf } from '../read-elements';
import { availableNames, namesUsedIn, recentPlans, recentTitles } from '../recent-ideas';
import { normalizeTitle, type OfflineIdea } from './compose-idea';
import { createSeededRandom } from './seeded-random';
import { writeOfflineCandidates } from './write-offline-candidates';
import { writeOfflineIdea } from './write-offline-idea';

const genre = (id: string): PromptGenre => ({ id, name: id, description: '' });
const GENRE_SETS = [
  [genre('epic-fantasy'), genre('historical-romance')],
  [genre('space-opera'), genre('cozy-mystery')],
  [genre('noir'), genre('magical-realism')],
  [genre('family-saga')],
];

/** What no two ideas of a batch may share, nor share with the writer's last five. */
function apartOf({ text, plan }: OfflineIdea) {
  const elements = ideaElementsOf(text, { plan });
  return {
    title: normalizeTitle(elements.title ?? ''),
    lead: plan.cast[0].first,
    leadName: `${plan.cast[0].first} ${plan.cast[0].family}`,
    setting: plan.setting,
    incident: plan.incident,
    conflict: elements.conflict,
    twist: elements.twist,
  };
}

describe('writeOfflineCandidates: a property over seeds, languages and genres', () => {
  it.each(LANGUAGES)(
    'in %s, three ideas share no title, lead, first name, setting, incident, conflict or twist, with each other or with the last five',
    (language) => {
      for (let seed = 0; seed < 24; seed++) {
        const random = createSeededRandom(seed);
        const base: IdeaRequest = {
          language,
          mode: seed % 2 === 0 ? 'quick' : 'random-genres',
          style: 'moderne',
          genres: GENRE_SETS[seed % GENRE_SETS.length] ?? [],
          leadGender: seed % 3 === 0 ? 'masculine' : 'feminine',
          names: NAME_POOLS[language],
          recentTitles: [],
          creativityWarning: false,
        };
        // The writer's last five ideas, newest first, as the server gathers them.
        const recent: {
          idea: string;
          genres: string[];
          mode: 'quick';
          style: 'moderne';
          plan: OfflineIdea['plan'];
        }[] = [];
        for (let n = 0; n < 5; n++) {
          const idea = writeOfflineIdea(
            { ...base, recentPlans: recentPlans(recent), recentTitles: recentTitles(recent) },
            random,
          );
          recent.unshift({
            idea: idea.text,
            genres: [],
            mode: 'quick',
            style: 'moderne',
            plan: idea.plan,
          });
        }
        const pool = NAME_POOLS[language];
        const batch = writeOfflineCandidates(
          {
            ...base,
            recentPlans: recentPlans(recent),
            recentTitles: recentTitles(recent),
            names: availableNames(pool, namesUsedIn(recent, pool)),
          },
          random,
          3,
        );
        const before = recent.map((entry) => apartOf({ text: entry.idea, plan: entry.plan }));
        const mine = batch.map(apartOf);
        mine.forEach((idea, index) => {
          for (const key of Object.keys(idea) as (keyof typeof idea)[]) {
            for (const other of mine.slice(index + 1)) {
              expect(idea[key], `${language} seed ${seed}: ${key}`).not.toEqual(other[key]);
            }
            // Settings and incidents are avoided while their tables have fresh ones; a
            // world of seven places has none left after seven ideas.
            if (key === 'setting' || key === 'incident') continue;
            for (const other of before) {
              expect(idea[key], `${language} seed ${seed}: ${key}`).not.toEqual(other[key]);
            }
          }
        });
      }
    },
  );

  it('writes what the engine streams apart with the marker lines the server splits at', () => {
    const batch = writeOfflineCandidates(
      {
        language: 'fr',
        mode: 'quick',
        style: 'moderne',
        genres: GENRE_SETS[0] ?? [],
        leadGender: 'feminine',
        names: NAME_POOLS.fr,
        recentTitles: [],
        creativityWarning: false,
      },
      createSeededRandom(1),
      3,
    );
    const raw = batch.map(({ text }, index) => `${candidateMarker(index)}\n${text}\n`).join('');
    expect(splitCandidates(raw).map((part) => part.trim())).toEqual(
      batch.map(({ text }) => text.trim()),
    );
  });
});
