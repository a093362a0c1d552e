import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from './catalogue';
import { MEDIA_ROOT, MEDIA_URL } from './media';

export type MediaReader = (url: string) => Buffer | null;

/** Reads a media URL (/media/content/…) from the media folder; null when missing. */
export const diskReader =
  (root = MEDIA_ROOT): MediaReader =>
  (url) => {
    if (!url.startsWith(MEDIA_URL + '/')) return null;
    const file = join(root, url.slice(MEDIA_URL.length + 1));
    return existsSync(file) ? readFileSync(file) : null;
  };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The area paths of a pattern drawing: data-area → { d, fill }. */
export function drawingAreas(svg: string): { id: string; d: string; fill: string | undefined }[] {
  const areasGroup = /<g id="areas">([\s\S]*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...areasGroup.matchAll(/<path\b[^>]*>/g)].map((m) => ({
    id: attr(m[0], 'data-area') ?? '',
    d: attr(m[0], 'd') ?? '',
    fill: attr(m[0], 'fill'),
  }));
}

/** Every subpath of `d` ends with Z (closed). */
export function isClosed(d: string): boolean {
  const subpaths = d.split(/(?=[Mm])/).filter((s) => s.trim());
  return subpaths.length > 0 && subpaths.every((s) => /[Zz]\s*$/.test(s));
}

type PatternSizes = NonNullable<Catalogue['sewingPatterns'][number]['sizes']>;
type Outline = PatternSizes[number]['pieces'][string][number]['outline'];

/** Twice the signed area of a polygon (shoelace); 0 for a degenerate one. */
const doubledArea = (outline: Outline) =>
  outline.reduce((sum, [x, y], i) => {
    const [nx, ny] = outline[(i + 1) % outline.length];
    return sum + x * ny - nx * y;
  }, 0);

/** Problems of a pattern's sizes: scale, and for every area of every size cut pieces with a real outline. */
export function sizeProblems(where: string, areaIds: string[], sizes: PatternSizes | undefined): string[] {
  if (!sizes || sizes.length === 0) return [`${where}: no sizes with cut pieces`];
  const problems: string[] = [];
  for (const { size, scale, pieces } of sizes) {
    const at = `${where} size ${size}`;
    if (!(scale > 0) || !Number.isFinite(scale)) problems.push(`${at}: scale ${scale} is not a positive number`);
    for (const id of areaIds) if (!pieces[id]?.length) problems.push(`${at}: area ${id} has no cut pieces`);
    for (const [id, list] of Object.entries(pieces)) {
      if (!areaIds.includes(id)) problems.push(`${at}: pieces for ${id}, which is not an area`);
      for (const p of list) {
        const of = `${at} area ${id} piece "${p.name}"`;
        const finite = p.outline.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
        if (p.outline.length < 3 || !finite) problems.push(`${of}: outline needs at least 3 points in cm`);
        else if (Math.abs(doubledArea(p.outline)) < 1e-6) problems.push(`${of}: outline encloses no area`);
        if (!Number.isInteger(p.quantity) || p.quantity < 1) problems.push(`${of}: quantity ${p.quantity} is not a positive whole number`);
        if (p.grain !== 'lengthwise' && p.grain !== 'any') problems.push(`${of}: grain missing`);
        if (p.onFold && (Math.min(...p.outline.map(([x]) => x)) !== 0 || p.outline.filter(([x]) => x === 0).length < 2)) {
          problems.push(`${of}: cut on the fold but has no edge on x = 0`);
        }
      }
    }
  }
  return problems;
}

/** All problems found in a catalogue; empty when it may be published. */
export function validateCatalogue(c: Catalogue, read: MediaReader = diskReader()): string[] {
  const problems: string[] = [];
  const media = (where: string, url: string | null | undefined, required = true) => {
    if (url == null) {
      if (required) problems.push(`${where}: image missing`);
      return null;
    }
    const rel = url.startsWith(MEDIA_URL + '/') ? url.slice(MEDIA_URL.length + 1) : '';
    if (!c.media[rel]) problems.push(`${where}: ${url} is not in the media manifest`);
    const buf = read(url);
    if (!buf) problems.push(`${where}: ${url} does not exist`);
    return buf;
  };

  const materialIds = new Set(c.materials.map((m) => m.id));
  const fabricIds = new Set<string>();
  for (const f of c.fabrics) {
    const where = `fabric ${f.id}`;
    if (fabricIds.has(f.id)) problems.push(`${where}: duplicate id`);
    fabricIds.add(f.id);
    if ([...f.name].length > 20) problems.push(`${where}: name "${f.name}" longer than 20 characters`);
    if (!materialIds.has(f.material)) problems.push(`${where}: material ${f.material} does not exist`);
    const mat = c.materials.find((m) => m.id === f.material);
    if (f.variation && mat && !mat.variations.some((v) => v.id === f.variation)) problems.push(`${where}: variation ${f.variation} not in material ${f.material}`);
    if (!/^#[0-9a-f]{6}$/i.test(f.color)) problems.push(`${where}: color ${f.color} is not a hex colour`);
    if (f.material !== 'farbe') {
      if (!(f.repeat && f.repeat.width > 0 && f.repeat.height > 0)) problems.push(`${where}: repeat size (cm) missing`);
      if (!(f.usableWidth && f.usableWidth > 0)) problems.push(`${where}: usable width (cm) missing`);
      media(`${where} thumbnail`, f.thumbnail);
      media(`${where} tile`, f.path);
      media(`${where} header`, f.headerPath);
      f.slides.forEach((s, i) => media(`${where} slide ${i + 1}`, s));
    }
  }
  for (const m of c.materials) for (const id of m.fabrics) if (!fabricIds.has(id)) problems.push(`material ${m.id}: fabric ${id} does not exist`);

  for (const p of c.sewingPatterns) {
    const where = `pattern ${p.id}`;
    for (const a of p.areas) for (const m of a.materials ?? []) if (!materialIds.has(m.id)) problems.push(`${where} area ${a.id}: material ${m.id} does not exist`);
    media(`${where} shadow`, p.shadowPath);
    media(`${where} preview`, p.previewPath);
    media(`${where} blank drawing`, p.blankPath);
    media(`${where} table`, p.tablePath);
    if (p.instructions.length < 1 || p.instructions.length > 3) problems.push(`${where}: needs 1–3 instructions`);
    problems.push(...sizeProblems(where, p.areas.map((a) => a.id), p.sizes));
    const tableSizes = p.consumption.map((r) => r.size).join(', ');
    if (p.sizes && tableSizes !== p.sizes.map((z) => z.size).join(', ')) problems.push(`${where}: consumption sizes (${tableSizes}) differ from the pattern's sizes`);
    p.instructions.forEach((ins, i) => media(`${where} instruction ${i + 1}`, ins.previewImage));
    const svg = media(`${where} drawing`, p.path);
    if (!svg) continue;
    const text = svg.toString('utf8');
    if (!text.includes(`viewBox="0 0 ${p.width} ${p.height}"`)) problems.push(`${where}: viewBox does not match width/height`);
    if (!/<g id="outlines"/.test(text)) problems.push(`${where}: drawing has no outlines group`);
    const drawn = drawingAreas(text);
    const drawnIds = new Set(drawn.map((d) => d.id));
    const declared = new Set(p.areas.map((a) => a.color));
    for (const id of declared) if (!drawnIds.has(id)) problems.push(`${where}: area ${id} has no data-area shape in the drawing`);
    for (const id of drawnIds) if (!declared.has(id)) problems.push(`${where}: drawing has data-area "${id}" that is not an area`);
    if (drawn.length !== drawnIds.size) problems.push(`${where}: a data-area is drawn more than once`);
    for (const d of drawn) {
      if (!isClosed(d.d)) problems.push(`${where}: area ${d.id} is not closed`);
      if (!d.fill || d.fill === 'none') problems.push(`${where}: area ${d.id} is not filled`);
    }
  }

  const patternAreas = new Map(c.sewingPatterns.map((p) => [p.id, new Set(p.areas.map((a) => a.id))]));
  for (const l of c.legacy) {
    const areas = patternAreas.get(l.patternId);
    if (!areas) problems.push(`legacy ${l.oldId}: pattern ${l.patternId} does not exist`);
    else for (const [old, cur] of Object.entries(l.areas)) if (!areas.has(cur)) problems.push(`legacy ${l.oldId}: area ${old} → ${cur} does not exist`);
  }

  for (const i of c.inspirations) {
    const where = `inspiration ${i.id}`;
    media(`${where} preview`, i.previewPath);
    media(`${where} header`, i.headerPath);
    i.content.forEach((b, k) => {
      if (b.type === 'section_image') media(`${where} block ${k + 1}`, b.imagePath);
    });
  }
  return problems;
}
