import type { Catalogue } from '../types';
import { adventure } from './adventure';
import { contemporary } from './contemporary';
import { crime } from './crime';
import { fantasy } from './fantasy';
import { historical } from './historical';
import { horror } from './horror';
import { humour } from './humour';
import { literary } from './literary';
import { romance } from './romance';
import { scienceFiction } from './science-fiction';
import { speculative } from './speculative';
import { themes } from './themes';
import { thriller } from './thriller';
import { youngAdult } from './young-adult';

export { keywords } from './keywords';

/** The categories in the order the picker lists them: the big popular genres first. */
export const catalogue: Catalogue = [
  literary,
  contemporary,
  crime,
  thriller,
  fantasy,
  scienceFiction,
  horror,
  romance,
  historical,
  adventure,
  humour,
  speculative,
  youngAdult,
  themes,
];
