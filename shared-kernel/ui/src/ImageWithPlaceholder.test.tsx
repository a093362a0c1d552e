import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter } from '@nahtlos/platform';
import { FabricCard } from './cards/FabricCard';
import { ImageWithPlaceholder } from './ImageWithPlaceholder';
import { InspirationCard } from './cards/InspirationCard';
import { ProjectCard } from './cards/ProjectCard';
import { PatternPreview } from './PatternPreview';
import { ServerMarkup } from './spa/serverMarkup';

/** As the server renders a page and the app adopts it (createServerRender, createSpaLifecycles). */
const asServerMarkup = (node: ReactNode, markup: 'server' | 'adopted' = 'server') => <ServerMarkup.Provider value={markup}>{node}</ServerMarkup.Provider>;

const fabric = {
  id: 'sternenhimmel',
  name: 'Sternenhimmel',
  thumbnail: '/media/fabrics/sternenhimmel-thumb.jpg',
  path: '/media/fabrics/sternenhimmel.jpg',
  isCustom: false,
  uploaded: true,
};

describe('an image that cannot be loaded', () => {
  it('a pattern preview becomes a placeholder of the same size that keeps the image text for screen readers', () => {
    const { container } = render(<PatternPreview src="/media/patterns/jacke-paul.svg" alt="Jacke Paul" width={300} height={400} />);
    const image = screen.getByRole('img', { name: 'Jacke Paul' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'Jacke Paul' });
    expect(placeholder).toHaveClass('nt-image-missing', 'nt-preview');
    expect(placeholder.style.aspectRatio).toBe('300 / 400');
    expect(placeholder.style.getPropertyValue('--nt-image-width')).toBe('300px');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('a fabric card keeps its name and link, with the placeholder (hidden from screen readers) instead of the picture', () => {
    const { container } = render(
      <BrowserRouter>
        <FabricCard fabric={fabric} />
      </BrowserRouter>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('.nt-fabric-card__image .nt-image-missing')!;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Sternenhimmel' })).toHaveAttribute('href', '/fabric/sternenhimmel');
  });

  it('an inspiration card and a project card show the placeholder too; a project without any preview shows it at once', () => {
    const { container } = render(
      <BrowserRouter>
        <InspirationCard inspiration={{ id: '3', tag: 'Nähen', title: 'Herbstlooks', previewPath: '/media/inspiration/3.jpg' }} index={0} />
        <ProjectCard project={{ id: 'p1', name: 'Sommerjacke', uploaded: true, previewUrl: null }} />
      </BrowserRouter>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelectorAll('.nt-image-missing')).toHaveLength(1);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('.nt-image-missing')).toHaveLength(2);
  });

  it('an image that loads stays an image', () => {
    const { container } = render(<PatternPreview src="/media/patterns/jacke-paul.svg" alt="Jacke Paul" />);
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.querySelector('.nt-image-missing')).toBeNull();
  });
});

describe('a lazy image of a server-rendered page', () => {
  const lazyImage = <ImageWithPlaceholder src="/media/content/outfit.jpg" alt="Outfit" width={1080} height={720} loading="lazy" />;

  it('is in the HTML without JavaScript, but the page asks for it only once it has hydrated', async () => {
    const html = renderToString(asServerMarkup(lazyImage));
    const container = document.createElement('div');
    container.innerHTML = html;
    // the box of its size (no layout shift), nothing fetched yet; the <noscript> copy for a browser without JavaScript
    const [served] = container.getElementsByTagName('img');
    expect(served.getAttribute('src')).toMatch(/^data:image\/svg\+xml,.*width='1080' height='720'/);
    expect(served).toHaveAttribute('width', '1080');
    expect(served).toHaveAttribute('data-deferred-image', ''); // hidden without JavaScript (the shell's page)
    expect(html).toContain('<noscript><img src="/media/content/outfit.jpg"');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, asServerMarkup(lazyImage, 'adopted'));
    });
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toBe(served); // the same element, now with its source
    expect(served).toHaveAttribute('src', '/media/content/outfit.jpg');
    expect(served).toHaveAttribute('loading', 'lazy');
    expect(served).not.toHaveAttribute('data-deferred-image');
    container.remove();
  });

  it('rendered in the browser (not hydrated) has its source at once; an eager image is never held back', () => {
    render(lazyImage);
    expect(screen.getByRole('img', { name: 'Outfit' })).toHaveAttribute('src', '/media/content/outfit.jpg');
    expect(renderToString(asServerMarkup(<ImageWithPlaceholder src="/a.jpg" alt="" width={10} height={10} />))).toContain('src="/a.jpg"');
  });
});

it('an image marked afterHydration (beyond a row’s edge, not lazy) is held back until the page has hydrated too', () => {
  const html = renderToString(asServerMarkup(<ImageWithPlaceholder src="/thumb.jpg" alt="" width={72} height={72} afterHydration />));
  expect(html).toMatch(/^<img src="data:image\/svg\+xml,/);
  expect(html).not.toContain('loading="lazy"');
  expect(html).toContain('<noscript><img src="/thumb.jpg"');
});
