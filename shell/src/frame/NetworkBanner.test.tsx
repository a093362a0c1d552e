import { act, render, screen } from '@testing-library/react';
import { onlineStatusChanged } from '@nahtlos/platform';
import { NetworkBanner } from './NetworkBanner';

const offlineText = 'Du bist offline. Deine Änderungen werden auf diesem Gerät gespeichert.';

describe('the offline banner', () => {
  // jsdom lays nothing out: the banner gets the height a two-line banner has on a phone
  const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(68);
  afterAll(() => height.mockRestore());
  afterEach(() => act(() => onlineStatusChanged(true)));

  it('shows while offline and keeps its height free at the top of the page (and above the top navigation), so the page header is not under it', () => {
    render(<NetworkBanner />);
    expect(screen.queryByText(offlineText)).toBeNull();
    act(() => onlineStatusChanged(false));
    expect(screen.getByRole('status')).toHaveTextContent(offlineText);
    expect(document.body.style.paddingTop.replace(/\s+/g, '')).toBe('calc(68px+var(--nt-topnav-height,0px))');
    expect(document.body.style.getPropertyValue('--frame-banner-height')).toBe('68px');
  });

  it('gives the space back once online again', () => {
    render(<NetworkBanner />);
    act(() => onlineStatusChanged(false));
    act(() => onlineStatusChanged(true));
    expect(screen.queryByText(offlineText)).toBeNull();
    expect(document.body.style.paddingTop).toBe('');
    expect(document.body.style.getPropertyValue('--frame-banner-height')).toBe('');
  });
});
