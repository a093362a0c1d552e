import type { LegacyEntry } from '../lib/catalogue';

/**
 * Old pattern ids (numeric ids and slugs of earlier app versions) → current pattern ids.
 * Old area ids were English names; they are unified onto the current German area ids. An old area
 * that the current pattern does not have falls back to 'hauptstoff' (main fabric).
 */
export const OLD_AREAS: Record<string, string> = {
  main: 'hauptstoff',
  front: 'hauptstoff',
  back: 'hauptstoff',
  body: 'hauptstoff',
  cuffs: 'buendchen',
  neckband: 'buendchen',
  binding: 'buendchen',
  lining: 'futter',
  sleeves: 'aermel',
  pockets: 'taschen',
  hood: 'kapuze',
  ruffle: 'ruesche',
  waistband: 'bund',
};

const groups: [string, string[], string[]][] = [
  ['shirt-mila', ['1', '2', '3', '12', 'shirt', 'shirt-kurzarm', 'shirt-langarm', 'raglanshirt'], ['main', 'sleeves', 'neckband', 'pockets']],
  ['body-lotte', ['4', '5', '13', 'body', 'body-kurzarm', 'body-langarm', 'wickelbody'], ['main', 'sleeves', 'binding', 'cuffs']],
  ['kapuzenpulli-finn', ['6', '7', '14', 'pulli', 'hoodie', 'kapuzenpulli', 'sweater-basic'], ['main', 'sleeves', 'hood', 'lining', 'pockets', 'cuffs', 'waistband']],
  ['kinderhose-emil', ['8', '9', '15', 'hose', 'pumphose', 'jogger', 'leggings'], ['main', 'pockets', 'waistband', 'cuffs']],
  ['rueschenkleid-ella', ['10', '16', 'kleid', 'ruesche-kleid', 'sommerkleid', 'tunika'], ['main', 'sleeves', 'ruffle', 'waistband', 'pockets']],
  ['jacke-paul', ['11', '17', 'jacke', 'wendejacke', 'softshelljacke'], ['main', 'lining', 'sleeves', 'hood', 'pockets', 'cuffs']],
  ['strampler-ida', ['18', '19', 'strampler', 'overall', 'schlafanzug-overall'], ['main', 'hood', 'lining', 'cuffs', 'sleeves']],
  ['latzhose-ben', ['20', 'latzhose'], ['main', 'pockets', 'waistband', 'cuffs']],
];

/** Builds the table against the current patterns' area ids. */
export function legacyTable(areasOf: (patternId: string) => string[]): LegacyEntry[] {
  const out: LegacyEntry[] = [];
  for (const [patternId, oldIds, oldAreas] of groups) {
    const current = new Set(areasOf(patternId));
    const areas: Record<string, string> = {};
    for (const a of oldAreas) {
      const target = OLD_AREAS[a];
      areas[a] = current.has(target) ? target : 'hauptstoff';
    }
    // current ids map onto themselves, so a client can run every stored area id through the table
    for (const id of current) areas[id] = id;
    for (const oldId of oldIds) out.push({ oldId, patternId, areas });
  }
  return out;
}
