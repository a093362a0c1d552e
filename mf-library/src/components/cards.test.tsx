import { screen } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { $online, $session, loggedIn, onlineStatusChanged, uploadingChanged } from '@nahtlos/platform';
import { cardColor, FabricCard, InspirationCard } from '@nahtlos/ui';
import { customFabric, fabrics, inspirations } from '../../test/fixtures';
import { renderPage, settle } from '../../test/renderPage';

let scope: Scope;
const show = (element: React.ReactElement) => renderPage('/', '/', element, { scope });

beforeEach(() => {
  scope = fork();
});

describe('FabricCard (kernel UI kit)', () => {
  it('opens /fabric/{id}; the cart opens the fabric’s shop URL in a new window', () => {
    show(<FabricCard fabric={fabrics[0]} />);
    expect(screen.getByRole('link', { name: 'Ringel Ostsee' })).toHaveAttribute('href', '/fabric/ringel-ostsee');
    const cart = screen.getByRole('link', { name: /Ringel Ostsee im Shop kaufen/ });
    expect(cart).toHaveAttribute('href', 'https://shop.nahtlos.de/stoffe/ringel-ostsee');
    expect(cart).toHaveAttribute('target', '_blank');
    expect(cart).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(document.querySelector('img')).toHaveAttribute('src', '/media/ringel-ostsee-thumb.jpg');
  });

  it('falls back to the shop’s URL, and to a colour swatch without a thumbnail', () => {
    show(<FabricCard fabric={{ ...fabrics[6], details: undefined }} />);
    expect(screen.getByRole('link', { name: /im Shop kaufen/ })).toHaveAttribute('href', 'https://shop.nahtlos.de');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.nt-fabric-card__swatch')).toHaveStyle({ background: '#C8423B' });
  });

  it('custom fabrics: no cart; the offline-cloud icon only when offline, logged in and not uploaded', async () => {
    show(<FabricCard fabric={customFabric('c1', 'Omas Vorhang')} />);
    expect(screen.queryByRole('link', { name: /im Shop kaufen/ })).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'blob:c1');
    const icon = () => screen.queryByRole('img', { name: 'Noch nicht hochgeladen' });
    expect(icon()).not.toBeInTheDocument();
    await settle(scope, onlineStatusChanged, false);
    expect(icon()).not.toBeInTheDocument(); // logged out
    await settle(scope, loggedIn, { username: 'anna' });
    expect(icon()).toBeInTheDocument();
    await settle(scope, onlineStatusChanged, true);
    expect(icon()).not.toBeInTheDocument();
    // online, not uploaded yet: a line under the name says what happens to it
    expect(screen.getByText('Noch nicht hochgeladen')).toBeInTheDocument();
    await settle(scope, uploadingChanged, true);
    expect(screen.getByText('Wird hochgeladen…')).toBeInTheDocument();
    });

  it('no offline icon for an uploaded custom fabric or a shipped one', () => {
    scope = fork({ values: [[$online, false], [$session, { username: 'anna', loggedIn: true }]] });
    show(
      <>
        <FabricCard fabric={{ ...customFabric('c2', 'Hochgeladen'), uploaded: true }} />
        <FabricCard fabric={fabrics[0]} />
      </>,
    );
    expect(screen.queryByRole('img', { name: 'Noch nicht hochgeladen' })).not.toBeInTheDocument();
  });
});

describe('InspirationCard (kernel UI kit)', () => {
  it('links to /inspiration/{id} with tag, title, image and the rotating background', () => {
    show(
      <>
        {[0, 1, 2, 3, 4].map((index) => (
          <InspirationCard key={index} inspiration={{ ...inspirations[0], id: String(index + 1) }} index={index} />
        ))}
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/inspiration/1', '/inspiration/2', '/inspiration/3', '/inspiration/4', '/inspiration/5']);
    expect(links[0]).toHaveTextContent('InspirationFarbenfrohe Outfits');
    const backgrounds = links.map((link) => link.style.background);
    expect(new Set(backgrounds.slice(0, 4)).size).toBe(4);
    expect(backgrounds[4]).toBe(backgrounds[0]);
    expect(links[0]).toHaveStyle({ background: cardColor(0) });
    expect(links[0].querySelector('img')).toHaveAttribute('src', '/i/1-preview.jpg');
  });

  it('small variant, optional caption, image can be left out', () => {
    show(<InspirationCard inspiration={inspirations[1]} index={1} small showImage={false} caption="Neu" />);
    const link = screen.getByRole('link');
    expect(link).toHaveClass('nt-inspiration-card--small');
    expect(link.querySelector('img')).toBeNull();
    expect(screen.getByText('Neu')).toBeInTheDocument();
  });
});
