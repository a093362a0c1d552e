import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as kernel from '@nahtlos/platform';
import { useUnit } from 'effector-react';
import { inspirations } from '../../../test/fixtures';
import { renderPage, resetBus, setStore } from '../../../test/renderPage';
import { InspirationPage } from './Inspiration';

jest.mock('@nahtlos/platform', () => jest.requireActual('../../../test/kernelMock').mockKernel());

function Saved() {
  return <p data-testid="saved">{useUnit(kernel.$savedInspirations).join(',')}</p>;
}
const show = (id: string) =>
  renderPage(
    `/inspiration/${id}`,
    '/inspiration/:inspirationId',
    <>
      <InspirationPage />
      <Saved />
    </>,
  );

beforeEach(() => {
  resetBus();
  jest.clearAllMocks();
  setStore('inspirations', inspirations);
  setStore('inspirationsState', 'loaded');
});

it('shows header image, tag, title and the content blocks as text', () => {
  show('1');
  expect(screen.getByText('Inspiration', { selector: '.lib-eyebrow' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Farbenfrohe Outfits' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Mut zur Farbe' })).toBeInTheDocument();
  // markup in content stays text
  expect(screen.getByText('Kinder lieben Farben. <b>fett</b>')).toBeInTheDocument();
  expect(document.querySelector('.lib-prose img')).toHaveAttribute('src', '/i/1-bild.jpg');
  expect(screen.getByRole('link', { name: 'Jetzt los designen' })).toHaveAttribute('href', '/patterns');
  expect(screen.getByRole('heading', { name: 'Mehr Inspiration benötigt?' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Nahtlos Website' })).toHaveAttribute('target', '_blank');
});

it('saves and unsaves with the heart', async () => {
  const user = userEvent.setup();
  show('1');
  const heart = screen.getByRole('button', { name: /Inspiration merken/ });
  expect(heart).toHaveAttribute('aria-pressed', 'false');
  await user.click(heart);
  expect(kernel.saveInspiration).toHaveBeenCalledWith('1');
  expect(screen.getByTestId('saved')).toHaveTextContent('1');
  expect(screen.getByRole('button', { name: /nicht mehr merken/ })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: /nicht mehr merken/ }));
  expect(kernel.removeInspiration).toHaveBeenCalledWith('1');
  expect(screen.getByTestId('saved')).toHaveTextContent(/^$/);
});

it('id 5 shows the photo-feature teaser instead of the closing blocks, without "Weitere Infos"', () => {
  show('5');
  expect(screen.getByRole('heading', { name: 'Deine eigenen Stoffe in der App' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/foto-feature');
  expect(screen.queryByRole('link', { name: 'Jetzt los designen' })).not.toBeInTheDocument();
  expect(screen.queryByText('Mehr Inspiration benötigt?')).not.toBeInTheDocument();
  act(() => kernel.purchaseUpdated({ owned: true, state: 'finished' }));
  expect(screen.getByRole('button', { name: 'Eigenen Stoff anlegen' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Weitere Infos' })).not.toBeInTheDocument();
});

it('an unknown id says so in German with a way back', () => {
  show('999');
  expect(screen.getByRole('heading', { name: 'Inspiration nicht gefunden' })).toBeInTheDocument();
  // one way home, not two
  expect(screen.getAllByRole('link', { name: 'Zur Startseite' })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});

it('waits for content instead of claiming not found', () => {
  setStore('inspirations', []);
  setStore('inspirationsState', 'loading');
  show('1');
  expect(screen.getByText('Die Inspirationen werden geladen...')).toBeInTheDocument();
  expect(screen.queryByText('Inspiration nicht gefunden')).not.toBeInTheDocument();
});
