/**
 * The pattern's shading as a bitmap, made with the live drawing (the "drawing" chunk, fetched once the page has
 * settled or at the first touch): the first screen shows the published image and runs none of it (issue 41).
 */
import { logger } from '@nahtlos/platform';
import { fetchText, svgDataUrl } from './media';
import { parseSvg } from './sanitize';
import { canRasterOffMainThread, rasterOffMainThread, withDarkeningFilter } from './shadingWorker';

const rasters = new Map<string, Promise<string>>();

/**
 * Multiplying with a grey g (at coverage α) equals laying black at alpha α·(1−g) over it:
 * F·(1−α) + F·g·α = F·(1 − α(1−g)). So the shading becomes a plain darkening overlay — composited with
 * ordinary source-over, it needs no blend group: far cheaper to repaint after every fill change, and it
 * renders the same everywhere (canvas, SVG-as-image, viewers without mix-blend-mode). In place, RGBA.
 */
export function toDarkening(data: Uint8ClampedArray): void {
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] / 255;
    if (alpha === 0) continue;
    const grey = (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) / 255;
    data[i] = 0;
    data[i + 1] = 0;
    data[i + 2] = 0;
    data[i + 3] = Math.round(255 * alpha * (1 - grey));
  }
}

/**
 * The shading drawing, sanitised and rasterised once to a PNG data URL (blurred shapes are expensive to
 * repaint: as a bitmap every fill change and every export only composites it). Used on screen and in exports.
 * Made off the main thread where the browser can (shadingWorker.ts), else here.
 */
export function shadingDataUrl(url: string, width: number, height: number, scale = 2): Promise<string> {
  const key = `${url}@${width}x${height}x${scale}`;
  let pending = rasters.get(key);
  if (!pending) {
    pending = (async () => {
      const svg = parseSvg(await fetchText(url));
      const pixelWidth = Math.round(width * scale);
      const pixelHeight = Math.round(height * scale);
      if (canRasterOffMainThread()) {
        try {
          const darkened = svgDataUrl(new XMLSerializer().serializeToString(withDarkeningFilter(svg)));
          return await rasterOffMainThread(darkened, pixelWidth, pixelHeight);
        } catch (error) {
          logger.warn('The shading is drawn on the main thread: the worker could not make it.', error);
        }
      }
      const vector = svgDataUrl(new XMLSerializer().serializeToString(svg));
      try {
        const image = new Image();
        image.src = vector;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
        const context = canvas.getContext('2d');
        if (!context) return vector;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
        toDarkening(pixels.data);
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL('image/png');
      } catch {
        return vector; // no canvas (tests) or decoding failed: the vector still works
      }
    })();
    pending.catch(() => rasters.delete(key));
    rasters.set(key, pending);
  }
  return pending;
}
