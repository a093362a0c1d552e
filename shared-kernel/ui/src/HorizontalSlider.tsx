import { useEffect, useRef, type ReactNode } from 'react';
import { NextIcon, PreviousIcon } from './icons';
import { prefersReducedMotion } from './motion';
import { scrollFadeAttributes, useScrollEdges } from './scrollEdges';

export interface HorizontalSliderProps {
  label: string;
  children: ReactNode;
  /** Show previous/next buttons (mouse and keyboard users); touch and trackpads scroll natively. */
  withButtons?: boolean;
}

/**
 * A horizontally scrolling row with scroll snapping; arrow keys and buttons move by one page. Its edges fade
 * where there is more to scroll to; the buttons are disabled at the row's ends and left out when everything fits.
 */
export function HorizontalSlider({ label, children, withButtons = true }: HorizontalSliderProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const edges = useScrollEdges(rowRef);
  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  // a button pressed up to its end becomes disabled: keyboard focus goes to the other one instead of the page
  useEffect(() => {
    const focused = document.activeElement;
    if (edges.atEnd && focused === nextRef.current && !edges.atStart) previousRef.current?.focus();
    if (edges.atStart && focused === previousRef.current && !edges.atEnd) nextRef.current?.focus();
  }, [edges.atStart, edges.atEnd]);
  return (
    <div className="nt-slider-wrap">
      <div
        className="nt-slider nt-scroll-fade"
        ref={rowRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') scrollByPage(1);
          if (event.key === 'ArrowLeft') scrollByPage(-1);
        }}
        {...scrollFadeAttributes(edges)}
      >
        {children}
      </div>
      {withButtons ? (
        <div className="nt-slider-controls" hidden={!edges.overflows}>
          <button
            ref={previousRef}
            type="button"
            className="nt-icon-button"
            aria-label={`${label}: zurück`}
            disabled={edges.atStart}
            onClick={() => scrollByPage(-1)}
          >
            <PreviousIcon size={24} />
          </button>
          <button
            ref={nextRef}
            type="button"
            className="nt-icon-button"
            aria-label={`${label}: weiter`}
            disabled={edges.atEnd}
            onClick={() => scrollByPage(1)}
          >
            <NextIcon size={24} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
