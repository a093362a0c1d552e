/**
 * @jest-environment node
 */
// The app's server entry as the host calls it, in Node (no window, no document): a page with the published content in
// its HTML and the content's values under their SIDs in its state.
import { contentStores } from '@nahtlos/platform';
import platformPackage from '@nahtlos/platform/package.json';
import { fabrics, inspirations, materials, patterns } from '../test/fixtures';
import { platformVersion, serverRender } from './server';

const meta = { publishedAt: '2026-11-01T00:00:00.000Z' };
const content = {
  fabrics: { data: fabrics, meta },
  materials: { data: materials, meta },
  sewingPatterns: { data: patterns, meta, legacy: [] },
  inspirations: { data: inspirations, meta },
};

it('renders /fabrics with the published fabrics and carries them by SID', async () => {
  const result = await serverRender({ url: '/fabrics', content, personalDevice: false });
  expect(result).not.toBeNull();
  // the whole page, not only what the browser's first render shows (useRestOfPage starts with the rest here)
  for (const name of ['Stoffbibliothek', 'Jersey Senf', 'Ringel Ostsee', 'Jersey Sonderedition']) expect(result!.html).toContain(name);
  for (const fabric of fabrics.filter((candidate) => !candidate.isCustom)) expect(result!.html).toContain(fabric.name);
  expect(result!.html).not.toContain('werden geladen');
  const sid = contentStores.fabrics.$data.sid;
  expect(sid).toBeTruthy();
  expect(result!.state[sid!]).toEqual({ items: fabrics, publishedAt: meta.publishedAt, legacy: [] });
  expect(result!.state[contentStores.fabrics.$state.sid!]).toBe('loaded');
  // each request renders in a scope of its own: the module's stores stay empty
  expect(contentStores.fabrics.$data.getState().items).toEqual([]);
});

it('renders the home page whole: the sections below the first screen with the published patterns', async () => {
  const home = await serverRender({ url: '/', content, personalDevice: false });
  expect(patterns.some((pattern) => home!.html.includes(pattern.name))).toBe(true);
});

it('renders a pattern page on its path, a filter from the query', async () => {
  const pattern = await serverRender({ url: '/pattern/shirt-mila', content, personalDevice: false });
  expect(pattern!.html).toContain('Shirt Mila');
  const filtered = await serverRender({ url: '/fabrics?q=ringel', content, personalDevice: false });
  expect(filtered!.html).toContain('Ringel Rot');
  expect(filtered!.html).not.toContain('Jersey Senf');
});

it('names the platform it was built against', () => {
  expect(platformVersion).toBe(platformPackage.version);
});
