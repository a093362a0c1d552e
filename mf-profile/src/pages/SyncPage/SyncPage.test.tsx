import { act, screen } from '@testing-library/react';
import { fork, scopeBind, type Scope } from 'effector';
import { $session, syncProgressed, type SyncReport } from '@nahtlos/platform';
import { renderInScope } from '../../../test/profileScope';
import { hasAppConnectionFx, syncNowFx } from './model';
import { SyncPage } from './SyncPage';

// the platform's sync and its stored app connection
const syncNow = jest.fn(async (): Promise<SyncReport> => ({ ok: true, done: 0, failed: 0 }));
const hasAppConnection = jest.fn(async () => true);
let scope: Scope;
const pageScope = (loggedIn = true) =>
  fork({
    values: [[$session, { username: loggedIn ? 'anna' : null, loggedIn }]],
    handlers: [
      [syncNowFx, syncNow],
      [hasAppConnectionFx, hasAppConnection],
    ],
  });
const show = (path = '/load/patterns') => renderInScope(scope, path, <SyncPage />);

beforeEach(() => {
  jest.clearAllMocks();
  scope = pageScope();
});

function holdSync() {
  let finish: () => void = () => undefined;
  syncNow.mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ ok: true, done: 2, failed: 0 }))));
  return () => act(async () => finish());
}

describe('SyncPage', () => {
  it("shows 'Gleich geht's weiter...' with the real progress, then the profile when the app is connected", async () => {
    const finish = holdSync();
    hasAppConnection.mockResolvedValue(true);
    show();
    expect(screen.getByRole('heading', { level: 1, name: "Gleich geht's weiter..." })).toBeInTheDocument();
    expect(syncNow).toHaveBeenCalledTimes(1);
    // (synchronously: the sync still runs, so the scope does not settle)
    act(() => scopeBind(syncProgressed, { scope })({ done: 1, total: 2 }));
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Synchronisierung' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('1 von 2')).toBeInTheDocument();
    await finish();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });

  it('goes to the first-login page when no app connection is stored', async () => {
    const finish = holdSync();
    hasAppConnection.mockResolvedValue(false);
    show();
    await finish();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login/app-connected');
  });

  it('without a session it goes to the profile without syncing', async () => {
    scope = pageScope(false);
    hasAppConnection.mockResolvedValue(false);
    show();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
    expect(syncNow).not.toHaveBeenCalled();
  });

  it('still continues when the sync fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    syncNow.mockResolvedValue({ ok: false, done: 0, failed: 0, aborted: 'network' });
    hasAppConnection.mockResolvedValue(true);
    show();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });

  it('a login a page asked for (the photo feature) goes back to that page, also through the first-login page', async () => {
    hasAppConnection.mockResolvedValue(true);
    const { unmount } = show('/load/patterns?redirect=%2Ffoto-feature');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/foto-feature null$/);
    unmount();
    hasAppConnection.mockResolvedValue(false);
    show('/load/patterns?redirect=%2Ffoto-feature');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login/app-connected?redirect=%2Ffoto-feature');
  });
});
