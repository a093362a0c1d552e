import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Scope } from 'effector';
import { customFabricsRead, ValidationError, type FabricSize } from '@nahtlos/platform';
import { captureLogs } from '@nahtlos/testing';
import { customFabric } from '../../../test/fixtures';
import { libraryScope } from '../../../test/libraryScope';
import { renderPage, settle } from '../../../test/renderPage';
import { FabricDetailsPage } from './FabricDetails';
import { parseCm } from './FabricSizeForm';
import { saveSizeFx } from './model';

const INVALID = 'Bitte eine ganze Zahl zwischen 1 und 10000 eingeben.';
let scope: Scope;
const show = (id = 'c1') => renderPage(`/fabric/${id}`, '/fabric/:fabricId', <FabricDetailsPage />, { scope });
const form = () => within(screen.getByRole('region', { name: 'Stoffgröße' }));
const length = () => form().getByRole('textbox', { name: 'Länge (cm)' });
const width = () => form().getByRole('textbox', { name: 'Breite (cm)' });
// the platform's store of the size (on the device, then synced)
const setSize = jest.fn(async (_id: string, _size: FabricSize) => undefined);

beforeEach(() => {
  jest.clearAllMocks();
  scope = libraryScope({
    customFabrics: [customFabric('c1', 'Omas Vorhang'), { ...customFabric('c2', 'Cord'), usableWidth: 140, lengthCm: 50 }],
    handlers: [[saveSizeFx, ({ id, size }: { id: string; size: FabricSize }) => setSize(id, size)]],
  });
});

it("shows the stored size of a custom fabric, and no 'Stoffgröße' on a shipped one", () => {
  const { unmount } = show('c2');
  expect(length()).toHaveValue('50');
  expect(width()).toHaveValue('140');
  expect(length()).toHaveAttribute('inputmode', 'numeric');
  unmount();
  show('ringel-ostsee');
  expect(screen.getByRole('heading', { level: 2, name: 'Ringel Ostsee' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Stoffgröße' })).toBeNull();
});

it("saves 50 × 140 through the platform and says 'Gespeichert'", async () => {
  const user = userEvent.setup();
  show();
  expect(length()).toHaveValue('');
  await user.type(length(), '50');
  await user.type(width(), ' 140 ');
  await user.click(form().getByRole('button', { name: 'Speichern' }));
  expect(setSize).toHaveBeenCalledWith('c1', { lengthCm: 50, widthCm: 140 });
  expect(await form().findByRole('status')).toHaveTextContent('Gespeichert');
  // typing again: the line goes until the next save
  await user.type(width(), '0');
  expect(form().getByRole('status')).toBeEmptyDOMElement();
});

it.each(['0', '-3', '1,5', '1.5', 'abc', '1e3', '10001'])('refuses %p at the field in German and saves nothing', async (bad) => {
  const user = userEvent.setup();
  show();
  await user.type(length(), bad);
  await user.type(width(), '140');
  await user.click(form().getByRole('button', { name: 'Speichern' }));
  expect(form().getByRole('alert')).toHaveTextContent(INVALID);
  expect(length()).toHaveAccessibleDescription(INVALID);
  expect(length()).toHaveAttribute('aria-invalid', 'true');
  expect(width()).not.toHaveAttribute('aria-invalid');
  expect(setSize).not.toHaveBeenCalled();
  // fixing the field clears its message
  await user.clear(length());
  expect(form().queryByRole('alert')).toBeNull();
});

it('clearing both fields clears the size; Enter saves', async () => {
  const user = userEvent.setup();
  show('c2');
  await user.clear(length());
  await user.clear(width());
  await user.keyboard('{Enter}');
  expect(setSize).toHaveBeenCalledWith('c2', { lengthCm: null, widthCm: null });
});

it('a failed save says so in the form and is logged; a refusal of the platform shows its message', async () => {
  const user = userEvent.setup();
  show('c2');
  setSize.mockRejectedValueOnce(new Error('quota')).mockRejectedValueOnce(new ValidationError('Nur eigene Stoffe haben eine Stoffgröße.'));
  const { records } = await captureLogs(async () => {
    await user.click(form().getByRole('button', { name: 'Speichern' }));
    expect(await form().findByRole('alert')).toHaveTextContent('Das hat nicht geklappt. Versuche es bitte erneut.');
    await user.click(form().getByRole('button', { name: 'Speichern' }));
    expect(await form().findByText('Nur eigene Stoffe haben eine Stoffgröße.')).toBeInTheDocument();
  });
  expect(form().getByRole('status')).toBeEmptyDOMElement();
  // the user's to fix is no failure: one log line, for the quota
  expect(records).toEqual([expect.objectContaining({ level: 'error', message: 'Saving the custom fabric size failed' })]);
});

it('a size stored meanwhile (a sync) shows in the fields, but never over what the user is typing', async () => {
  const user = userEvent.setup();
  show();
  await settle(scope, customFabricsRead, [{ ...customFabric('c1', 'Omas Vorhang'), usableWidth: 110, lengthCm: 80 }]);
  expect(length()).toHaveValue('80');
  expect(width()).toHaveValue('110');
  await user.type(length(), '0');
  await settle(scope, customFabricsRead, [{ ...customFabric('c1', 'Omas Vorhang'), usableWidth: 150, lengthCm: 90 }]);
  expect(length()).toHaveValue('800');
});

it('reads a field as whole cm: empty is no size, digits a number, anything else not a number', () => {
  expect(parseCm('  ')).toBeNull();
  expect(parseCm(' 140 ')).toBe(140);
  expect(parseCm('1,5')).toBeNaN();
});
