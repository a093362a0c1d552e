/**
 * @jest-environment node
 */
// Node, as the host runs the server entries: no window, no document.
import { allSettled, createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { $fabrics, $fabricsState, contentStores, Route, Routes, useLocation } from '@nahtlos/platform';
import { AppRouter } from '../spa/RemoteRouter';
import { createServerRender } from './createServerRender';

// a store with a SID (the builds give every unit one) that follows the content put into the scope
const $fabricCount = createStore(0, { sid: 'test/$fabricCount' }).on(contentStores.fabrics.received, (_, { items }) => items.length);
const unitsHaveSids = Boolean(contentStores.fabrics.$data.sid);

beforeEach(() => {
  // this transform may give the platform's stores no SIDs: effector then says so for each (the builds give them SIDs)
  if (unitsHaveSids) return;
  const quiet = (method: 'error' | 'log', text: string) => {
    const print = console[method];
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes(text)) print(...args);
    });
  };
  quiet('error', 'store should have sid');
  quiet('log', "Add effector's Babel or SWC plugin");
});
afterEach(() => jest.restoreAllMocks());

function FabricList() {
  const [fabrics, state] = useUnit([$fabrics, $fabricsState]);
  return (
    <ul data-state={state}>
      {fabrics.map((fabric) => (
        <li key={fabric.id}>{fabric.name}</li>
      ))}
    </ul>
  );
}

function Search() {
  return <p>{useLocation().search}</p>;
}

function Form() {
  return (
    <form>
      <input name="email" defaultValue="" />
      <input name="fixed" readOnly value="fest" />
      <textarea name="note" />
      <select name="size" defaultValue="86">
        <option>86</option>
      </select>
    </form>
  );
}

function Root({ location }: { location?: string }) {
  return (
    <AppRouter location={location}>
      <Routes>
        <Route path="/fabrics" element={<FabricList />} />
        <Route path="/profile" element={<p>Profil</p>} />
        <Route path="/search" element={<Search />} />
        <Route path="/form" element={<Form />} />
      </Routes>
    </AppRouter>
  );
}

const fabrics = { data: [{ id: 'f1', name: 'Jersey Sternchen' }, { id: 'f2', name: 'Musselin Salbei' }], meta: { publishedAt: '2026-11-01T00:00:00Z' } };

describe('createServerRender', () => {
  const serverRender = createServerRender(Root, { personalRoutes: ['/profile'] });

  it('renders the route with the content answers in a scope of its own', async () => {
    const result = await serverRender({ url: '/fabrics', content: { fabrics }, personalDevice: false });
    expect(result?.html).toContain('Jersey Sternchen');
    expect(result?.html).toContain('Musselin Salbei');
    expect(result?.html).toContain('data-state="loaded"');
    // the global stores are untouched: every request has its own scope
    expect($fabrics.getState()).toEqual([]);
  });

  it("serializes the scope's values by SID", async () => {
    const result = await serverRender({ url: '/fabrics', content: { fabrics }, personalDevice: false });
    expect(result?.state['test/$fabricCount']).toBe(2);
    expect($fabricCount.getState()).toBe(0);
    // the platform's content stores, where this transform gave them SIDs (the webpack builds do)
    const sid = contentStores.fabrics.$data.sid;
    if (sid) expect(result?.state[sid]).toEqual({ items: fabrics.data, publishedAt: '2026-11-01T00:00:00Z', legacy: [] });
  });

  it('renders without content (an unreachable API): the loading state', async () => {
    const result = await serverRender({ url: '/fabrics', content: null, personalDevice: false });
    expect(result?.html).toContain('data-state="not loaded"');
    expect(result?.state).toEqual({});
  });

  it('renders on the path and query of the request', async () => {
    const result = await serverRender({ url: '/search?q=jersey', content: null, personalDevice: false });
    expect(result?.html).toContain('?q=jersey');
  });

  it('makes the fields read-only until the app hydrates them (what is typed before would not reach its state)', async () => {
    const result = await serverRender({ url: '/form', content: null, personalDevice: false });
    const html = result?.html ?? '';
    expect(html).toMatch(/<input readonly="" data-locked-until-hydrated="readonly" name="email"/);
    expect(html).toMatch(/<textarea readonly="" data-locked-until-hydrated="readonly" name="note"/);
    expect(html).toMatch(/<select disabled="" data-locked-until-hydrated="disabled" name="size"/);
    // a field that is read-only anyway stays as it was
    expect(html).toContain('<input readOnly="" name="fixed" value="fest"/>');
  });

  it("gives an app's own data for the path into the scope before the render (with the API's origin): the page carries it", async () => {
    const prepared = createEvent<number>();
    const $prepared = createStore(0, { sid: 'test/$prepared' }).on(prepared, (_, value) => value);
    const requests: unknown[] = [];
    const render = createServerRender(Root, {
      prepare: async (scope, request) => {
        requests.push(request);
        await allSettled(prepared, { scope, params: 7 });
      },
    });
    const result = await render({ url: '/fabrics?x=1', content: { fabrics }, personalDevice: false, api: 'http://127.0.0.1:3000' });
    expect(requests).toEqual([{ path: '/fabrics', api: 'http://127.0.0.1:3000' }]);
    expect(result?.state['test/$prepared']).toBe(7);
    expect($prepared.getState()).toBe(0);
    // a host without an API renders with what it has
    await render({ url: '/fabrics', content: null, personalDevice: false });
    expect(requests).toHaveLength(1);
  });

  it('renders without what an app could not add for the path, marked incomplete (the host does not keep it)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const render = createServerRender(Root, { prepare: () => Promise.reject(new Error('sizes: timeout')) });
    const result = await render({ url: '/fabrics', content: { fabrics }, personalDevice: false, api: 'http://127.0.0.1:3000' });
    expect(result).toMatchObject({ incomplete: true });
    expect(result?.html).toContain('Jersey Sternchen');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sizes: timeout'));
    warn.mockRestore();
    // complete renders say nothing of it
    expect(await createServerRender(Root)({ url: '/fabrics', content: { fabrics }, personalDevice: false })).not.toHaveProperty('incomplete');
  });

  it('leaves a personal route of a device with personal data to the browser', async () => {
    await expect(serverRender({ url: '/profile', content: null, personalDevice: true })).resolves.toBeNull();
    await expect(serverRender({ url: '/profile?x=1', content: null, personalDevice: false })).resolves.toMatchObject({ html: '<p>Profil</p>' });
  });
});
