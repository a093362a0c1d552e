import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scope } from 'effector';
import { customFabric, fabric } from '../../../test/fixtures';
import { libraryScope, type LibraryScopeOptions } from '../../../test/libraryScope';
import { renderPage } from '../../../test/renderPage';
import { FabricDetailsPage } from './FabricDetails';
import { confirmDeleteFx, countDesignsFx, deleteCustomFabricFx, renameFabricFx } from './model';

// the platform's calls and its confirm dialog (resolves true: confirmed)
const renameCustomFabric = jest.fn(async (_id: string, _name: string) => undefined);
const countDesignsUsingFabric = jest.fn(async (_id: string) => 0);
const confirmDelete = jest.fn(async (_message: string) => true);
const deleteCustomFabric = jest.fn(async (_id: string) => undefined);

let scope: Scope;
const fabricsScope = (content?: LibraryScopeOptions['content']) =>
  libraryScope({
    content,
    customFabrics: [customFabric('c1', 'Omas Vorhang')],
    handlers: [
      [renameFabricFx, ({ id, name }: { id: string; name: string }) => renameCustomFabric(id, name)],
      [countDesignsFx, countDesignsUsingFabric],
      [confirmDeleteFx, confirmDelete],
      [deleteCustomFabricFx, deleteCustomFabric],
    ],
  });
const show = (id: string) => renderPage(`/fabric/${id}`, '/fabric/:fabricId', <FabricDetailsPage />, { scope });

beforeEach(() => {
  jest.clearAllMocks();
  scope = fabricsScope();
});

it('shows a shipped fabric: material, name, description, composition with line breaks, slides, details', () => {
  show('ringel-ostsee');
  expect(screen.getByRole('heading', { level: 1, name: 'Lieblingsstoffe' })).toBeInTheDocument();
  expect(screen.getByText('Jersey', { selector: '.lib-eyebrow' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeInTheDocument();
  expect(screen.getByText('Weicher, elastischer Maschenstoff.')).toBeInTheDocument();
  const composition = screen.getByRole('heading', { name: 'Zusammensetzung' }).nextElementSibling!;
  expect(composition.innerHTML).toBe('95 % Baumwolle<br>5 % Elasthan');
  // the header image on top, not again as the first slide
  expect(document.querySelector('.lib-hero-image')).toHaveAttribute('src', '/media/ringel-ostsee-header.jpg');
  const slides = screen.getAllByRole('img', { name: /Ringel Ostsee, Ansicht/ });
  expect(slides.map((slide) => slide.getAttribute('src'))).toEqual(['/media/ringel-ostsee-detail.jpg']);
  for (const text of ['Nahtlos Stoffladen', '150 cm', 'Blau', 'OEKO-TEX Standard 100']) expect(screen.getByText(text)).toBeInTheDocument();
  const buy = screen.getByRole('link', { name: 'Jetzt Stoff kaufen' });
  expect(buy).toHaveAttribute('href', 'https://shop.nahtlos.de/stoffe/ringel-ostsee');
  expect(buy).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Mehr Stoffe' })).toHaveAttribute('href', '/fabrics');
  // issue 40: the stash's form opens with this fabric chosen
  expect(screen.getByRole('link', { name: 'In meinen Vorrat' })).toHaveAttribute('href', '/stash?fabric=ringel-ostsee');
  expect(screen.queryByRole('button', { name: 'Umbenennen' })).not.toBeInTheDocument();
});

it('a plain colour: no empty image box, its colour as a swatch beside its name', () => {
  show('farbe-rot');
  expect(screen.getByRole('heading', { level: 2, name: 'Rot' })).toBeInTheDocument();
  expect(document.querySelector('.lib-hero-image')).toBeNull();
  expect(document.querySelector('.lib-detail__head .lib-colour-swatch')).toHaveStyle({ background: '#C8423B' });
  expect(document.querySelector('.lib-fabric')).toHaveClass('lib-detail--text');
});

it('a header image that cannot load is replaced by a placeholder of the same box, not a broken image', () => {
  show('ringel-ostsee');
  const header = document.querySelector('img.lib-hero-image')!;
  fireEvent.error(header);
  expect(document.querySelector('img.lib-hero-image')).toBeNull();
  const placeholder = document.querySelector('.lib-hero-image.nt-image-missing')!;
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  expect(placeholder.querySelector('svg')).not.toBeNull();
  // a named slide keeps its name on the placeholder
  fireEvent.error(screen.getByRole('img', { name: 'Ringel Ostsee, Ansicht 1' }));
  expect(screen.getByRole('img', { name: 'Ringel Ostsee, Ansicht 1' }).tagName).toBe('SPAN');
});

it('renders composition markup as text, never as HTML', () => {
  scope = fabricsScope({
    fabrics: [fabric('x', { name: 'X', details: { width: '', color: '', certificate: '', shopUrl: '', composition: '<img src=x onerror=alert(1)>\nBaumwolle' } })],
  });
  show('x');
  expect(document.querySelector('.lib-fabric__composition img')).toBeNull();
  expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  // no shopUrl in the details: the shop's URL
  expect(screen.getByRole('link', { name: 'Jetzt Stoff kaufen' })).toHaveAttribute('href', 'https://shop.nahtlos.de');
});

it('custom fabric: photo-feature label, rename and delete through the kernel, no shop', async () => {
  const user = userEvent.setup();
  show('c1');
  expect(screen.getByText('Nahtlos Foto Feature')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Jetzt Stoff kaufen' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
  const input = screen.getByRole('textbox', { name: 'Gib deinem Stoff einen Namen:' });
  await user.clear(input);
  await user.type(input, 'Ein sehr langer Stoffname über zwanzig');
  expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(20);
  await user.clear(input);
  await user.type(input, 'Vorhang{Enter}');
  expect(renameCustomFabric).toHaveBeenCalledWith('c1', 'Vorhang');

  await user.click(screen.getByRole('button', { name: 'Stoff löschen' }));
  expect(confirmDelete).toHaveBeenCalled();
  await waitFor(() => expect(deleteCustomFabric).toHaveBeenCalledWith('c1'));
  await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent('/fabrics'));
});

it('rename: an empty or all-space name is refused at the field and the old name kept; a paste over 20 is refused', async () => {
  const user = userEvent.setup();
  show('c1');
  await user.click(screen.getByRole('button', { name: 'Umbenennen' }));
  const input = screen.getByRole('textbox', { name: 'Gib deinem Stoff einen Namen:' });
  const before = (input as HTMLInputElement).value;
  await user.click(input);
  await user.paste('x'.repeat(25));
  expect(input).toHaveValue(before);
  expect(screen.getByRole('alert')).toHaveTextContent('Höchstens 20 Zeichen.');

  await user.clear(input);
  await user.type(input, '   {Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte gib einen Namen ein.');
  expect(input).toHaveAccessibleDescription('Bitte gib einen Namen ein.');
  expect(renameCustomFabric).not.toHaveBeenCalled();

  await user.clear(input);
  await user.type(input, '  Jacke  {Enter}');
  expect(renameCustomFabric).toHaveBeenCalledWith('c1', 'Jacke');
});

it('deleting a fabric designs use says how many first', async () => {
  const user = userEvent.setup();
  countDesignsUsingFabric.mockResolvedValueOnce(2);
  confirmDelete.mockResolvedValueOnce(false);
  show('c1');
  await user.click(screen.getByRole('button', { name: 'Stoff löschen' }));
  await waitFor(() => expect(confirmDelete).toHaveBeenCalled());
  expect(confirmDelete.mock.calls[0][0]).toBe('Dieser Stoff wird in 2 Designs verwendet. Trotzdem löschen?');
  expect(countDesignsUsingFabric).toHaveBeenCalledWith('c1');
  expect(deleteCustomFabric).not.toHaveBeenCalled();
});

it('does not delete when the confirmation is declined', async () => {
  const user = userEvent.setup();
  confirmDelete.mockResolvedValueOnce(false);
  show('c1');
  await user.click(screen.getByRole('button', { name: 'Stoff löschen' }));
  await waitFor(() => expect(confirmDelete).toHaveBeenCalled());
  expect(deleteCustomFabric).not.toHaveBeenCalled();
});

it('an unknown id says so in German with a way back to the library', () => {
  show('gibt-es-nicht');
  expect(screen.getByRole('heading', { name: 'Stoff nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mehr Stoffe' })).toHaveAttribute('href', '/fabrics');
});
