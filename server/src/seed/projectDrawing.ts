import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../content/lib/catalogue';
import { MEDIA_ROOT, MEDIA_URL } from '../../content/lib/media';

const readMedia = (url: string) => readFileSync(join(MEDIA_ROOT, url.slice(MEDIA_URL.length + 1)), 'utf8');

/**
 * The project drawing as the configurator saves it — the pattern's areas filled, its shading multiplied
 * over them — made from the built release's media, so the server never runs the content generator.
 * Null when the catalogue has no such pattern.
 */
export function projectDrawing(catalogue: Catalogue, patternId: string, fills: Record<string, string>): string | null {
  const pattern = catalogue.sewingPatterns.find((p) => p.id === patternId);
  if (!pattern) return null;
  const shading = readMedia(pattern.shadowPath).replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return readMedia(pattern.path)
    .replace(/<path data-area="([^"]+)" fill="#ffffff"/g, (path, area: string) => (fills[area] ? `<path data-area="${area}" fill="${fills[area]}"` : path))
    .replace('<g id="shading"></g>', `<g id="shading"><g style="mix-blend-mode:multiply">${shading}</g></g>`);
}
