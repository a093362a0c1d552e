import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a horizontally scrolling row stands: at its start, at its end, and whether it scrolls at all. */
export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
  /** The content is wider than the row (it scrolls). */
  overflows: boolean;
}

/**
 * Before the first measurement (and in a prerendered first paint) a row is taken to start at its start with
 * more to its right: the usual case of a row of cards, so nothing moves when it is measured.
 */
const UNMEASURED: ScrollEdges = { atStart: true, atEnd: false, overflows: true };

/** Pixels from an edge that count as at the edge: scroll snapping and fractional positions stop a few px short. */
const EDGE_TOLERANCE = 4;

/** The edges of `element` as laid out now (read only where layout is up to date: observers, scroll frames). */
export function measureScrollEdges(element: HTMLElement): ScrollEdges {
  const { scrollWidth, clientWidth } = element;
  // right-to-left rows count scrollLeft from 0 down to negative values
  const scrolled = Math.abs(element.scrollLeft);
  const overflows = scrollWidth - clientWidth > EDGE_TOLERANCE;
  return {
    overflows,
    atStart: !overflows || scrolled <= EDGE_TOLERANCE,
    atEnd: !overflows || scrolled + clientWidth >= scrollWidth - EDGE_TOLERANCE,
  };
}

const sameEdges = (a: ScrollEdges, b: ScrollEdges) => a.atStart === b.atStart && a.atEnd === b.atEnd && a.overflows === b.overflows;

/**
 * Follows the scroll position of a horizontal row (`ref`): updated on scroll (once per frame), when the row or
 * one of its items changes size (a resize, an image that loaded) and when items come or go. Measured in a
 * ResizeObserver's callback, after the browser's layout: no forced layout in the render that shows the row.
 * Use it with `scrollFadeAttributes` and the class `nt-scroll-fade` for edge fades.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(UNMEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = measureScrollEdges(element);
      setEdges((previous) => (sameEdges(previous, next) ? previous : next));
    };
    let frame = 0;
    const measureInNextFrame = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    element.addEventListener('scroll', measureInNextFrame, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observeItems = (nodes: Iterable<Node>) => {
      for (const node of nodes) if (node instanceof Element) resizes?.observe(node);
    };
    resizes?.observe(element);
    observeItems(element.children);
    const mutations =
      typeof MutationObserver === 'undefined'
        ? null
        : new MutationObserver((records) => {
            for (const record of records) observeItems(record.addedNodes);
            measureInNextFrame();
          });
    mutations?.observe(element, { childList: true });
    // without a ResizeObserver (old browsers, jsdom) the row is measured once now and on every window resize
    if (!resizes) {
      measure();
      window.addEventListener('resize', measureInNextFrame);
    }
    return () => {
      element.removeEventListener('scroll', measureInNextFrame);
      window.removeEventListener('resize', measureInNextFrame);
      resizes?.disconnect();
      mutations?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return edges;
}

/**
 * The data attributes of a row with the class `nt-scroll-fade` (kit.css): its start and/or end edge fades out
 * where there is more to scroll to. `<div ref={row} className="my-row nt-scroll-fade" {...scrollFadeAttributes(useScrollEdges(row))}>`
 */
export function scrollFadeAttributes(edges: ScrollEdges): { 'data-fade-start'?: ''; 'data-fade-end'?: '' } {
  return {
    ...(edges.overflows && !edges.atStart ? { 'data-fade-start': '' as const } : {}),
    ...(edges.overflows && !edges.atEnd ? { 'data-fade-end': '' as const } : {}),
  };
}
