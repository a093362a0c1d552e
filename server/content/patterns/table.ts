import { planCutting } from '@nahtlos/cutting';
import { garmentSizes } from './sizing';
import type { Garment } from './types';

/** The fabric width the STOFFVERBRAUCH table is computed for (cm). */
export const TABLE_FABRIC_WIDTH = 140;

/** Consumption in cm at 140 cm fabric width per size and area: the cutting plan (issue 39) laying each area's cut pieces, as the configurator does. */
export function consumption(g: Garment): { size: string; values: Record<string, number> }[] {
  return garmentSizes(g).map(({ size, pieces }) => ({
    size,
    values: Object.fromEntries(g.areas.map((a) => [a.id, planCutting([...(pieces[a.id] ?? [])], { fabricWidth: TABLE_FABRIC_WIDTH }).lengthCm])),
  }));
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The 'STOFFVERBRAUCH' table as SVG (text rendered by the client's fonts). */
export function tableSvg(g: Garment): string {
  const rows = consumption(g);
  const colW = 92;
  const first = 108;
  const w = first + colW * g.areas.length + 24;
  const rowH = 34;
  const top = 92;
  const h = top + rowH * (rows.length + 1) + 20;
  const font = `font-family="Helvetica Neue, Arial, sans-serif"`;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;
  s += `<rect width="${w}" height="${h}" rx="12" fill="#fbf8f3"/>`;
  s += `<text x="24" y="40" ${font} font-size="20" font-weight="700" letter-spacing="2" fill="#2b2a28">STOFFVERBRAUCH</text>`;
  s += `<text x="24" y="64" ${font} font-size="13" fill="#6d6760">in cm, bei einer Stoffbreite von ${TABLE_FABRIC_WIDTH} cm</text>`;
  const y0 = top;
  s += `<rect x="12" y="${y0}" width="${w - 24}" height="${rowH}" rx="6" fill="#ede3d7"/>`;
  s += `<text x="24" y="${y0 + 22}" ${font} font-size="13" font-weight="700" fill="#2b2a28">Größe</text>`;
  g.areas.forEach((a, i) => {
    s += `<text x="${first + colW * i + colW / 2}" y="${y0 + 22}" text-anchor="middle" ${font} font-size="13" font-weight="700" fill="#2b2a28">${esc(a.name)}</text>`;
  });
  rows.forEach((r, j) => {
    const y = y0 + rowH * (j + 1);
    if (j % 2) s += `<rect x="12" y="${y}" width="${w - 24}" height="${rowH}" fill="#f3ede4"/>`;
    s += `<text x="24" y="${y + 22}" ${font} font-size="14" fill="#2b2a28">${r.size}</text>`;
    g.areas.forEach((a, i) => {
      s += `<text x="${first + colW * i + colW / 2}" y="${y + 22}" text-anchor="middle" ${font} font-size="14" fill="#2b2a28">${r.values[a.id]}</text>`;
    });
  });
  return s + '</svg>';
}
