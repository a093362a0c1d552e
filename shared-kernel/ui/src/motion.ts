import { timings } from './tokens';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window to an element (or y position) in exactly `duration` ms (468 ms by spec);
 * instantly when the user prefers reduced motion. Resolves when the scroll has finished.
 */
export function smoothScrollTo(target: Element | number, duration: number = timings.smoothScroll): Promise<void> {
  const startY = window.scrollY;
  const targetY =
    typeof target === 'number' ? target : target.getBoundingClientRect().top + window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || startY === targetY) {
    window.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startTime = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startTime) / duration);
      window.scrollTo(0, startY + (targetY - startY) * easeInOut(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Waits the page-out duration unless reduced motion is requested. */
export function pageLeaveDelay(): Promise<void> {
  const ms = prefersReducedMotion() ? 0 : timings.pageOut;
  return new Promise((resolve) => setTimeout(resolve, ms));
}
