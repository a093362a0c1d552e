import { yieldToMain } from '@nahtlos/platform';
import { afterPageSettled } from '@nahtlos/ui';

/**
 * The live drawing's code (svg.js, PatternDrawing): fetched once the page has settled, or at the user's first touch or
 * key if that comes sooner. The first screen shows the drawing as published (an image) and works without it; on a
 * phone's link its 29 KB would otherwise arrive among the first screen's code and images. svg.js is evaluated in a task
 * of its own, the drawing's module in the next (one chunk: together they were one long task on a phone, issue 41).
 */
export function loadDrawing(): Promise<typeof import('./PatternDrawing')> {
  return new Promise<void>((resolve) => {
    const wanted = () => {
      window.removeEventListener('pointerdown', wanted, true);
      window.removeEventListener('keydown', wanted, true);
      resolve();
    };
    window.addEventListener('pointerdown', wanted, true);
    window.addEventListener('keydown', wanted, true);
    void afterPageSettled().then(wanted);
  })
    .then(() => import(/* webpackChunkName: "drawing" */ '@svgdotjs/svg.js'))
    .then(yieldToMain)
    .then(() => import(/* webpackChunkName: "drawing" */ './PatternDrawing'));
}

/** The shading's bitmap code, in the drawing's chunk: loaded once the drawing is (loadDrawing), never before. */
export const loadShading = () => import(/* webpackChunkName: "drawing" */ './shading');
/** The drawing's SVG parser (sanitising), in the drawing's chunk too: the first screen parses no drawing (issue 41). */
export const loadSvgParser = () => import(/* webpackChunkName: "drawing" */ './sanitize');
