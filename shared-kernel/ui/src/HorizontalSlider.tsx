import { useRef, type ReactNode } from 'react';
import { prefersReducedMotion } from './motion';

export interface HorizontalSliderProps {
  label: string;
  children: ReactNode;
  /** Show previous/next buttons (mouse and keyboard users); touch and trackpads scroll natively. */
  withButtons?: boolean;
}

/** A horizontally scrolling row with scroll snapping; arrow keys and buttons move by one page. */
export function HorizontalSlider({ label, children, withButtons = true }: HorizontalSliderProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const scrollByPage = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  return (
    <div className="nt-slider-wrap">
      <div
        className="nt-slider"
        ref={rowRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') scrollByPage(1);
          if (event.key === 'ArrowLeft') scrollByPage(-1);
        }}
      >
        {children}
      </div>
      {withButtons ? (
        <div className="nt-slider-controls">
          <button type="button" className="nt-icon-button" aria-label={`${label}: zurück`} onClick={() => scrollByPage(-1)}>
            ‹
          </button>
          <button type="button" className="nt-icon-button" aria-label={`${label}: weiter`} onClick={() => scrollByPage(1)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
