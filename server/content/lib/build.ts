import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { brand } from '../data/brand';
import { colors, fabrics as fabricSources, MOTIF_REPEAT_CM, ONE_WAY_MOTIFS, type FabricSource } from '../data/fabrics';
import { inspirations as inspirationSources, type Scene } from '../data/inspirations';
import { legacyTable } from '../data/legacy';
import { materials as materialSources } from '../data/materials';
import { fabricImages } from '../fabrics/render';
import { TILE } from '../fabrics/motifs';
import { colorNames, families, palette } from '../fabrics/palette';
import { VIEW_H, VIEW_W } from '../patterns/draw';
import { garments } from '../patterns/index';
import { composedSvg, patternSvg, shadowSvg } from '../patterns/svg';
import { garmentSizes } from '../patterns/sizing';
import { consumption, tableSvg } from '../patterns/table';
import type { Block, Catalogue, Fabric, Inspiration, Material, SewingPattern } from './catalogue';
import { CATALOGUE_FILE, CONTENT_DIR, MediaWriter } from './media';
import { renderScene, type FillSource } from './scene';
import { mapLimit } from './mapLimit';
import { writeAvifAlternates } from './alternates';
import { sourceHash, STAMP_FILE } from './source-hash';

/** Soft plain colours for pattern previews and instruction cards, one set per pattern. */
const PREVIEW_TINTS = ['#f2d3c4', '#c9dccf', '#f1deaa', '#d4cbe4', '#efc3c6', '#bcd3e4', '#e3d5c0', '#cfdcb4'];

/** The blank drawing's transparent margin on each side, as a share of its width and height (configurator.css: .cfg-drawing-start). */
const BLANK_MARGIN = 0.02;

/**
 * The drawing as the configurator first shows it (white areas, shading, outlines): its first paint shows this
 * image until the live drawing is drawn, so a phone sees the garment before any script has run. The drawing's own
 * SVG (about 1 KB compressed, against 8–14 KB as AVIF or WebP: it shares the phone's slow link with the app's code, and
 * it is sharp at any pixel density), with a transparent margin added to its viewBox: browsers measure an image's paint
 * by its box, and the live drawing (the same picture, drawn later) must not count as a larger one.
 */
function blankDrawing(svg: string): string {
  const x = VIEW_W * BLANK_MARGIN;
  const y = VIEW_H * BLANK_MARGIN;
  const framed = `viewBox="${-x} ${-y} ${VIEW_W + 2 * x} ${VIEW_H + 2 * y}" width="${VIEW_W + 2 * x}" height="${VIEW_H + 2 * y}"`;
  const head = `viewBox="0 0 ${VIEW_W} ${VIEW_H}" width="${VIEW_W}" height="${VIEW_H}"`;
  if (!svg.includes(head)) throw new Error('blankDrawing: the drawing has another size than VIEW_W × VIEW_H');
  return svg.replace(head, framed);
}

/** Generates all media and the catalogue; deterministic for the same sources. */
export async function buildContent(writer = new MediaWriter()): Promise<Catalogue> {
  writer.reset();
  const materialById = new Map(materialSources.map((m) => [m.id, m]));

  // fabrics with images
  const tiles = new Map<string, Buffer>();
  const positions = new Map<string, number>();
  const imageFabrics = await mapLimit(fabricSources, 4, async (f: FabricSource): Promise<Fabric> => {
    const m = materialById.get(f.material);
    const im = await fabricImages(f);
    tiles.set(f.id, im.tile);
    const pos = (positions.get(f.material) ?? 0) + 1;
    positions.set(f.material, pos);
    const path = writer.put(`fabric-${f.id}`, 'jpg', im.tile);
    const headerPath = writer.put(`fabric-${f.id}-header`, 'jpg', im.header);
    const detail = writer.put(`fabric-${f.id}-detail`, 'jpg', im.detail);
    const shopUrl = `${brand.shop}/stoffe/${f.id}`;
    const ground = f.colors[0];
    return {
      id: f.id,
      name: f.name,
      material: f.material,
      variation: f.variation,
      position: fabricSources.filter((x) => x.material === f.material).indexOf(f) + 1,
      thumbnail: writer.put(`fabric-${f.id}-thumb`, 'webp', im.thumb),
      path,
      headerPath,
      width: TILE,
      height: TILE,
      color: palette[ground],
      colorFamily: f.family ?? families[ground],
      isCustom: false,
      slides: [headerPath, detail, path],
      shop: { name: brand.shopName, url: shopUrl },
      details: {
        width: m?.width ?? '',
        color: f.colors.map((c) => colorNames[c]).filter((v, i, a) => a.indexOf(v) === i).join(' / '),
        certificate: m?.certificate ?? '',
        composition: m?.composition ?? '',
        shopUrl,
      },
      repeat: { width: MOTIF_REPEAT_CM[f.motif], height: MOTIF_REPEAT_CM[f.motif] },
      ...(ONE_WAY_MOTIFS.has(f.motif) ? { oneWay: true } : {}),
      ...(m?.usableWidth ? { usableWidth: m.usableWidth } : {}),
    };
  });
  const plain: Fabric[] = colors.map(([id, name, hex], i) => ({
    id, name, material: 'farbe', variation: null, position: i + 1,
    thumbnail: null, path: null, headerPath: null, width: null, height: null,
    color: hex, colorFamily: familyOfHex(id), isCustom: false, slides: [],
    shop: { name: brand.shopName, url: brand.shop },
    details: { width: '', color: name, certificate: '', composition: '', shopUrl: brand.shop },
  }));
  const fabrics = [...imageFabrics, ...plain];

  const materials: Material[] = materialSources.map((m) => ({
    id: m.id,
    name: m.name,
    description: m.description,
    composition: m.composition,
    variations: m.variations,
    position: m.position,
    fabrics: fabrics.filter((f) => f.material === m.id).map((f) => f.id),
  }));

  const fill = (id: string): FillSource => {
    if (id.startsWith('#')) return { color: id };
    const t = tiles.get(id);
    if (t) return { tile: t };
    const c = plain.find((p) => p.id === id);
    if (c) return { color: c.color };
    throw new Error(`scene references unknown fabric ${id}`);
  };

  // sewing patterns
  const sewingPatterns: SewingPattern[] = [];
  for (const [index, g] of garments.entries()) {
    const tints = Object.fromEntries(g.areas.map((a, i) => [a.id, PREVIEW_TINTS[(i + index) % PREVIEW_TINTS.length]]));
    const preview = new Resvg(composedSvg(g, tints), { fitTo: { mode: 'original' } }).render().asPng();
    const instructions = await Promise.all(
      g.instructions.map(async (ins, i) => {
        const fills = g.areas.map((_, k) => ({ color: k === i % g.areas.length ? '#e8a87c' : '#f7f3ec' }));
        const img = await renderScene({ width: 480, height: 320, bg: ['#e7ecdf', '#f1dcd6', '#e3eef0'][i % 3], garments: [{ garment: g, fills }], swatches: [], seed: `${g.id}:${ins.slug}` }, 78);
        return { url: `${brand.site}/anleitungen/${g.id}/${ins.slug}`, previewImage: writer.put(`pattern-${g.id}-anleitung-${i + 1}`, 'jpg', img), name: ins.name };
      }),
    );
    sewingPatterns.push({
      id: g.id,
      name: g.name,
      subline: g.subline,
      kind: g.kind,
      path: writer.put(`pattern-${g.id}`, 'svg', patternSvg(g)),
      shadowPath: writer.put(`pattern-${g.id}-shadow`, 'svg', shadowSvg(g)),
      previewPath: writer.put(`pattern-${g.id}-preview`, 'png', preview),
      blankPath: writer.put(`pattern-${g.id}-blank`, 'svg', blankDrawing(composedSvg(g, {}))),
      tablePath: writer.put(`pattern-${g.id}-stoffverbrauch`, 'svg', tableSvg(g)),
      width: VIEW_W,
      height: VIEW_H,
      position: index + 1,
      areas: g.areas.map((a) => ({ id: a.id, name: a.name, color: a.id, ...(a.materials ? { materials: a.materials.map((id) => ({ id })) } : {}) })),
      consumption: consumption(g),
      instructions,
      sizes: garmentSizes(g),
    });
  }

  // inspirations
  const garmentById = new Map(garments.map((g) => [g.id, g]));
  const scene = (s: Scene, width: number, height: number, seed: string) =>
    renderScene({
      width, height, bg: s.bg, seed,
      garments: s.garments.map((x) => {
        const garment = garmentById.get(x.pattern);
        if (!garment) throw new Error(`scene references unknown pattern ${x.pattern}`);
        return { garment, fills: x.fabrics.map(fill) };
      }),
      swatches: s.swatches.map(fill),
    });
  const inspirations: Inspiration[] = await mapLimit(inspirationSources, 2, async (src) => {
    const content: Block[] = [];
    let n = 0;
    for (const b of src.blocks) {
      if ('h' in b) content.push({ type: 'section_text', text: b.h, isHeadline: true });
      else if ('p' in b) content.push({ type: 'section_text', text: b.p, isHeadline: false });
      else content.push({ type: 'section_image', imagePath: writer.put(`inspiration-${src.id}-bild-${++n}`, 'jpg', await scene(b.img, 960, 640, `${src.id}:${n}`)) });
    }
    return {
      id: src.id,
      tag: src.tag,
      title: src.title,
      previewPath: writer.put(`inspiration-${src.id}-vorschau`, 'jpg', await scene(src.scene, 640, 480, `${src.id}:p`)),
      headerPath: writer.put(`inspiration-${src.id}-header`, 'jpg', await scene(src.scene, 1080, 720, `${src.id}:h`)),
      position: Number(src.id),
      content,
    };
  });

  const legacy = legacyTable((id) => sewingPatterns.find((p) => p.id === id)?.areas.map((a) => a.id) ?? []);
  await writeAvifAlternates(writer);
  const media = Object.fromEntries(Object.entries(writer.manifest).sort(([a], [b]) => a.localeCompare(b)));
  return { schema: 1, fabrics, materials, sewingPatterns, inspirations, legacy, media };
}

function familyOfHex(id: string): string {
  const key = id.replace('farbe-', '');
  const map: Record<string, string> = { weiss: 'weiß', ocker: 'gelb', schwarz: 'schwarz', kirsch: 'rot' };
  return map[key] ?? (families as Record<string, string>)[key] ?? 'bunt';
}

/** Writes the release folder's catalogue.json and the source stamp that marks the build as current. */
export function writeCatalogue(c: Catalogue, file = CATALOGUE_FILE): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(c, null, 1));
  writeFileSync(STAMP_FILE, sourceHash());
  writeFileSync(LEGACY_FILE, JSON.stringify(c.legacy, null, 1) + '\n');
}

/** The legacy id table as a committed JSON file the client can import (also served by the API). */
export const LEGACY_FILE = join(CONTENT_DIR, 'legacy.json');
