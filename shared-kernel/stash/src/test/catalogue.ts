import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, type Catalogue } from '@nahtlos/contract/content';

/** The built catalogue (globalSetup builds it when missing), read once. */
let loaded: Catalogue | undefined;
export function builtCatalogue(): Catalogue {
  const file = join(process.env.CONTENT_RELEASE_DIR ?? join(__dirname, '../../../../server/content/dist'), 'catalogue.json');
  loaded ??= catalogue.parse(JSON.parse(readFileSync(file, 'utf8')));
  return loaded;
}
