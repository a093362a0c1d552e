import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '@nahtlos/contract/content';
import type { CutPiece } from '@nahtlos/contract/yardage';

/** Every area of every size of every pattern in the built catalogue (globalSetup builds it when missing). */
export interface CatalogueCase {
  name: string;
  pieces: CutPiece[];
}

const cataloguePatterns = () => {
  const file = join(process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../../server/content/dist'), 'catalogue.json');
  return catalogue.parse(JSON.parse(readFileSync(file, 'utf8'))).sewingPatterns;
};

export function catalogueCases(): CatalogueCase[] {
  return cataloguePatterns().flatMap((p) => (p.sizes ?? []).flatMap((s) => Object.entries(s.pieces).map(([area, pieces]) => ({ name: `${p.id} ${s.size} ${area}`, pieces }))));
}

/** Every size of every pattern with all its areas cut from one fabric (the bench's first comparison). */
export function wholePatternCases(): CatalogueCase[] {
  return cataloguePatterns().flatMap((p) => (p.sizes ?? []).map((s) => ({ name: `${p.id} ${s.size}`, pieces: Object.values(s.pieces).flat() })));
}
