import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import * as kernel from '@nahtlos/platform';
import { fabrics, inspirations, materials, patterns } from '../../test/fixtures';
import { renderPage, resetBus, setStore } from '../../test/renderPage';
import { FabricDetailsPage } from './FabricDetails/FabricDetails';
import { FabricsPage } from './Fabrics/Fabrics';
import { HomePage } from './Home/Home';
import { InspirationPage } from './Inspiration/Inspiration';
import { PatternDetailsPage } from './PatternDetails/PatternDetails';
import { PatternsPage } from './Patterns/Patterns';

jest.mock('@nahtlos/platform', () => jest.requireActual('../../test/kernelMock').mockKernel());

// A collection whose load failed with nothing stored is 'failed' (the platform's content cache).
const failed = 'Die Inhalte konnten nicht geladen werden.';

beforeEach(() => {
  resetBus();
  setStore('fabrics', fabrics);
  setStore('fabricsState', 'loaded');
  setStore('materials', materials);
  setStore('materialsState', 'loaded');
  setStore('sewingPatterns', patterns);
  setStore('sewingPatternsState', 'loaded');
  setStore('inspirations', inspirations);
  setStore('inspirationsState', 'loaded');
  setStore('customFabricsState', 'loaded');
});

// [name, route, path, page, its collection, its loading line, a text of the stored copy]
const pages: [string, string, string, ReactElement, 'fabrics' | 'sewingPatterns' | 'inspirations', RegExp, string][] = [
  ['/fabrics', '/fabrics', '/fabrics', <FabricsPage />, 'fabrics', /werden geladen/, 'Jersey Senf'],
  ['/fabric/{id}', '/fabric/jersey-senf', '/fabric/:fabricId', <FabricDetailsPage />, 'fabrics', /Wird geladen/, 'Jersey Senf'],
  ['/inspiration/{id}', '/inspiration/1', '/inspiration/:inspirationId', <InspirationPage />, 'inspirations', /werden geladen/, 'Farbenfrohe Outfits'],
  ['/pattern/{id}', '/pattern/body-lotte', '/pattern/:patternId', <PatternDetailsPage />, 'sewingPatterns', /werden geladen/, 'Body Lotte'],
  ['/tabs/patterns', '/patterns', '/patterns', <PatternsPage />, 'sewingPatterns', /werden geladen/, 'Body Lotte'],
];

it.each(pages)('%s shows the German error with a retry instead of loading forever when its content failed', async (_, route, path, page, collection, loadingText) => {
  setStore(collection, []);
  setStore(`${collection}State`, 'failed');
  renderPage(route, path, page);
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(failed);
  expect(within(notice).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
});

it.each(pages)('%s shows the stored copy, not the error, when the failed collection has one', async (_, route, path, page, collection, _loading, shown) => {
  setStore(`${collection}State`, 'failed');
  renderPage(route, path, page);
  // the effect that learns of the finished start runs after the first render
  await act(async () => undefined);
  expect(screen.getAllByText(shown).length).toBeGreaterThan(0);
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it.each(pages)("%s: 'Erneut versuchen' loads the content again and shows it when it arrives", async (_, route, path, page, collection, _loading, shown) => {
  setStore(collection, []);
  setStore(`${collection}State`, 'failed');
  jest.mocked(kernel.loadContent).mockImplementationOnce(async () => {
    setStore(`${collection}State`, 'loading');
    setStore(collection, { fabrics, sewingPatterns: patterns, inspirations }[collection]);
    setStore(`${collection}State`, 'loaded');
  });
  renderPage(route, path, page);
  await act(async () => (await screen.findByRole('button', { name: 'Erneut versuchen' })).click());
  expect(kernel.loadContent).toHaveBeenCalled();
  expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('/fabrics stays on its loading line while the load is still running', async () => {
  setStore('fabrics', []);
  setStore('fabricsState', 'loading');
  renderPage('/fabrics', '/fabrics', <FabricsPage />);
  await act(async () => undefined);
  expect(screen.getByText('Die Stoffe werden geladen...')).toBeInTheDocument();
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('offline without a stored copy shows the offline notice, not the error', async () => {
  setStore('inspirations', []);
  setStore('inspirationsState', 'failed');
  act(() => kernel.onlineStatusChanged(false));
  renderPage('/inspiration/1', '/inspiration/:inspirationId', <InspirationPage />);
  await act(async () => undefined);
  expect(screen.getByText(/Du bist offline/)).toBeInTheDocument();
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('home keeps its inspiration and pattern sections, each with an error row, when both failed', async () => {
  setStore('inspirations', []);
  setStore('inspirationsState', 'failed');
  setStore('sewingPatterns', []);
  setStore('sewingPatternsState', 'failed');
  renderPage('/', '/', <HomePage />);
  for (const name of ['Infos & Inspiration', 'Schnittmuster kennenlernen']) {
    const section = (await screen.findByRole('heading', { name })).closest('section');
    expect(await within(section as HTMLElement).findByRole('alert')).toHaveTextContent(failed);
    expect(within(section as HTMLElement).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  }
});
