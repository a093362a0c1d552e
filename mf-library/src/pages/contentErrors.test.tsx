import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import { $online } from '@nahtlos/platform';
import { retryContentFx } from '../content';
import { libraryScope, loadCollection } from '../../test/libraryScope';
import { renderPage } from '../../test/renderPage';
import { FabricDetailsPage } from './FabricDetails/FabricDetails';
import { FabricsPage } from './Fabrics/Fabrics';
import { HomePage } from './Home/Home';
import { InspirationPage } from './Inspiration/Inspiration';
import { PatternDetailsPage } from './PatternDetails/PatternDetails';
import { PatternsPage } from './Patterns/Patterns';

// A collection whose load failed with nothing stored is 'failed' (the platform's content cache).
const failed = 'Die Inhalte konnten nicht geladen werden.';

// [name, route, path, page, its collection, its loading line, a text of the stored copy]
const pages: [string, string, string, ReactElement, 'fabrics' | 'sewingPatterns' | 'inspirations', RegExp, string][] = [
  ['/fabrics', '/fabrics', '/fabrics', <FabricsPage />, 'fabrics', /werden geladen/, 'Jersey Senf'],
  ['/fabric/{id}', '/fabric/jersey-senf', '/fabric/:fabricId', <FabricDetailsPage />, 'fabrics', /Wird geladen/, 'Jersey Senf'],
  ['/inspiration/{id}', '/inspiration/1', '/inspiration/:inspirationId', <InspirationPage />, 'inspirations', /werden geladen/, 'Farbenfrohe Outfits'],
  ['/pattern/{id}', '/pattern/body-lotte', '/pattern/:patternId', <PatternDetailsPage />, 'sewingPatterns', /werden geladen/, 'Body Lotte'],
  ['/tabs/patterns', '/patterns', '/patterns', <PatternsPage />, 'sewingPatterns', /werden geladen/, 'Body Lotte'],
];

it.each(pages)('%s shows the German error with a retry instead of loading forever when its content failed', async (_, route, path, page, collection, loadingText) => {
  const scope = libraryScope({ content: { [collection]: [] }, states: { [collection]: 'failed' } });
  renderPage(route, path, page, { scope });
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent(failed);
  expect(within(notice).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
});

it.each(pages)('%s shows the stored copy, not the error, when the failed collection has one', async (_, route, path, page, collection, _loading, shown) => {
  const scope = libraryScope({ states: { [collection]: 'failed' } });
  renderPage(route, path, page, { scope });
  // the effect that learns of the finished start runs after the first render
  await act(async () => undefined);
  expect(screen.getAllByText(shown).length).toBeGreaterThan(0);
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it.each(pages)("%s: 'Erneut versuchen' loads the content again and shows it when it arrives", async (_, route, path, page, collection, _loading, shown) => {
  // the platform's load: the collection arrives in the scope the page reads
  const load = jest.fn(() => loadCollection(scope, collection));
  const scope = libraryScope({
    content: { [collection]: [] },
    states: { [collection]: 'failed' },
    handlers: [[retryContentFx, async () => load()]],
  });
  renderPage(route, path, page, { scope });
  await act(async () => (await screen.findByRole('button', { name: 'Erneut versuchen' })).click());
  expect(load).toHaveBeenCalled();
  expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('/fabrics stays on its loading line while the load is still running', async () => {
  const scope = libraryScope({ content: { fabrics: [] }, states: { fabrics: 'loading' } });
  renderPage('/fabrics', '/fabrics', <FabricsPage />, { scope });
  await act(async () => undefined);
  expect(screen.getByText('Die Stoffe werden geladen...')).toBeInTheDocument();
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('offline without a stored copy shows the offline notice, not the error', async () => {
  const scope = libraryScope({ content: { inspirations: [] }, states: { inspirations: 'failed' }, values: [[$online, false]] });
  renderPage('/inspiration/1', '/inspiration/:inspirationId', <InspirationPage />, { scope });
  await act(async () => undefined);
  expect(screen.getByText(/Du bist offline/)).toBeInTheDocument();
  expect(screen.queryByText(failed)).not.toBeInTheDocument();
});

it('home keeps its inspiration and pattern sections, each with an error row, when both failed', async () => {
  const scope = libraryScope({ content: { inspirations: [], sewingPatterns: [] }, states: { inspirations: 'failed', sewingPatterns: 'failed' } });
  renderPage('/', '/', <HomePage />, { scope });
  for (const name of ['Infos & Inspiration', 'Schnittmuster kennenlernen']) {
    const section = (await screen.findByRole('heading', { name })).closest('section');
    expect(await within(section as HTMLElement).findByRole('alert')).toHaveTextContent(failed);
    expect(within(section as HTMLElement).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  }
});
