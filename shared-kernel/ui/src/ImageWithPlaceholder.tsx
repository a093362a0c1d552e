import { useDeferredValue, useLayoutEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { ImageMissingIcon } from './icons';
import { useServerMarkup } from './spa/serverMarkup';

export interface ImagePlaceholderProps {
  /** The missing image's text: read to screen readers (nothing for a decorative image, alt ''). */
  alt: string;
  className?: string;
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
}

/**
 * Where an image cannot be shown (offline and never seen, gone, broken): a soft field with the kit's
 * 'image missing' icon in the image's place and size. It keeps the image's text for screen readers.
 */
export function ImagePlaceholder({ alt, className, width, height, style }: ImagePlaceholderProps) {
  const sized = typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0;
  // the image's own width and ratio (its width/height attributes): the page keeps its layout
  const size = sized ? ({ '--nt-image-width': `${width}px`, aspectRatio: `${width} / ${height}` } as CSSProperties) : {};
  return (
    <span
      className={`nt-image-missing${className ? ` ${className}` : ''}`}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      style={{ ...size, ...style }}
    >
      <ImageMissingIcon size={28} strokeWidth={1.6} />
    </span>
  );
}

export type ImageWithPlaceholderProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Not needed for the first screen (e.g. beyond a row's edge): asked for once the page has hydrated. Lazy images are. */
  afterHydration?: boolean;
};

/**
 * false in the server render and while the app adopts it, true in a deferred render right after (a transition,
 * rendered in slices: a page of many images is not re-rendered in one task, as a store's snapshot would force).
 * Always true where the app renders in the browser.
 */
const useHydrated = () => useDeferredValue(true, useServerMarkup() ? false : undefined);

/** A transparent image of the given size: the box keeps its ratio (no layout shift) and shows no alt text. */
const blankOfSize = (width: number, height: number) =>
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`;

/**
 * An <img> that turns into the kit's placeholder (same class, size and text) when it cannot be loaded, instead
 * of the browser's broken-image icon. Every image of the kit is one; apps use it for their own images too.
 */
export function ImageWithPlaceholder({ src, alt, className, width, height, style, onError, afterHydration = false, ...image }: ImageWithPlaceholderProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // an image that failed while its render was not committed yet (a render in slices) is shown as failed on commit
  const failed = useRef<string | null>(null);
  const element = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    if (failed.current === src) setFailedSrc(src);
    // a hydrated image (of a first paint) may have failed before React listened: a broken image does not decode
    const img = element.current;
    if (img?.complete && img.naturalWidth === 0 && typeof img.decode === 'function') img.decode().catch(() => setFailedSrc(src));
  }, [src]);
  const hydrated = useHydrated();
  if (!src || failedSrc === src) return <ImagePlaceholder alt={alt} className={className} width={width} height={height} style={style} />;
  const attributes = { alt, className, width, height, style, ...image };
  // A lazy image (not on the first screen) of a server-rendered page is asked for once the page has hydrated: the
  // browser fetches lazy images far ahead of the screen, and on a phone's network they would share the line with the
  // code that makes the page work. Without JavaScript the <noscript> copy shows; the page hides the stand-in
  // (`data-deferred-image`, shell/src/index.html).
  if ((afterHydration || image.loading === 'lazy') && !hydrated && typeof width === 'number' && typeof height === 'number') {
    return (
      <>
        <img ref={element} src={blankOfSize(width, height)} {...attributes} data-deferred-image="" />
        <noscript>
          <img src={src} {...attributes} />
        </noscript>
      </>
    );
  }
  return (
    <img
      ref={element}
      src={src}
      onError={(event) => {
        failed.current = src;
        setFailedSrc(src);
        onError?.(event);
      }}
      {...attributes}
    />
  );
}
