// A writer's history as the offline engine writes it, for the benches that need
// thousands of entries: written straight into the database, the way no request can.
import { MODES, STYLES } from '@plume/core/generation';
import {
  createSeededRandom,
  ideaElementsOf,
  NAME_POOLS,
  writeOfflineIdea,
} from '@plume/core/generation/server';
import {
  type Catalogue,
  type GenreItem,
  loadGenreData,
  type RandomSource,
} from '@plume/core/genres';
import { searchWordsOf } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';
import type { Database } from '../../apps/server/src/db/database';
import { generationHistory } from '../../apps/server/src/db/schema';

export type GenreTables = Awaited<ReturnType<typeof genreTables>>;

/** The genres of one language by id, and their French labels (what entries store). */
export async function genreTables() {
  const flat = (catalogue: Catalogue) =>
    catalogue.flatMap((category) => category.subcategories.flatMap((sub) => sub.genres));
  const [fr, en, es] = await Promise.all(
    (['fr', 'en', 'es'] as const).map(async (language) =>
      flat((await loadGenreData(language)).catalogue),
    ),
  );
  const byLanguage = { fr, en, es } as Record<Language, GenreItem[]>;
  const french = new Map((fr ?? []).map((genre) => [genre.id, genre.name]));
  return { byLanguage, french };
}

/** A writer's ideas as the offline engine writes them: mostly in one language, varied. */
export function ideas(
  count: number,
  seed: number,
  tables: GenreTables,
): Omit<typeof generationHistory.$inferInsert, 'userId'>[] {
  const random: RandomSource = createSeededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  // A writer's favourite genres come back often; the rest of the catalogue now and then.
  const favourites = Array.from({ length: 12 }, () => pick(tables.byLanguage.fr).id);
  const rows = [];
  const newest = Date.parse('2026-06-01T12:00:00Z');
  for (let n = 0; n < count; n++) {
    const roll = random();
    const language: Language = roll < 0.7 ? 'fr' : roll < 0.9 ? 'en' : 'es';
    const mode = pick(MODES);
    const style = pick(STYLES);
    const howMany =
      mode === 'random-genres' ? 2 + Math.floor(random() * 4) : 1 + Math.floor(random() * 3);
    const ids = new Set<string>();
    while (ids.size < howMany) {
      ids.add(random() < 0.6 ? pick(favourites) : pick(tables.byLanguage.fr).id);
    }
    const local = new Map(tables.byLanguage[language].map((genre) => [genre.id, genre]));
    const genres = [...ids].map((id) => local.get(id) as GenreItem);
    const { text: idea, plan } = writeOfflineIdea(
      {
        language,
        mode,
        style,
        genres: genres.map(({ id, name, description }) => ({ id, name, description })),
        leadGender: random() < 0.5 ? 'feminine' : 'masculine',
        names: NAME_POOLS[language],
        recentTitles: [],
        creativityWarning: false,
      },
      random,
    );
    rows.push({
      idea,
      genres: [...ids].map((id) => tables.french.get(id) as string),
      mode,
      style,
      language,
      leadGender: null,
      searchWords: searchWordsOf(idea),
      plan,
      elements: ideaElementsOf(idea, { plan }),
      // About one idea an hour, the newest last.
      createdAt: new Date(newest - (count - n) * 3_600_000 + Math.floor(random() * 1_000_000)),
    });
  }
  return rows;
}

export async function insertAll(
  database: Database,
  userId: string,
  rows: ReturnType<typeof ideas>,
) {
  for (let at = 0; at < rows.length; at += 500) {
    await database.db
      .insert(generationHistory)
      .values(rows.slice(at, at + 500).map((row) => ({ ...row, userId })));
  }
}
