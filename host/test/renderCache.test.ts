// A page's applications are rendered again only when what they render from has changed (render/renderCache.ts).
import type { ServerRenderResult } from '@nahtlos/contract/serverRender';
import { renderCache } from '../src/render/renderCache';

const counting = () => {
  let renders = 0;
  const render = async (): Promise<ServerRenderResult> => ({ html: `<p>${++renders}</p>`, state: {} });
  return { render, count: () => renders };
};

it('keeps a render while its entry and its content are the same objects', async () => {
  const kept = renderCache();
  const entry = {};
  const content = { fabrics: null };
  const { render, count } = counting();
  expect(await kept('mf_library /fabrics false', [entry, content], render)).toEqual({ html: '<p>1</p>', state: {} });
  expect(await kept('mf_library /fabrics false', [entry, content], render)).toEqual({ html: '<p>1</p>', state: {} });
  expect(count()).toBe(1);
});

it('renders again for another key, another entry (a redeploy) or other content', async () => {
  const kept = renderCache();
  const entry = {};
  const content = { fabrics: null };
  const { render, count } = counting();
  await kept('mf_library /fabrics false', [entry, content], render);
  expect((await kept('mf_library /fabrics true', [entry, content], render))?.html).toBe('<p>2</p>');
  expect((await kept('mf_library /fabrics false', [{}, content], render))?.html).toBe('<p>3</p>');
  expect((await kept('mf_library /fabrics false', [{}, { fabrics: null }], render))?.html).toBe('<p>4</p>');
  expect(count()).toBe(4);
});

it('does not keep a render that failed: the next page tries again', async () => {
  const kept = renderCache();
  const from = [{}, null];
  await expect(kept('frame /', from, () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
  expect((await kept('frame /', from, async () => ({ html: '<nav/>', state: {} })))?.html).toBe('<nav/>');
});

it('does not keep a render that could not have everything it fetched itself: the next page renders again', async () => {
  const kept = renderCache();
  const from = [{}, null];
  let renders = 0;
  const render = async (): Promise<ServerRenderResult> => ({ html: `<p>${++renders}</p>`, state: {}, ...(renders === 1 ? { incomplete: true as const } : {}) });
  expect((await kept('mf_configurator /configurator/jacke-paul false', from, render))?.html).toBe('<p>1</p>');
  expect((await kept('mf_configurator /configurator/jacke-paul false', from, render))?.html).toBe('<p>2</p>');
  expect((await kept('mf_configurator /configurator/jacke-paul false', from, render))?.html).toBe('<p>2</p>');
});

it('renders again once the time to keep has passed', async () => {
  const kept = renderCache({ ttlMs: 30 });
  const from = [{}, null];
  const { render, count } = counting();
  await kept('frame /', from, render);
  await new Promise((resolve) => setTimeout(resolve, 60));
  await kept('frame /', from, render);
  expect(count()).toBe(2);
});
