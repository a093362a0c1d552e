import { ImageWithPlaceholder } from './ImageWithPlaceholder';

export interface PatternPreviewProps {
  /** The pattern's SVG/preview URL or a project's PNG preview URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  lazy?: boolean;
}

/**
 * Preview image of a pattern or a saved project; width/height keep the layout from shifting. An image that
 * cannot be loaded shows the kit's placeholder in its place.
 */
export function PatternPreview({ src, alt, width = 300, height = 400, lazy = true }: PatternPreviewProps) {
  return (
    <ImageWithPlaceholder
      className="nt-preview"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
