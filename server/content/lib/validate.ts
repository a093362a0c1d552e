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
