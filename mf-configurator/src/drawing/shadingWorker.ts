/**
 * The shading's bitmap made off the main thread. Rasterising the blurred drawing and encoding a
 * 1000 × 1200 PNG took 100–300 ms of the main thread at 4× CPU on the configurator's first load (the
 * longest task of its start). Here the darkening is an SVG filter (no pixel loop), the main thread only
 * hands the decoded image to createImageBitmap, and a worker encodes the PNG.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The same darkening as `toDarkening` (shading.ts), as a filter: alpha becomes 1 − luminance (sRGB, as the
 * pixel loop computes it) times the source's alpha, the colour black.
 */
export function withDarkeningFilter(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const doc = copy.ownerDocument;
  const filter = doc.createElementNS(SVG_NS, 'filter');
  filter.setAttribute('id', 'nt-darkening');
  filter.setAttribute('color-interpolation-filters', 'sRGB');
  for (const [name, value] of [['x', '-50%'], ['y', '-50%'], ['width', '200%'], ['height', '200%']]) filter.setAttribute(name, value);
  const luminance = doc.createElementNS(SVG_NS, 'feColorMatrix');
  luminance.setAttribute('type', 'matrix');
  luminance.setAttribute('values', '0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -0.2126 -0.7152 -0.0722 0 1');
  const timesAlpha = doc.createElementNS(SVG_NS, 'feComposite');
  timesAlpha.setAttribute('in2', 'SourceGraphic');
  timesAlpha.setAttribute('operator', 'in');
  filter.append(luminance, timesAlpha);
  const group = doc.createElementNS(SVG_NS, 'g');
  group.setAttribute('filter', 'url(#nt-darkening)');
  group.append(...Array.from(copy.childNodes));
  copy.append(filter, group);
  return copy;
}

// The worker is made from a Blob URL: the remote's chunks live on another origin than the page, and
// workers must be same-origin (the page's CSP allows blob: workers).
const workerSource = `
self.onmessage = async (event) => {
  const { id, bitmap } = event.data;
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d').drawImage(bitmap, 0, 0);
    bitmap.close();
    const png = await canvas.convertToBlob({ type: 'image/png' });
    self.postMessage({ id, url: new FileReaderSync().readAsDataURL(png) });
  } catch (error) {
    self.postMessage({ id, error: String((error && error.message) || error) });
  }
};`;

type Waiting = { resolve: (url: string) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let broken = false;
let sequence = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error): void {
  broken = true;
  worker = null;
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

function encoder(): Worker {
  if (worker) return worker;
  const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  const created = new Worker(url);
  created.onmessage = (event: MessageEvent<{ id: number; url?: string; error?: string }>) => {
    const entry = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    if (!entry) return;
    if (event.data.url) entry.resolve(event.data.url);
    else entry.reject(new Error(event.data.error ?? 'The shading could not be encoded.'));
  };
  // e.g. a policy that forbids the worker: every raster falls back to the main thread
  created.onerror = () => failAll(new Error('The shading worker could not run.'));
  worker = created;
  return created;
}

/** Whether this browser can make the shading off the main thread (else media.ts draws it on the page). */
export function canRasterOffMainThread(): boolean {
  return !broken && typeof Worker === 'function' && typeof OffscreenCanvas === 'function' && typeof createImageBitmap === 'function';
}

/** The SVG at `vectorUrl` as a PNG data URL of width × height pixels, encoded off the main thread. */
export async function rasterOffMainThread(vectorUrl: string, width: number, height: number): Promise<string> {
  const image = new Image();
  image.src = vectorUrl;
  await image.decode();
  // rasterises the vector at the target size (not a scaled-up bitmap)
  const bitmap = await createImageBitmap(image, { resizeWidth: width, resizeHeight: height });
  const id = ++sequence;
  return new Promise<string>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    encoder().postMessage({ id, bitmap }, [bitmap]);
  });
}
