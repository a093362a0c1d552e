import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Fabric } from '@nahtlos/platform';
import { ServerMarkup } from '@nahtlos/ui';
import { FabricButton } from './FabricButton';

const fabric = (overrides: Partial<Fabric>): Fabric => ({
  id: 'sternenhimmel',
  name: 'Sternenhimmel',
  material: 'jersey',
  variation: null,
  position: 1,
  thumbnail: '/media/content/thumb-sternenhimmel.jpg',
  path: '/media/content/fabric-sternenhimmel.jpg',
  headerPath: null,
  width: 512,
  height: 512,
  isCustom: false,
  slides: [],
  ...overrides,
});

describe('fabric thumbnails', () => {
  it('show the fabric name under the image; the name is the button’s accessible name', () => {
    const chosen: string[] = [];
    render(<FabricButton fabric={fabric({})} pressed={false} onChoose={(id) => chosen.push(id)} />);
    const button = screen.getByRole('button', { name: 'Sternenhimmel' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    // the visible name, under the thumbnail (not only a tooltip or a hidden label)
    const [image, name] = Array.from(button.children);
    expect(image.querySelector('img')).toHaveAttribute('src', '/media/content/thumb-sternenhimmel.jpg');
    // not lazy: a lazy image beyond the scrolling row's edge would not load, the thumbnail cut by the edge stayed empty
    expect(image.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
    expect(name).toHaveTextContent('Sternenhimmel');
    expect(name).toBeVisible();
    fireEvent.click(button);
    expect(chosen).toEqual(['sternenhimmel']);
  });

  it('a plain colour shows its swatch and name', () => {
    render(<FabricButton fabric={fabric({ id: 'farbe-senf', name: 'Senf', thumbnail: null, path: '', color: '#d4a017' })} pressed onChoose={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Senf', pressed: true });
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.cfg-swatch')).toHaveStyle({ background: '#d4a017' });
  });

  it('an image that cannot load (offline, not cached) becomes a placeholder, never a broken image; the name stays', () => {
    render(<FabricButton fabric={fabric({})} pressed={false} onChoose={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Sternenhimmel' });
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(button.querySelector('.nt-image-missing')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Sternenhimmel' })).toBe(button);
  });

  it("in the host's page the fabric's colour stands in for the thumbnail, which is not asked for before the app has hydrated", () => {
    const html = renderToString(
      <ServerMarkup.Provider value="server">
        <FabricButton fabric={fabric({ color: '#1f3a5f' })} pressed={false} onChoose={() => undefined} />
      </ServerMarkup.Provider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector<HTMLElement>('.cfg-fabric-image')?.style.getPropertyValue('--cfg-swatch-color')).toBe('#1f3a5f');
    expect(container.querySelector('img')?.getAttribute('src')).not.toContain('thumb-sternenhimmel');
    expect(container.querySelector('.cfg-fabric-name')).toHaveTextContent('Sternenhimmel');
  });
});

describe("a fabric of the user's stash (issue 40)", () => {
  it("is marked 'Im Vorrat', which is part of the button's accessible name", () => {
    render(<FabricButton fabric={fabric({})} pressed={false} inStash onChoose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sternenhimmel Im Vorrat' })).toBeInTheDocument();
    expect(screen.getByText('Im Vorrat')).toBeVisible();
  });

  it('other fabrics are not', () => {
    render(<FabricButton fabric={fabric({})} pressed={false} onChoose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Sternenhimmel' })).toBeInTheDocument();
    expect(screen.queryByText('Im Vorrat')).toBeNull();
  });
});
