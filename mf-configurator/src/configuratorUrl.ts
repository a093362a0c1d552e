/**
 * The configurator's address for a new design with some areas already filled (issue 40: the stash's 'Ausprobieren'):
 * `/configurator/{patternId}?stoffe=<areaId>:<fabricId>,<areaId>:<fabricId>`, every id URL-encoded on its own
 * (encodeURIComponent), so ':' and ',' only ever separate. Remotes don't import each other: another remote builds
 * the same string itself (the README has the format). Pure, and small: the route model reads it on the first screen.
 */

/** The query parameter that carries the fills. */
export const FABRICS_PARAM = 'stoffe';

/** The plain address of a new design of the pattern. */
export const configuratorUrl = (patternId: string): string => `/configurator/${encodeURIComponent(patternId)}`;

/** The address of a new design of the pattern with these areas filled (area id → fabric id); none: the plain address. */
export function configuratorUrlWithFabrics(patternId: string, fills: Record<string, string>): string {
  const pairs = Object.entries(fills).map(([areaId, fabricId]) => `${encodeURIComponent(areaId)}:${encodeURIComponent(fabricId)}`);
  return pairs.length > 0 ? `${configuratorUrl(patternId)}?${FABRICS_PARAM}=${pairs.join(',')}` : configuratorUrl(patternId);
}

const decoded = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return ''; // malformed: dropped like an empty id
  }
};

/**
 * The fills a location's query asks for (area id → fabric id; a later pair for the same area wins), or null when it
 * has no `stoffe`. Pairs that are not two ids are dropped. Split before decoding: an id may contain ':' or ','. A value
 * whose separators were encoded too (URLSearchParams does that) is decoded once first.
 */
export function fabricsFromSearch(search: string): Record<string, string> | null {
  const param = search.replace(/^\?/, '').split('&').find((part) => part.startsWith(`${FABRICS_PARAM}=`));
  if (param === undefined) return null;
  const value = param.slice(FABRICS_PARAM.length + 1);
  const fills: Record<string, string> = {};
  for (const pair of (value.includes(':') ? value : decoded(value)).split(',')) {
    const [areaId, fabricId, ...rest] = pair.split(':').map(decoded);
    if (areaId && fabricId && rest.length === 0) fills[areaId] = fabricId;
  }
  return fills;
}
