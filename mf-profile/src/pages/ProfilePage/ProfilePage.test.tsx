import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, scopeBind, type Scope, type StoreWritable } from 'effector';
import {
  $customFabrics,
  $dialogs,
  $online,
  $orders,
  $ordersState,
  $projects,
  $projectsState,
  $purchase,
  $savedInspirations,
  $session,
  contentStores,
  dialogClosed,
  ordersRead,
  ordersReading,
  platformStrings,
  projectsRead,
  savedInspirationsRestored,
  sessionExpired,
  syncProgressed,
  uploadingChanged,
  type Inspiration,
  type Order,
  type ProjectView,
  type SyncReport,
} from '@nahtlos/platform';
import { renderInScope, settle } from '../../../test/profileScope';
import {
  accountListsWantedFx,
  acknowledgeWarningFx,
  loadOrdersFx,
  logoutFx,
  openCameraFx,
  profileSyncFx,
  warningAcknowledgedFx,
} from './model';
import { ProfilePage } from './ProfilePage';

const project = (id: string, name: string, uploaded = true) =>
  ({
    id,
    name,
    uploaded,
    previewUrl: `/preview/${id}.png`,
    createdAt: 1,
    updatedAt: 1,
    deleted: false,
    dirty: false,
    sewingPattern: { id: 'p1', areas: [] },
    fabrics: [],
    colors: [],
  }) as unknown as ProjectView;
const order = {
  id: 'o1',
  product: { image: '/cover/o1.jpg', name: 'Babybody Basic', size: '50/56 – 122/128', subline: 'E-Book mit Schnittmuster', pdf: 'signed.asset' },
} as unknown as Order;
const fabric = (id: string) => ({
  id,
  name: `Stoff ${id}`,
  material: 'custom',
  variation: null,
  position: 1000,
  thumbnail: null,
  path: `/blob/${id}`,
  headerPath: null,
  width: 300,
  height: 400,
  isCustom: true,
  slides: [],
  uploaded: true,
});

// the platform's calls the page makes, and whether the not-connected warning was confirmed before
const accountListsWanted = jest.fn(async () => undefined);
const syncNow = jest.fn(async (): Promise<SyncReport> => ({ ok: true, done: 0, failed: 0 }));
const loadOrders = jest.fn(async (_options: { refresh: boolean }): Promise<Order[]> => []);
const logoutUser = jest.fn(async () => undefined);
const openCamera = jest.fn(async () => true);
const warningAcknowledged = jest.fn(async () => false);
const acknowledgeWarning = jest.fn(async () => undefined);

type Value = [StoreWritable<unknown>, unknown];
/** A store's value in the fork, checked against the store's type. */
const value = <T,>(store: StoreWritable<T>, initial: NoInfer<T>): Value => [store, initial] as Value;
const loggedIn = (username = 'anna') => value($session, { username, loggedIn: true });
const online = (isOnline: boolean) => value($online, isOnline);

let scope: Scope;
/** The page's fork: logged out, online, every list loaded and empty (orders not loaded yet) unless `values` say otherwise. */
const pageScope = (...values: Value[]) =>
  fork({
    values: [
      value($session, { username: null, loggedIn: false }),
      online(true),
      value($projects, []),
      value($projectsState, 'loaded'),
      value($orders, []),
      value($ordersState, 'not loaded'),
      value(contentStores.inspirations.$data, { items: [], publishedAt: null, legacy: [] }),
      value(contentStores.inspirations.$state, 'loaded'),
      value($customFabrics, []),
      ...values,
    ],
    handlers: [
      [accountListsWantedFx, accountListsWanted],
      [profileSyncFx, syncNow],
      [loadOrdersFx, loadOrders],
      [logoutFx, logoutUser],
      [openCameraFx, openCamera],
      [warningAcknowledgedFx, warningAcknowledged],
      [acknowledgeWarningFx, acknowledgeWarning],
    ],
  });
const show = () => renderInScope(scope, '/profile', <ProfilePage />);
const dialogs = () => scope.getState($dialogs);

beforeEach(() => {
  jest.clearAllMocks();
  warningAcknowledged.mockResolvedValue(false);
  scope = pageScope();
});

describe('ProfilePage, logged out', () => {
  it('shows the title, the teaser with login and register, and no e-books or logout', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Dein Profil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Speichere deine Outfits jetzt dauerhaft!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Einloggen' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Profil anlegen' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('DEINE E-BOOKS')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nahtlos Account abmelden' })).not.toBeInTheDocument();
    // the build is named in the markup for whoever deploys it, not shown to the user
    expect(screen.queryByText(/Version/)).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-build', 'test');
    // the account's lists are asked for once the page is shown (a first visit knows them at once: platform firstVisit.test)
    expect(accountListsWanted).toHaveBeenCalledTimes(1);
  });

  it('has the sections, the camera teaser, the community and the footer links', () => {
    show();
    for (const title of ['DEINE KREATIONEN', 'DEINE INSPIRATION', 'COMMUNITY']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: "Los geht's" })).toHaveAttribute('href', '/foto-feature');
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('target', '_blank');
    expect(within(legal).getByRole('link', { name: 'AGB' })).toHaveAttribute('target', '_blank');
    expect(within(legal).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
  });

  it("'Synchronisieren' does nothing without an account", async () => {
    show();
    const button = screen.getByRole('button', { name: 'Synchronisieren' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('shows the not-connected warning once for designs kept without an account, until confirmed', async () => {
    scope = pageScope(value($projects, [project('a', 'Sommerkleid', false)]));
    show();
    await waitFor(() => expect(dialogs()).toHaveLength(1));
    const dialog = dialogs()[0];
    expect(dialog.title).toBe('Achtung');
    expect(dialog.message).toBe(platformStrings.warnings.notConnectedMessage);
    expect(dialog.buttons.map((button) => button.label)).toEqual(['Bestätigen']);
    await settle(scope, dialogClosed, { id: dialog.id, buttonId: 'confirm' });
    await waitFor(() => expect(acknowledgeWarning).toHaveBeenCalledTimes(1));
  });

  it('does not show the warning once confirmed, or without designs', async () => {
    show();
    warningAcknowledged.mockResolvedValue(true);
    await settle(scope, projectsRead, [project('a', 'Sommerkleid', false)]);
    await waitFor(() => expect(warningAcknowledged).toHaveBeenCalled());
    expect(dialogs()).toHaveLength(0);
  });
});

describe('ProfilePage, offline', () => {
  it('shows the offline notice instead of the teaser; sync does nothing', async () => {
    scope = pageScope(loggedIn(), online(false));
    show();
    expect(screen.getByText('Du bist offline. Deine Outfits können gerade nicht hochgeladen werden.')).toBeInTheDocument();
    expect(screen.queryByText('Speichere deine Outfits jetzt dauerhaft!')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Synchronisieren' }));
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('marks projects that are not uploaded with the offline icon instead of their name', () => {
    scope = pageScope(loggedIn(), online(false), value($projects, [project('a', 'Sommerkleid', false), project('b', 'Latzhose', true)]));
    show();
    expect(screen.getByRole('link', { name: 'Sommerkleid – Noch nicht hochgeladen' })).toHaveAttribute('href', '/details/a');
    expect(screen.queryByText('Sommerkleid')).not.toBeInTheDocument();
    expect(screen.getByText('Latzhose')).toBeInTheDocument();
  });

  it("online, a project not uploaded yet says 'Wird hochgeladen…' while uploads run, else 'Noch nicht hochgeladen'", async () => {
    scope = pageScope(loggedIn(), online(true), value($projects, [project('a', 'Sommerkleid', false), project('b', 'Latzhose', true)]));
    show();
    expect(screen.getByRole('link', { name: 'Sommerkleid – Noch nicht hochgeladen' })).toBeInTheDocument();
    expect(screen.getByText('Sommerkleid')).toBeInTheDocument();
    await settle(scope, uploadingChanged, true);
    expect(screen.getByRole('link', { name: 'Sommerkleid – Wird hochgeladen…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Latzhose' })).toBeInTheDocument();
    await settle(scope, uploadingChanged, false);
    expect(screen.getByText('Noch nicht hochgeladen')).toBeInTheDocument();
  });
});

describe('ProfilePage, logged in', () => {
  it('shows the username, the explanation and the logout', () => {
    scope = pageScope(loggedIn('anna'));
    show();
    expect(screen.getByText('anna')).toBeInTheDocument();
    expect(screen.getByText(/werden mit deinem Nahtlos Konto synchronisiert/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nahtlos Account abmelden' })).toBeInTheDocument();
  });

  it('loads the e-books and shows image, name, size, subline and the download in a new tab', async () => {
    scope = pageScope(loggedIn());
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'DEINE E-BOOKS' })).toBeInTheDocument();
    expect(loadOrders).toHaveBeenCalledWith({ refresh: false });
    await settle(scope, ordersReading);
    expect(screen.getByText('Deine Bestellungen werden geladen...')).toBeInTheDocument();
    await settle(scope, ordersRead, [order]);
    expect(screen.getByRole('heading', { level: 3, name: 'Babybody Basic' })).toBeInTheDocument();
    expect(screen.getByText('Größe: 50/56 – 122/128')).toBeInTheDocument();
    expect(screen.getByText('E-Book mit Schnittmuster')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Babybody Basic herunterladen (öffnet in neuem Tab)' });
    expect(download).toHaveAttribute('href', '/digital-products/download?asset=signed.asset');
    expect(download).toHaveAttribute('target', '_blank');
    expect(document.querySelector('.pf-order__image')).toHaveAttribute('src', '/cover/o1.jpg');
  });

  it('shows a placeholder, not a broken image, when a cover cannot be loaded (offline, never seen)', async () => {
    scope = pageScope(loggedIn());
    show();
    await settle(scope, ordersRead, [order]);
    const cover = document.querySelector('img.pf-order__image')!;
    expect(cover).toHaveAttribute('src', '/cover/o1.jpg');
    fireEvent.error(cover);
    const card = screen.getByRole('heading', { level: 3, name: 'Babybody Basic' }).closest('li')!;
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.pf-order__image.nt-image-missing')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Babybody Basic herunterladen (öffnet in neuem Tab)' })).toBeInTheDocument();
  });

  it("says when there are no e-books and refreshes with 'Aktualisieren'", async () => {
    scope = pageScope(loggedIn());
    show();
    await settle(scope, ordersRead, []);
    expect(screen.getByText('Wir haben keine E-Books in deinem Profil gefunden.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aktualisieren' }));
    expect(loadOrders).toHaveBeenLastCalledWith({ refresh: true });
  });

  it.each([
    ['everything synced', { ok: true, done: 3, failed: 0 }, 'Alles ist synchronisiert.'],
    ['items failed', { ok: false, done: 3, failed: 2 }, '2 Kreationen oder eigene Stoffe konnten nicht synchronisiert werden. Versuche es bitte erneut.'],
    ['the server unreachable', { ok: false, done: 0, failed: 0, aborted: 'network' }, 'Die Synchronisierung hat nicht geklappt. Versuche es bitte erneut.'],
    ['the session ended', { ok: false, done: 0, failed: 0, aborted: 'unauthorized' }, 'Bitte logge dich erneut ein, um zu synchronisieren.'],
    [
      'the account’s storage full',
      { ok: false, done: 2, failed: 1, refusal: { status: 413, code: 'quota_storage', message: 'Dein Speicherplatz von 100 MB ist voll. Lösche alte Projekte oder Stoffe, um Platz zu schaffen.' } },
      'Dein Speicherplatz von 100 MB ist voll. Lösche alte Projekte oder Stoffe, um Platz zu schaffen.',
    ],
  ] as const)("'Synchronisieren' says how it ended: %s", async (_, report, said) => {
    scope = pageScope(loggedIn());
    syncNow.mockResolvedValue(report as SyncReport);
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Synchronisieren' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Synchronisieren' }).closest('.pf-toolbar')).toHaveTextContent(said));
    expect(screen.getByText(said)).toHaveAttribute('role', 'status');
  });

  it("'Synchronisieren' runs one sync at a time", async () => {
    let finish: () => void = () => undefined;
    syncNow.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ ok: true, done: 1, failed: 0 }))));
    scope = pageScope(loggedIn());
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Synchronisieren' }));
    // (synchronously: the sync still runs, so the scope does not settle)
    act(() => scopeBind(syncProgressed, { scope })({ done: 1, total: 3 }));
    expect(screen.getByText('1 von 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Synchronisiere...' }));
    expect(syncNow).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByRole('button', { name: 'Synchronisieren' })).not.toHaveAttribute('aria-disabled');
  });

  it('logs out and goes home', async () => {
    scope = pageScope(loggedIn());
    show();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nahtlos Account abmelden' }));
    expect(logoutUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/');
  });

  it('falls back to the logged-out profile when the session expires (silent 401)', async () => {
    scope = pageScope(loggedIn('anna'));
    show();
    await settle(scope, sessionExpired);
    expect(screen.queryByText('anna')).not.toBeInTheDocument();
    expect(screen.getByText('Speichere deine Outfits jetzt dauerhaft!')).toBeInTheDocument();
    expect(screen.queryByText('DEINE E-BOOKS')).not.toBeInTheDocument();
  });

  it('never shows the not-connected warning', async () => {
    scope = pageScope(loggedIn(), value($projects, [project('a', 'Sommerkleid')]));
    show();
    await act(async () => undefined);
    expect(warningAcknowledged).not.toHaveBeenCalled();
  });
});

describe('ProfilePage lists', () => {
  it('creations: loading, empty, then cards that open the details', async () => {
    scope = pageScope(value($projectsState, 'loading'));
    show();
    expect(screen.getByText('Deine Kreationen werden geladen...')).toBeInTheDocument();
    await settle(scope, projectsRead, []);
    expect(screen.getByText('Es sind noch keine Schnittmuster gespeichert')).toBeInTheDocument();
    warningAcknowledged.mockResolvedValue(true);
    await settle(scope, projectsRead, [project('a', 'Sommerkleid'), project('b', 'Latzhose')]);
    const slider = screen.getByRole('region', { name: 'Deine Kreationen' });
    expect(within(slider).getByRole('link', { name: 'Sommerkleid' })).toHaveAttribute('href', '/details/a');
    expect(within(slider).getByRole('link', { name: 'Latzhose' })).toHaveAttribute('href', '/details/b');
  });

  it('inspiration: loading, empty, then saved ones with tag and title', async () => {
    scope = pageScope(value($savedInspirations, ['i2']), value(contentStores.inspirations.$state, 'loading'));
    show();
    expect(screen.getByText('Inspirationen werden geladen...')).toBeInTheDocument();
    const inspirations = [
      { id: 'i1', tag: 'Basics', title: 'Nicht gespeichert', previewPath: '', headerPath: '' },
      { id: 'i2', tag: 'Sommer', title: 'Leichte Kleider', previewPath: '', headerPath: '' },
    ] as unknown as Inspiration[];
    await settle(scope, contentStores.inspirations.received, { items: inspirations, publishedAt: null, legacy: [] });
    await settle(scope, contentStores.inspirations.stateChanged, 'loaded');
    const slider = screen.getByRole('region', { name: 'Deine Inspiration' });
    expect(within(slider).getByText('Sommer')).toBeInTheDocument();
    expect(within(slider).getByText('Leichte Kleider')).toBeInTheDocument();
    expect(within(slider).queryByText('Nicht gespeichert')).not.toBeInTheDocument();
    await settle(scope, savedInspirationsRestored, []);
    expect(screen.getByText('Noch keine Inspirationen gespeichert')).toBeInTheDocument();
  });

  it("camera owners see up to four own fabrics, 'Mehr eigene Stoffe' and 'Kamera'", () => {
    scope = pageScope(value($purchase, { owned: true, state: 'finished' }), value($customFabrics, ['1', '2', '3', '4', '5'].map(fabric)));
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Stoffe' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Stoff \d$/ })).toHaveLength(4);
    expect(screen.queryByText('Stoff 5')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr eigene Stoffe' })).toHaveAttribute('href', '/fabrics');
    expect(screen.getByRole('button', { name: 'Kamera' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Los geht's" })).not.toBeInTheDocument();
  });
});
