import { act, screen } from '@testing-library/react';
import * as kernel from '@nahtlos/platform';
import { renderPage } from '@nahtlos/testing';
import { SyncPage } from './SyncPage';

jest.mock('@nahtlos/platform', () => jest.requireActual('../../../test/kernelMock').mockKernel());
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => {
  jest.clearAllMocks();
  act(() => kernel.loggedIn({ username: 'anna' }));
});

function holdSync() {
  let finish: () => void = () => undefined;
  mocked(kernel.syncNow).mockImplementation(() => new Promise((resolve) => (finish = () => resolve({ ok: true, done: 2, failed: 0 }))));
  return () => act(async () => finish());
}

describe('SyncPage', () => {
  it("shows 'Gleich geht's weiter...' with the real progress, then the profile when the app is connected", async () => {
    const finish = holdSync();
    mocked(kernel.hasAppConnection).mockResolvedValue(true);
    renderPage('/load/patterns', <SyncPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Gleich geht's weiter..." })).toBeInTheDocument();
    expect(kernel.syncNow).toHaveBeenCalledTimes(1);
    act(() => kernel.syncProgressed({ done: 1, total: 2 }));
    const bar = screen.getByRole('progressbar', { name: 'Fortschritt der Synchronisierung' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('1 von 2')).toBeInTheDocument();
    await finish();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });

  it('goes to the first-login page when no app connection is stored', async () => {
    const finish = holdSync();
    mocked(kernel.hasAppConnection).mockResolvedValue(false);
    renderPage('/load/patterns', <SyncPage />);
    await finish();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login/app-connected');
  });

  it('without a session it goes to the profile without syncing', async () => {
    act(() => kernel.loggedOut());
    mocked(kernel.hasAppConnection).mockResolvedValue(false);
    renderPage('/load/patterns', <SyncPage />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
    expect(kernel.syncNow).not.toHaveBeenCalled();
  });

  it('still continues when the sync fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked(kernel.syncNow).mockResolvedValue({ ok: false, done: 0, failed: 0, aborted: 'network' });
    mocked(kernel.hasAppConnection).mockResolvedValue(true);
    renderPage('/load/patterns', <SyncPage />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/profile');
  });

  it('a login a page asked for (the photo feature) goes back to that page, also through the first-login page', async () => {
    mocked(kernel.hasAppConnection).mockResolvedValue(true);
    const { unmount } = renderPage('/load/patterns?redirect=%2Ffoto-feature', <SyncPage />);
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/foto-feature null$/);
    unmount();
    mocked(kernel.hasAppConnection).mockResolvedValue(false);
    renderPage('/load/patterns?redirect=%2Ffoto-feature', <SyncPage />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/login/app-connected?redirect=%2Ffoto-feature');
  });
});
