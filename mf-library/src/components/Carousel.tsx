import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NextIcon, prefersReducedMotion, PreviousIcon } from '@nahtlos/ui';
import { strings } from '../strings';
import { useMediaQuery } from './useMediaQuery';
import { useMouseDrag } from './useMouseDrag';

const t = strings.library.common;

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  className?: string;
  /**
   * A media query (e.g. '(min-width: 768px)') from which every slide is shown at once, side by side, as a
   * list without bullets or buttons. The page's CSS lays the track out as a grid for the same query.
   */
  gridFrom?: string;
}

/**
 * Full-width slides with bullets. Touch swipes scroll natively (scroll snapping), a mouse can drag,
 * arrow keys and the previous/next buttons move one slide; smooth unless reduced motion is asked for.
 */
export function Carousel({ label, slides, className, gridFrom }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const grid = useMediaQuery(gridFrom);
  useMouseDrag(trackRef);

  // slide a programmatic (smooth) scroll is heading to: scroll events on the way do not change `current`
  const targetRef = useRef<number | null>(null);
  const releaseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const goTo = useCallback((index: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = Math.max(0, Math.min(slides.length - 1, index));
    targetRef.current = target;
    clearTimeout(releaseTimer.current);
    releaseTimer.current = setTimeout(() => (targetRef.current = null), 1000);
    track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setCurrent(target);
  }, [slides.length]);
  const step = (direction: 1 | -1) => goTo((targetRef.current ?? current) + direction);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (track.clientWidth <= 0) return;
        const position = track.scrollLeft / track.clientWidth;
        if (targetRef.current !== null) {
          if (Math.abs(position - targetRef.current) > 0.02) return;
          targetRef.current = null;
        }
        setCurrent(Math.round(position));
      });
    };
    // the user takes over (swipe, drag, wheel): follow the scroll position again
    const release = () => (targetRef.current = null);
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('pointerdown', release, { passive: true });
    track.addEventListener('wheel', release, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(releaseTimer.current);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('pointerdown', release);
      track.removeEventListener('wheel', release);
    };
  }, []);

  const classes = `lib-carousel${className ? ` ${className}` : ''}`;
  if (grid) {
    return (
      <section className={`${classes} is-grid`} aria-label={label}>
        <div className="lib-carousel__track" ref={trackRef} role="list">
          {slides.map((slide, index) => (
            <div className="lib-carousel__slide" key={index} role="listitem">
              {slide}
            </div>
          ))}
        </div>
      </section>
    );
  }

  return (
    <section className={classes} aria-roledescription="Karussell" aria-label={label}>
      <div
        className="lib-carousel__track"
        ref={trackRef}
        tabIndex={0}
        role="group"
        aria-label={`${label}: ${t.slideOf(current + 1, slides.length)}`}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') {
            event.preventDefault();
            step(1);
          } else if (event.key === 'ArrowLeft') {
            event.preventDefault();
            step(-1);
          }
        }}
      >
        {slides.map((slide, index) => (
          <div
            className="lib-carousel__slide"
            key={index}
            role="group"
            aria-roledescription="Folie"
            aria-label={t.slideOf(index + 1, slides.length)}
            aria-hidden={index === current ? undefined : true}
            inert={index === current ? undefined : true}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="lib-carousel__controls">
        <button type="button" className="lib-round-button" aria-label={t.previous} disabled={current === 0} onClick={() => step(-1)}>
          <PreviousIcon aria-hidden="true" size={22} />
        </button>
        <div className="lib-carousel__bullets">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className="lib-carousel__bullet"
              aria-label={t.goToSlide(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
        <button
          type="button"
          className="lib-round-button"
          aria-label={t.next}
          disabled={current === slides.length - 1}
          onClick={() => step(1)}
        >
          <NextIcon aria-hidden="true" size={22} />
        </button>
      </div>
    </section>
  );
}
