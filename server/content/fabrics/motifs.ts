import type { Motif } from '../data/fabrics';
import { rng } from '../lib/rng';

/** Print layer of a fabric as SVG (transparent ground), periodic over the tile so it repeats seamlessly. */
export const TILE = 512;

const r1 = (v: number) => Math.round(v * 10) / 10;

function star(x: number, y: number, r: number, rot: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = rot + (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${r1(x + rr * Math.cos(a))} ${r1(y + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

function heart(x: number, y: number, s: number): string {
  return `M${r1(x)} ${r1(y + s * 0.9)}C${r1(x - s * 1.4)} ${r1(y)} ${r1(x - s * 0.8)} ${r1(y - s)} ${r1(x)} ${r1(y - s * 0.35)}` +
    `C${r1(x + s * 0.8)} ${r1(y - s)} ${r1(x + s * 1.4)} ${r1(y)} ${r1(x)} ${r1(y + s * 0.9)}Z`;
}

function flower(x: number, y: number, r: number, rot: number, petal: string, centre: string): string {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const a = rot + (i * 2 * Math.PI) / 5;
    s += `<ellipse cx="${r1(x + Math.cos(a) * r * 0.62)}" cy="${r1(y + Math.sin(a) * r * 0.62)}" rx="${r1(r * 0.5)}" ry="${r1(r * 0.36)}" transform="rotate(${r1((a * 180) / Math.PI)} ${r1(x + Math.cos(a) * r * 0.62)} ${r1(y + Math.sin(a) * r * 0.62)})" fill="${petal}"/>`;
  }
  return s + `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.28)}" fill="${centre}"/>`;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  return `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(len)}" ry="${r1(len * 0.38)}" transform="rotate(${r1(angle)} ${r1(x)} ${r1(y)})" fill="${fill}"/>`;
}

/** Jittered lattice positions (cell size divides the tile, so positions wrap). */
function lattice(cell: number, halfDrop: boolean, jitter: number, rand: () => number): [number, number][] {
  const out: [number, number][] = [];
  const n = TILE / cell;
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const ox = halfDrop && j % 2 ? cell / 2 : 0;
      out.push([i * cell + cell / 2 + ox + (rand() - 0.5) * jitter, j * cell + cell / 2 + (rand() - 0.5) * jitter]);
    }
  return out;
}

/** Returns the SVG markup of the print, or '' for unprinted fabrics. `ink` are hex colours (ground excluded). */
export function motifSvg(motif: Motif, ink: string[], seed: string): string {
  const rand = rng(seed + ':motif');
  let body = '';
  switch (motif) {
    case 'stripes':
      for (let y = 0; y < TILE; y += 32) body += `<rect x="-10" y="${y}" width="${TILE + 20}" height="12" fill="${ink[0]}"/>`;
      break;
    case 'wide-stripes':
      for (let y = 0; y < TILE; y += 64) body += `<rect x="-10" y="${y}" width="${TILE + 20}" height="22" fill="${ink[0]}"/>`;
      break;
    case 'gingham':
      for (let x = 0; x < TILE; x += 32) body += `<rect x="${x}" y="-10" width="16" height="${TILE + 20}" fill="${ink[0]}" fill-opacity="0.5"/>`;
      for (let y = 0; y < TILE; y += 32) body += `<rect x="-10" y="${y}" width="${TILE + 20}" height="16" fill="${ink[0]}" fill-opacity="0.5"/>`;
      break;
    case 'dots':
      for (const [x, y] of lattice(32, true, 0, rand)) body += `<circle cx="${x}" cy="${y}" r="5.5" fill="${ink[0]}"/>`;
      break;
    case 'confetti':
      for (const [x, y] of lattice(32, true, 22, rand))
        body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(3 + rand() * 3)}" fill="${ink[Math.floor(rand() * ink.length)]}"/>`;
      break;
    case 'stars':
      for (const [x, y] of lattice(64, true, 26, rand)) {
        body += `<path d="${star(x, y, 9 + rand() * 4, rand())}" fill="${ink[0]}"/>`;
        body += `<circle cx="${r1(x + 26)}" cy="${r1(y + 18)}" r="2" fill="${ink[1] ?? ink[0]}"/>`;
      }
      break;
    case 'hearts':
      for (const [x, y] of lattice(48, true, 6, rand)) body += `<path d="${heart(x, y, 8)}" fill="${ink[0]}"/>`;
      break;
    case 'waves':
      for (let y = 16; y < TILE + 32; y += 32) {
        let d = `M-32 ${y}`;
        for (let x = -32; x < TILE + 32; x += 32) d += `q16 -9 32 0`.replace('q16 -9', x % 64 === 0 ? 'q16 -9' : 'q16 9');
        body += `<path d="${d}" fill="none" stroke="${ink[0]}" stroke-width="4" stroke-linecap="round"/>`;
      }
      break;
    case 'flowers':
      for (const [x, y] of lattice(64, true, 24, rand)) {
        const a = rand() * 360;
        body += leaf(x + 12 * Math.cos((a * Math.PI) / 180), y + 12 * Math.sin((a * Math.PI) / 180), 8, a, ink[1]);
        body += leaf(x - 11 * Math.cos((a * Math.PI) / 180 + 0.6), y - 11 * Math.sin((a * Math.PI) / 180 + 0.6), 6, a + 40, ink[1]);
        body += flower(x, y, 12 + rand() * 3, rand() * 6, rand() < 0.7 ? ink[0] : ink[2] ?? ink[0], ink[2] ?? '#fff');
        body += `<circle cx="${r1(x + 30)}" cy="${r1(y - 22)}" r="2.5" fill="${ink[2] ?? ink[0]}"/>`;
      }
      break;
    case 'sprigs':
      for (const [x, y] of lattice(64, true, 20, rand)) {
        const a = -60 + rand() * 120;
        const rad = (a * Math.PI) / 180;
        const dx = Math.sin(rad), dy = -Math.cos(rad);
        body += `<path d="M${r1(x - dx * 14)} ${r1(y - dy * 14)}L${r1(x + dx * 14)} ${r1(y + dy * 14)}" stroke="${ink[0]}" stroke-width="1.6" stroke-linecap="round"/>`;
        for (const t of [-8, 0, 8]) {
          body += leaf(x + dx * t + dy * 5, y + dy * t - dx * 5, 4.5, a + 35, ink[0]);
          body += leaf(x + dx * t - dy * 5, y + dy * t + dx * 5, 4.5, a - 35, ink[0]);
        }
        if (ink[1] && rand() < 0.5) body += `<circle cx="${r1(x + dx * 17)}" cy="${r1(y + dy * 17)}" r="3" fill="${ink[1]}"/>`;
      }
      break;
    default:
      return '';
  }
  // wrap: draw the print at the 8 neighbouring offsets too, so shapes crossing an edge continue on the other side
  const uses = [-1, 0, 1]
    .flatMap((i) => [-1, 0, 1].map((j) => [i, j]))
    .filter(([i, j]) => i || j)
    .map(([i, j]) => `<use href="#m" x="${i * TILE}" y="${j * TILE}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${TILE}" height="${TILE}" viewBox="0 0 ${TILE} ${TILE}"><defs><g id="m">${body}</g></defs><use href="#m"/>${uses}</svg>`;
}
