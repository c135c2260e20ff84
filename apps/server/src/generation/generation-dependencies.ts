import type { RandomSource } from '@plume/core/genres';
import type { BibleService } from '../bible/bible-service';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { GenreCatalogues } from '../genres/genre-catalogues';
import type { Logger } from '../logger';
import type { StoryEngine } from './engines/story-engine';

/**
 * What writing an idea needs: the database, the catalogues, the story bibles, the engine,
 * a clock, chance.
 */
export interface GenerationDependencies {
  db: Db;
  bible: BibleService;
  genres: Promise<GenreCatalogues>;
  engine: StoryEngine;
  clock: Clock;
  random: RandomSource;
  logger: Logger;
}
