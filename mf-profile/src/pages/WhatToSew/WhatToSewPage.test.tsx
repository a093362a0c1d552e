import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import {
  $customFabrics,
  $stash,
  $stashState,
  contentStores,
  stashRead,
  type Fabric,
  type PatternSize,
  type SewingPattern,
  type StashEntry,
} from '@nahtlos/platform';
import { renderInScope, settle } from '../../../test/profileScope';
import fixture from './fixtures/catalogue.json';
import { loadPatternSizesFx, pageDataWantedFx } from './model';
import { WhatToSewPage } from './WhatToSewPage';

// The real matcher over a real excerpt of the catalogue (Shirt Mila, Body Lotte, Kinderhose Emil in 86/92 and
// 122/128): jsdom runs no worker, so the page matches itself (matchOnPage.ts), as where no worker can run.
const patterns = fixture.sewingPatterns as unknown as SewingPattern[];
const fabrics = fixture.fabrics as unknown as Fabric[];
const ownFabric = { id: 'own-1', name: 'Omas Vorhang', material: 'custom', isCustom: true } as unknown as Fabric;

const entry = (id: string, fabricId: string, lengthCm: number, widthCm: number) =>
  ({ id, fabricId, lengthCm, widthCm, note: '', boughtOn: null, createdAt: 1, updatedAt: 1, deleted: false, dirty: false }) as StashEntry;
// a jersey and a cuff remnant: Kinderhose Emil fits in 86/92 (and uses up the most), not in 122/128
const jerseyAndCuffs = [entry('e1', 'ringel-ostsee', 60, 150), entry('e2', 'buendchen-creme', 30, 70), entry('e3', 'gone-fabric', 500, 150)];

// the list leaves the sizes out, as the app's does: the page loads them per pattern
const sizesOf = async (patternId: string): Promise<PatternSize[]> => patterns.find((pattern) => pattern.id === patternId)?.sizes ?? [];
const loadSizes = jest.fn(sizesOf);
const listWithoutSizes = patterns.map(({ sizes: _sizes, ...pattern }) => pattern as SewingPattern);

let scope: Scope;
const pageScope = (stash: StashEntry[]) =>
  fork({
    values: [
      [$stash, stash],
      [$stashState, 'loaded'],
      [contentStores.fabrics.$data, { items: fabrics, publishedAt: null, legacy: [] }],
      [contentStores.fabrics.$state, 'loaded'],
      [$customFabrics, [ownFabric]],
      [contentStores.sewingPatterns.$data, { items: listWithoutSizes, publishedAt: null, legacy: [] }],
      [contentStores.sewingPatterns.$state, 'loaded'],
    ],
    handlers: [
      [pageDataWantedFx, async () => undefined],
      [loadPatternSizesFx, loadSizes],
    ],
  });
/** Renders the page and waits for its effects (the sizes' loads); the matcher may still run. */
async function show(stash: StashEntry[] = jerseyAndCuffs) {
  scope = pageScope(stash);
  renderInScope(scope, '/stash/sew', <WhatToSewPage />);
  await act(() => allSettled(scope));
}
const results = () => screen.findByRole('list', { name: /aus deinem Vorrat passen/ });
const card = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement);

beforeEach(() => {
  jest.clearAllMocks();
  loadSizes.mockImplementation(sizesOf);
  localStorage.setItem('nahtlos:size', '86/92');
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('WhatToSewPage', () => {
  it('lists the patterns the stash makes in the remembered size, best first, each with which piece goes where', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Was kann ich daraus nähen?' })).toBeInTheDocument();
    const list = await results();
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Kinderhose Emil', 'Body Lotte', 'Shirt Mila']);
    expect(screen.getByRole('combobox', { name: 'Größe' })).toHaveValue('86/92');
    const emil = card('Kinderhose Emil');
    expect(screen.getByRole('heading', { level: 2, name: 'Kinderhose Emil' }).closest('li')?.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('pattern-kinderhose-emil-preview'),
    );
    const [jersey, cuffs] = emil.getAllByRole('listitem');
    expect(jersey).toHaveTextContent('Ringel Ostsee60 × 150 cm · für Hauptstoff, Taschen');
    expect(jersey).toHaveTextContent('Reicht – noch 6 cm übrig');
    expect(cuffs).toHaveTextContent('Bündchen Creme30 × 70 cm · für Bund, Bündchen');
    expect(cuffs).toHaveTextContent('Reicht – noch 7 cm übrig');
    expect(emil.getByText('verbraucht 1,7 Stoffstücke')).toBeInTheDocument();
    // every pattern was checked; the entry whose fabric is unknown was left out
    expect(screen.getByText('3 Schnittmuster in Größe 86/92 geprüft.')).toBeInTheDocument();
    expect(loadSizes).toHaveBeenCalledTimes(3);
  });

  it("'Ausprobieren' opens the configurator with the assignment as a new design", async () => {
    await show();
    await results();
    const tryOut = card('Kinderhose Emil').getByRole('link', { name: 'Ausprobieren: Kinderhose Emil' });
    expect(tryOut).toHaveAttribute('href', '/configurator/kinderhose-emil?stoffe=hauptstoff:ringel-ostsee,taschen:ringel-ostsee,bund:buendchen-creme,buendchen:buendchen-creme');
    await userEvent.click(tryOut);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/configurator/kinderhose-emil');
  });

  it('an own fabric fits every area', async () => {
    await show([entry('o1', 'own-1', 45, 150)]);
    await results();
    expect(card('Body Lotte').getByRole('link', { name: /Ausprobieren/ })).toHaveAttribute(
      'href',
      '/configurator/body-lotte?stoffe=hauptstoff:own-1,aermel:own-1,buendchen:own-1',
    );
    expect(card('Body Lotte').getByRole('listitem')).toHaveTextContent('Omas Vorhang45 × 150 cm · für Hauptstoff, Ärmel, Bündchen');
  });

  it('says so when the stash is empty, with the way to the stash', async () => {
    await show([]);
    expect(screen.getByText('Dein Stoffvorrat ist noch leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stoff hinzufügen' })).toHaveAttribute('href', '/stash');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the progress as 'N von M Schnittmustern geprüft' while it computes", async () => {
    // a browser's task queue: the page ends its task after every pattern (jsdom has no MessageChannel of its own)
    const jsdomChannel = globalThis.MessageChannel;
    globalThis.MessageChannel = jest.requireActual('node:worker_threads').MessageChannel;
    // every state the bar is drawn in (the matcher runs between two looks of a query)
    const seen: { done: number; max: number; line: string }[] = [];
    const observer = new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const line = document.querySelector('.ws-count')?.textContent ?? '';
      if (bar && seen.at(-1)?.line !== line) seen.push({ done: Number(bar.getAttribute('aria-valuenow')), max: Number(bar.getAttribute('aria-valuemax')), line });
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      await show();
      await results();
    } finally {
      observer.disconnect();
      globalThis.MessageChannel = jsdomChannel;
    }
    expect(seen[0]).toEqual({ done: 0, max: 3, line: '0 von 3 Schnittmustern geprüft' });
    expect(seen.at(-1)).toEqual({ done: 3, max: 3, line: '3 von 3 Schnittmustern geprüft' });
    // (React may draw two steps at once)
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every(({ done, max, line }, i) => max === 3 && line === `${done} von 3 Schnittmustern geprüft` && (i === 0 || done > seen[i - 1].done))).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('3 Schnittmuster in Größe 86/92 geprüft.')).toBeInTheDocument();
  });

  it('computes again when the size changes', async () => {
    await show();
    await results();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Größe' }), '122/128');
    await waitFor(() => expect(screen.getByText('3 Schnittmuster in Größe 122/128 geprüft.')).toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Schnittmuster, die in Größe 122/128 aus deinem Vorrat passen' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Body Lotte', 'Shirt Mila']);
    expect(card('Body Lotte').getAllByRole('listitem')[0]).toHaveTextContent('Reicht – noch 9 cm übrig');
  });

  it('computes again when the stash changes, not when it is read again unchanged', async () => {
    await show([entry('e1', 'ringel-ostsee', 45, 150)]);
    const list = await results();
    expect(within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Body Lotte', 'Shirt Mila']);
    await settle(scope, stashRead, [entry('e1', 'ringel-ostsee', 45, 150)]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await settle(scope, stashRead, jerseyAndCuffs);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Kinderhose Emil', 'Body Lotte', 'Shirt Mila']));
  });

  it('says kindly when no piece of the stash is of a known fabric', async () => {
    await show([entry('e3', 'gone-fabric', 500, 150)]);
    expect(screen.getByText(/Für Größe 86\/92 reicht dein Vorrat leider noch für kein Schnittmuster/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says so when no pattern's sizes can be loaded (offline before any was)", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadSizes.mockRejectedValue(new Error('offline'));
    await show();
    expect(screen.getByText('Die Schnittmuster konnten gerade nicht geladen werden. Versuche es bitte später noch einmal.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('says kindly when nothing fits, with the way to the stash; without a remembered size it starts with the middle one', async () => {
    localStorage.clear();
    await show([entry('e1', 'ringel-ostsee', 45, 150)]);
    // (86/92 and 122/128: the middle one rounds down)
    await results();
    expect(screen.getByRole('combobox', { name: 'Größe' })).toHaveValue('86/92');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Größe' }), '122/128');
    expect(await screen.findByText(/Für Größe 122\/128 reicht dein Vorrat leider noch für kein Schnittmuster/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Stoffvorrat' })).toHaveAttribute('href', '/stash');
  });
});
