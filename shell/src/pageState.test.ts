/**
 * The state the host rendered the page with (`<script id="nahtlos-state" type="application/json">`) is in the
 * platform's stores before any app mounts: the fabrics the page shows are there without a request.
 */
import { $fabrics, $fabricsState, contentStores } from '@nahtlos/platform';
import { adoptServerState, pageState } from './pageState';
import { pageFromHost, pageWithoutHost } from './test/layoutPage';

const fabrics = [{ id: 'f1', name: 'Jersey Sternchen' }];

it('a page no host rendered carries no state: nothing changes', () => {
  pageWithoutHost();
  expect(pageState()).toBeNull();
  adoptServerState();
  expect($fabrics.getState()).toEqual([]);
});

it("the host's state is put into the platform's stores by SID", () => {
  const { $data, $state } = contentStores.fabrics;
  // (the jest transform gives the platform's units their SIDs, as the builds do)
  expect($data.sid).toBeTruthy();
  const state = { [$data.sid!]: { items: fabrics, publishedAt: '2026-11-01T00:00:00Z', legacy: [] }, [$state.sid!]: 'loaded' };
  pageFromHost({ remote: 'mf_library', markup: '<main><h1>Stoffe</h1></main>', state });
  expect(pageState()).toEqual(state);
  adoptServerState();
  expect($fabrics.getState()).toEqual(fabrics);
  expect($fabricsState.getState()).toBe('loaded');
});

it('a state that is no JSON object is left alone, and said so', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = '<script id="nahtlos-state" type="application/json">{kaputt</script>';
  expect(pageState()).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});
