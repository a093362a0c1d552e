import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope, type StoreWritable } from 'effector';
import { $customFabrics, $stash, $stashState, $toasts, contentStores, platformStrings, type Fabric, type StashEntry, type StashEntryDraft } from '@nahtlos/platform';
import { renderInScope } from '../../../test/profileScope';
import { confirmRemoveFx, removeFx, saveEntryFx } from './model';
import { StashPage } from './StashPage';

const shipped = (id: string, name: string, material: string, usableWidth?: number) =>
  ({ id, name, material, variation: null, position: 1, thumbnail: `/thumb/${id}.webp`, path: null, headerPath: null, width: null, height: null, isCustom: false, slides: [], color: '#abc', ...(usableWidth ? { usableWidth } : {}) }) as unknown as Fabric;
const own = { id: 'own-1', name: 'Omas Leinen', material: 'custom', variation: null, position: 0, thumbnail: null, path: '/blob/own-1', headerPath: null, width: 300, height: 400, isCustom: true, slides: [] } as unknown as Fabric;
const entry = (id: string, fabricId: string, extra: Partial<StashEntry> = {}): StashEntry =>
  ({ id, fabricId, lengthCm: 150, widthCm: 140, note: '', boughtOn: null, createdAt: 1, updatedAt: 1, deleted: false, dirty: false, ...extra }) as StashEntry;

type Value = [StoreWritable<unknown>, unknown];
const value = <T,>(store: StoreWritable<T>, initial: NoInfer<T>): Value => [store, initial] as Value;

const saved: { id: string | null; draft: StashEntryDraft }[] = [];
const removed: string[] = [];
let confirmAnswer = true;
let scope: Scope;
const pageScope = (entries: StashEntry[]) =>
  fork({
    values: [
      value(contentStores.fabrics.$data, { items: [shipped('ringel', 'Ringel Ostsee', 'jersey', 150), shipped('cord-blau', 'Cord Blau', 'cord')], publishedAt: null, legacy: [] }),
      value(contentStores.fabrics.$state, 'loaded'),
      value(contentStores.materials.$data, { items: [{ id: 'jersey', name: 'Jersey', position: 1 }, { id: 'cord', name: 'Cord', position: 2 }], publishedAt: null, legacy: [] } as never),
      value($customFabrics, [own]),
      value($stash, entries),
      value($stashState, 'loaded'),
    ],
    handlers: [
      [saveEntryFx, async (params: { id: string | null; draft: StashEntryDraft }) => void saved.push(params)],
      [removeFx, async (id: string) => void removed.push(id)],
      [confirmRemoveFx, async () => confirmAnswer],
    ],
  });
const show = (path = '/stash') => renderInScope(scope, path, <StashPage />);
const sizeMessage = platformStrings.validation.fabricSizeInvalid;

beforeEach(() => {
  saved.length = 0;
  removed.length = 0;
  confirmAnswer = true;
});

describe('StashPage', () => {
  it('lists the pieces with fabric, size, note and the day they were bought', () => {
    scope = pageScope([entry('e1', 'ringel', { note: 'Rest vom Kleid', boughtOn: '2026-03-12' }), entry('e2', 'own-1', { lengthCm: 60, widthCm: 90 })]);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Stoffvorrat' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Stoffstücke in deinem Vorrat' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ringel Ostsee');
    expect(items[0]).toHaveTextContent('150 × 140 cm');
    expect(items[0]).toHaveTextContent('Rest vom Kleid');
    expect(items[0]).toHaveTextContent('gekauft am 12.03.2026');
    expect(items[1]).toHaveTextContent('Omas Leinen');
    expect(items[1]).toHaveTextContent('60 × 90 cm');
    expect(screen.getByText('2 Stoffstücke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Was kann ich daraus nähen?' })).toHaveAttribute('href', '/stash/sew');
  });

  it('says so when the stash is empty', () => {
    scope = pageScope([]);
    show();
    expect(screen.getByText(/Dein Stoffvorrat ist noch leer/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Was kann ich daraus nähen?' })).not.toBeInTheDocument();
  });

  it('adds a piece: German messages at the fields first, the fabric fills the width, then it is saved', async () => {
    scope = pageScope([]);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Stoff hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte wähle einen Stoff.')).toBeInTheDocument();
    expect(screen.getAllByText(sizeMessage)).toHaveLength(2);
    expect(saved).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Stoff'), 'ringel');
    expect(screen.getByLabelText('Breite in cm')).toHaveValue('150');
    await userEvent.type(screen.getByLabelText('Länge in cm'), '1,5');
    await userEvent.type(screen.getByLabelText('Notiz (optional)'), 'Für den Sommer');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText(sizeMessage)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Länge in cm'));
    await userEvent.type(screen.getByLabelText('Länge in cm'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saved).toEqual([{ id: null, draft: { fabricId: 'ringel', lengthCm: 200, widthCm: 150, note: 'Für den Sommer', boughtOn: null } }]));
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(scope.getState($toasts).map((toast) => toast.text)).toContain('Im Stoffvorrat gespeichert.');
  });

  it('opens the form with the fabric a details page asked for, own fabrics offered too', async () => {
    scope = pageScope([]);
    show('/stash?fabric=own-1');
    expect(screen.getByLabelText('Stoff')).toHaveValue('own-1');
    expect(within(screen.getByLabelText('Stoff')).getByRole('group', { name: 'Eigene Stoffe' })).toBeInTheDocument();
  });

  it('refuses a note over 20 characters with the name rule message', async () => {
    scope = pageScope([]);
    show('/stash?fabric=cord-blau');
    await userEvent.type(screen.getByLabelText('Länge in cm'), '100');
    await userEvent.type(screen.getByLabelText('Breite in cm'), '140');
    await userEvent.type(screen.getByLabelText('Notiz (optional)'), 'x'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText(/höchstens 20 Zeichen/i)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('edits a piece with its values filled in', async () => {
    scope = pageScope([entry('e1', 'ringel', { note: 'Rest', boughtOn: '2026-03-12' })]);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Ringel Ostsee bearbeiten' }));
    expect(screen.getByRole('heading', { name: 'Stoffstück bearbeiten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Länge in cm')).toHaveValue('150');
    await userEvent.clear(screen.getByLabelText('Länge in cm'));
    await userEvent.type(screen.getByLabelText('Länge in cm'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saved).toEqual([{ id: 'e1', draft: { fabricId: 'ringel', lengthCm: 90, widthCm: 140, note: 'Rest', boughtOn: '2026-03-12' } }]));
  });

  it('removes a piece only when the user confirms', async () => {
    scope = pageScope([entry('e1', 'ringel')]);
    show();
    confirmAnswer = false;
    await userEvent.click(screen.getByRole('button', { name: 'Ringel Ostsee aus dem Vorrat entfernen' }));
    await waitFor(() => expect(removed).toEqual([]));
    confirmAnswer = true;
    await userEvent.click(screen.getByRole('button', { name: 'Ringel Ostsee aus dem Vorrat entfernen' }));
    await waitFor(() => expect(removed).toEqual(['e1']));
    await waitFor(() => expect(scope.getState($toasts).map((toast) => toast.text)).toContain('Aus dem Stoffvorrat entfernt.'));
  });
});
