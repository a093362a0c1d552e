import type { PatternArea } from '@nahtlos/platform';

/**
 * 'Ausprobieren': the configurator with a suggestion as a new design, each area with its fabric —
 * `/configurator/{patternId}?stoffe=<areaId>:<fabricId>,…`, every id encoded on its own (the format of
 * mf-configurator/README.md; remotes don't import each other), the areas in the pattern's order.
 */
export function tryOutHref(patternId: string, areas: readonly PatternArea[], fabricOfArea: Readonly<Record<string, string>>): string {
  const plain = `/configurator/${encodeURIComponent(patternId)}`;
  const pairs = areas.filter((area) => fabricOfArea[area.id]).map((area) => `${encodeURIComponent(area.id)}:${encodeURIComponent(fabricOfArea[area.id])}`);
  return pairs.length ? `${plain}?stoffe=${pairs.join(',')}` : plain;
}
