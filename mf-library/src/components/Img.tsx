import { useEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { ImageMissingIcon } from '@nahtlos/ui';

export type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'className'> & {
  src: string;
  /** '' for a decorative image: its placeholder is hidden from screen readers too. */
  alt: string;
  /** Sizes the image and, when it cannot load, its placeholder (same box). */
  className: string;
};

/**
 * An image the library shows itself (headers, slides, previews). When it cannot load (offline and never
 * seen, a 404, a broken file) a placeholder of the same size takes its place: a soft box with an icon,
 * never the browser's broken-image icon. A named image keeps its name on the placeholder.
 */
export function Img({ src, alt, className, onError, ...rest }: ImgProps) {
  const { width, height } = rest;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // an error that came before React listened (an image the first paint already had) is seen here
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.getAttribute('src') && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (failedSrc === src) {
    return (
      <span
        className={`${className} lib-image-missing`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-image-missing=""
        // the image's proportions, for a box whose CSS does not give it a size of its own (library.css)
        style={width && height ? ({ '--lib-ratio': `${width} / ${height}` } as CSSProperties) : undefined}
      >
        <ImageMissingIcon aria-hidden="true" focusable="false" size={28} strokeWidth={1.6} />
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={className}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
