/**
 * The state the host rendered the page with (`<script id="nahtlos-state" type="application/json">`): the shell puts the
 * platform's part into its stores (the platform's adoptPageState), an app reads its own stores' values by their SIDs.
 */
import { createStore } from 'effector';
import { pageState, pageValueOf } from './pageState';

const $sizes = createStore<string[] | null>(null, { sid: 'test/$sizes' });
const hostState = (json: string) => (document.body.innerHTML = `<main></main><script type="application/json" id="nahtlos-state">${json}</script>`);

it('a page no host rendered carries no state', () => {
  document.body.innerHTML = '<main></main>';
  expect(pageState()).toBeNull();
  expect(pageValueOf($sizes)).toBeUndefined();
});

it("gives the state by SID, and a store's value from it; a store the render left alone has none", () => {
  hostState('{"test/$sizes":["86/92"],"other":1}');
  expect(pageState()).toEqual({ 'test/$sizes': ['86/92'], other: 1 });
  expect(pageValueOf($sizes)).toEqual(['86/92']);
  expect(pageValueOf(createStore(0, { sid: 'test/$unset' }))).toBeUndefined();
});

it('reads the state once, however many stores ask; a new page is read anew', () => {
  hostState('{"test/$sizes":["86/92"]}');
  const parse = jest.spyOn(JSON, 'parse');
  expect(pageValueOf($sizes)).toEqual(['86/92']);
  expect(pageValueOf($sizes)).toEqual(['86/92']);
  expect(pageState()).toEqual({ 'test/$sizes': ['86/92'] });
  expect(parse).toHaveBeenCalledTimes(1);
  hostState('{"test/$sizes":["98/104"]}');
  expect(pageValueOf($sizes)).toEqual(['98/104']);
  parse.mockRestore();
});

it('a state that is no JSON object is left alone, and said so', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  hostState('{kaputt');
  expect(pageState()).toBeNull();
  hostState('[1]');
  expect(pageState()).toBeNull();
  expect(error).toHaveBeenCalledTimes(1);
  error.mockRestore();
});
