import { remoteFallbackHtml, renderRemoteFallback, type RemoteNotice } from './remoteFallback';

/** What a person reads and can press in a notice. */
const seen = (container: HTMLElement) => ({
  alert: container.querySelector('[role="alert"]')?.getAttribute('data-notice'),
  heading: container.querySelector('h1')?.textContent,
  text: container.querySelector('p')?.textContent,
  button: container.querySelector('button')?.textContent,
});

it.each<RemoteNotice>(['needsNewerApp', 'updating'])("the host's notice (%s) reads as the one the browser draws in its place", (notice) => {
  const served = document.createElement('div');
  served.innerHTML = remoteFallbackHtml(notice);
  const drawn = document.createElement('div');
  renderRemoteFallback(drawn, notice, async () => undefined);
  expect(seen(served)).toEqual(seen(drawn));
  expect(seen(served).heading).toMatch(/^Dieser Bereich (braucht eine neuere Version der App|wird gerade aktualisiert)\.$/);
});
