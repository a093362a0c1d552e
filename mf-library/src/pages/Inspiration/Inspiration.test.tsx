import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scopeBind, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { $savedInspirations, inspirationRemoved, inspirationSaved, purchaseUpdated } from '@nahtlos/platform';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { InspirationPage } from './Inspiration';
import { removeInspirationFx, saveInspirationFx } from './model';

function Saved() {
  return <p data-testid="saved">{useUnit($savedInspirations).join(',')}</p>;
}
let scope: Scope;
// the platform's calls: each tells the bus, as the platform's own does once the device has the list
const saveInspiration = jest.fn((id: string) => scopeBind(inspirationSaved, { scope })(id));
const removeInspiration = jest.fn((id: string) => scopeBind(inspirationRemoved, { scope })(id));
const show = (id: string) =>
  renderPage(
    `/inspiration/${id}`,
    '/inspiration/:inspirationId',
    <>
      <InspirationPage />
      <Saved />
    </>,
    { scope },
  );

beforeEach(() => {
  jest.clearAllMocks();
  scope = libraryScope({
    handlers: [
      [saveInspirationFx, async (id: string) => saveInspiration(id)],
      [removeInspirationFx, async (id: string) => removeInspiration(id)],
    ],
  });
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
  expect(saveInspiration).toHaveBeenCalledWith('1');
  expect(screen.getByTestId('saved')).toHaveTextContent('1');
  expect(screen.getByRole('button', { name: /nicht mehr merken/ })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: /nicht mehr merken/ }));
  expect(removeInspiration).toHaveBeenCalledWith('1');
  expect(screen.getByTestId('saved')).toHaveTextContent(/^$/);
});

it('id 5 shows the photo-feature teaser instead of the closing blocks, without "Weitere Infos"', async () => {
  show('5');
  expect(screen.getByRole('heading', { name: 'Deine eigenen Stoffe in der App' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/foto-feature');
  expect(screen.queryByRole('link', { name: 'Jetzt los designen' })).not.toBeInTheDocument();
  expect(screen.queryByText('Mehr Inspiration benötigt?')).not.toBeInTheDocument();
  await settle(scope, purchaseUpdated, { owned: true, state: 'finished' });
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
  scope = libraryScope({ content: { inspirations: [] }, states: { inspirations: 'loading' } });
  show('1');
  expect(screen.getByText('Die Inspirationen werden geladen...')).toBeInTheDocument();
  expect(screen.queryByText('Inspiration nicht gefunden')).not.toBeInTheDocument();
});
