/**
 * What the input guard costs per request body (numbers only; run: `tsx bench/inputGuard.ts`):
 * the walk over the parsed body next to the JSON.parse Fastify does anyway.
 */
import { randomBytes } from 'node:crypto';
import { findInputProblem } from '../src/http/inputGuard';

function time(label: string, text: string) {
  const runs = 20;
  const parse: number[] = [];
  const guard: number[] = [];
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    const value = JSON.parse(text);
    parse.push(performance.now() - start);
    start = performance.now();
    if (findInputProblem(value)) throw new Error(`${label}: refused`);
    guard.push(performance.now() - start);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const kb = (text.length / 1024).toFixed(0).padStart(6);
  console.log(`${label.padEnd(44)} ${kb} KB   JSON.parse ${median(parse).toFixed(2).padStart(7)} ms   guard ${median(guard).toFixed(2).padStart(7)} ms   (median of ${runs})`);
}

const image = randomBytes(10 * 1024 * 1024).toString('base64');
time('custom fabric with a 10 MB image (base64)', JSON.stringify({ customFabric: { fabric_id: 'x', name: 'Karo' }, fabricImage: image }));
const areas = Array.from({ length: 200 }, (_, i) => ({ id: `area-${i}`, fabric: `fabric-${i}`, materials: ['a', 'b', { id: 'c' }] }));
time('pattern project: 200 areas, 2 MB svg', JSON.stringify({ patternProject: { pattern_project_id: 'x', name: 'Emil', sewing_pattern: { id: 'p', areas }, svg: 'M0 0h1v1z '.repeat(200_000) } }));
time('1 MB of small objects (worst case per byte)', JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ a: i, b: 'x' }))));
time('1 MB of empty arrays', JSON.stringify(Array.from({ length: 330_000 }, () => [])));
