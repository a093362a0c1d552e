import { createHttpClient } from '../api/http';
import { createLocalforageStore, requestPersistentStorage } from './localforageStore';

it('asks the browser to keep our data (navigator.storage.persist)', async () => {
  const persist = jest.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, 'storage', { value: { persist, persisted: jest.fn().mockResolvedValue(false) }, configurable: true });
  expect(await requestPersistentStorage()).toBe(true);
  expect(persist).toHaveBeenCalled();
  Object.defineProperty(navigator, 'storage', { value: undefined, configurable: true });
  expect(await requestPersistentStorage()).toBe(false);
});

it('stores Blobs and values through the one localforage instance (localStorage driver in jsdom)', async () => {
  const store = createLocalforageStore();
  await store.setItem('k', { a: 1 });
  await store.setItem('b', new Blob(['hallo'], { type: 'text/plain' }));
  expect(await store.getItem('k')).toEqual({ a: 1 });
  expect(await store.getItem('b')).toBeInstanceOf(Blob);
  expect(await store.keys()).toEqual(expect.arrayContaining(['k', 'b']));
});

it('the API client sends credentials, XSRF cookie/header names and a timeout', () => {
  const http = createHttpClient({ getToken: () => null, onUnauthorized: () => undefined });
  expect(http.defaults).toMatchObject({ withCredentials: true, xsrfCookieName: 'XSRF-TOKEN', xsrfHeaderName: 'X-XSRF-TOKEN', baseURL: '', timeout: 15_000 });
});
