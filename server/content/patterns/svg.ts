import { VIEW_H, VIEW_W } from './draw';
import { centredDrawing } from './centre';
import type { Garment } from './types';

export const STROKE = '#2b2a28';
const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}" width="${VIEW_W}" height="${VIEW_H}">`;

/** The pattern drawing: `<g id="areas">` (white fills), an empty `<g id="shading">` slot, `<g id="outlines">`. */
export function patternSvg(g: Garment, fills: Record<string, string> = {}, shadingInline = ''): string {
  const d = centredDrawing(g);
  const areas = g.areas
    .map((a) => `<path data-area="${a.id}" fill="${fills[a.id] ?? '#ffffff'}" fill-rule="evenodd" d="${d.shapes[a.id]}"/>`)
    .join('');
  const all = g.areas.map((a) => d.shapes[a.id]).join('');
  const ns = 'vector-effect="non-scaling-stroke"';
  const outlines =
    `<g id="outlines" fill="none" stroke="${STROKE}" stroke-linecap="round" stroke-linejoin="round">` +
    (d.seams ? `<path stroke-width="1.3" ${ns} d="${d.seams}"/>` : '') +
    (d.stitches ? `<path stroke-width="1" stroke-dasharray="4 3" ${ns} d="${d.stitches}"/>` : '') +
    `<path stroke-width="2.2" ${ns} d="${all}"/></g>`;
  return `${head}<g id="areas">${areas}</g><g id="shading">${shadingInline}</g>${outlines}</svg>`;
}

function shadingBody(g: Garment, idPrefix: string): { defs: string; body: string } {
  const d = centredDrawing(g);
  const all = g.areas.map((a) => d.shapes[a.id]).join('');
  const hex = (v: number) => {
    const h = Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
    return `#${h}${h}${h}`;
  };
  const defs =
    `<clipPath id="${idPrefix}clip"><path d="${all}"/></clipPath>` +
    `<filter id="${idPrefix}soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>`;
  const body =
    `<g clip-path="url(#${idPrefix}clip)"><g filter="url(#${idPrefix}soft)">` +
    d.shading.map((s) => `<path fill="${hex(s.grey)}" d="${s.d}"/>`).join('') +
    `</g></g>`;
  return { defs, body };
}

/** The shading overlay (same viewBox, grey shapes on transparent ground, meant for mix-blend-mode: multiply). */
export function shadowSvg(g: Garment): string {
  const { defs, body } = shadingBody(g, 's-');
  return `${head}<defs>${defs}</defs>${body}</svg>`;
}

/** Everything in one document (fills + shading multiplied + outlines), for previews and contact sheets. */
export function composedSvg(g: Garment, fills: Record<string, string>, defs = '', prefix = 'c-'): string {
  const s = shadingBody(g, prefix);
  const shading = `<defs>${s.defs}${defs}</defs><g style="mix-blend-mode:multiply">${s.body}</g>`;
  return patternSvg(g, fills, shading);
}
