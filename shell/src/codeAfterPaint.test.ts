/**
 * The page the shell's host serves with a first paint keeps all its code in an inert template until that paint
 * (scripts/code-after-paint.cjs), read back the way the browser parses it. When the code starts is the browser's
 * part: e2e/tests/bootChain.spec.ts.
 */
import { createHash } from 'node:crypto';
import { LOADER_SCRIPT_SOURCE, TEMPLATE_ID, withCodeAfterFirstPaint } from '../scripts/code-after-paint.cjs';

// the shape of the build's index.html (HtmlWebpackPlugin and shared-kernel/build/preloadBootChunks.cjs)
const built =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>Nahtlos</title><style>body { margin: 0; }</style>' +
  '<script defer="defer" src="/main.js?83664f54"></script>' +
  '<link rel="preload" as="script" href="/262.b2d2f44e.js" fetchpriority="low"><link rel="preload" as="style" href="/38.cd16cb38.css">' +
  '<link rel="preload" as="script" href="/platform.badf0691.js" fetchpriority="low">' +
  '<script type="application/json" id="remotes">{"mf_library":"https://bibliothek.example/mf-manifest.json"}</script>' +
  '<link rel="preload" as="image" href="/media/content/muster.webp" fetchpriority="low">' +
  '</head><body><div id="page-root"><p>Stoffe</p></div><div id="frame-root"></div></body></html>';
const remoteTags =
  '<link rel="preload" href="https://bibliothek.example/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preload" href="https://bibliothek.example/remoteEntry.js" as="script" fetchpriority="low">';

const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const urlsOf = (root: ParentNode) => [...root.querySelectorAll('script[src], link[rel="preload"]')].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href'));

describe("a page with a first paint: the host's code after it", () => {
  const page = parsed(withCodeAfterFirstPaint(built, remoteTags));
  const template = page.getElementById(TEMPLATE_ID) as HTMLTemplateElement;

  it('requests nothing of the code while it arrives: the head keeps only what the paint and boot read', () => {
    expect(urlsOf(page.head)).toEqual(['/media/content/muster.webp']);
    expect(page.head.querySelector('style')?.textContent).toBe('body { margin: 0; }');
    expect(page.getElementById('remotes')?.textContent).toContain('mf_library');
    // a template's content is not part of the document: the browser neither fetches nor runs it
    expect(urlsOf(page.body)).toEqual([]);
  });

  it("keeps all of it, the shell's script first, then its chunks and their styles, then the route's remote, with their attributes", () => {
    expect(urlsOf(template.content)).toEqual([
      '/main.js?83664f54',
      '/262.b2d2f44e.js',
      '/38.cd16cb38.css',
      '/platform.badf0691.js',
      'https://bibliothek.example/mf-manifest.json',
      'https://bibliothek.example/remoteEntry.js',
    ]);
    expect(template.content.querySelector('link[as="fetch"]')?.getAttribute('crossorigin')).toBe('anonymous');
    expect(template.content.querySelector('script')?.hasAttribute('defer')).toBe(true);
  });

  it("puts the loader after the page's markup, as its only inline script, allowed by the policy's hash", () => {
    const inline = [...page.querySelectorAll('script:not([src]):not([type])')];
    expect(inline).toHaveLength(1);
    expect(page.body.lastElementChild).toBe(inline[0]);
    const hash = createHash('sha256').update(inline[0].textContent ?? '').digest('base64');
    expect(LOADER_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(inline[0].textContent).toContain(`getElementById('${TEMPLATE_ID}')`);
  });

  it('leaves a page without a head or body as it is', () => {
    expect(withCodeAfterFirstPaint('<p>kaputt</p>', remoteTags)).toBe('<p>kaputt</p>');
  });
});
