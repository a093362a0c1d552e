import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '@nahtlos/contract/content';
import type { CutPiece } from '@nahtlos/contract/yardage';

/** Every area of every size of every pattern in the built catalogue (globalSetup builds it when missing). */
export interface CatalogueCase {
  name: string;
  pieces: CutPiece[];
}

export function catalogueCases(): CatalogueCase[] {
  const file = join(process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../../server/content/dist'), 'catalogue.json');
  const patterns = catalogue.parse(JSON.parse(readFileSync(file, 'utf8'))).sewingPatterns;
  return patterns.flatMap((p) => (p.sizes ?? []).flatMap((s) => Object.entries(s.pieces).map(([area, pieces]) => ({ name: `${p.id} ${s.size} ${area}`, pieces }))));
}
