import type { RandomSource } from '../../genres/random-genres';
import type { IdeaRequest } from '../idea-request';
import { extractTitle } from '../idea-title';
import { availableNames } from '../recent-ideas';
import type { OfflineIdea } from './compose-idea';
import { writeOfflineIdea } from './write-offline-idea';

/**
 * Ideas for one request drawn apart from each other (docs/PRODUCT.md, Three at once): each
 * is written as the writer's next idea would be after the ones before it, so the memory
 * that keeps an idea away from the writer's last ones (their plans, titles and names)
 * keeps it away from its batch too. What the notes fix (a place, a name) is shared.
 */
export function writeOfflineCandidates(
  request: IdeaRequest,
  random: RandomSource,
  count: number,
): OfflineIdea[] {
  const ideas: OfflineIdea[] = [];
  for (let index = 0; index < count; index++) {
    const before = [...ideas].reverse();
    const people = before.flatMap(({ plan }) => plan.cast.flatMap((p) => [p.first, p.family]));
    ideas.push(
      writeOfflineIdea(
        {
          ...request,
          recentPlans: [...before.map(({ plan }) => plan), ...(request.recentPlans ?? [])],
          recentTitles: [
            ...before.flatMap(({ text }) => extractTitle(text) ?? []),
            ...request.recentTitles,
          ],
          names: availableNames(request.names, people),
        },
        random,
      ),
    );
  }
  return ideas;
}
