import { Link } from '@nahtlos/platform';
import type { Inspiration } from '@nahtlos/platform';
import { ImageWithPlaceholder } from '../ImageWithPlaceholder';
import { cardColor } from '../tokens';
import './cards.css';

export interface InspirationCardProps {
  inspiration: Pick<Inspiration, 'id' | 'tag' | 'title' | 'previewPath'>;
  /** Position in its list: picks one of the four rotating backgrounds. */
  index: number;
  /** Small variant: 160 px wide (profile). */
  small?: boolean;
  /** Show the preview image (default true when the inspiration has one). */
  showImage?: boolean;
  /** Optional caption below the title. */
  caption?: string;
  /** Load the image lazily (default); pass false for cards above the fold. */
  lazy?: boolean;
  /** Fill the grid cell instead of the slider width (240 px, small 160 px). */
  fluid?: boolean;
}

/** An inspiration teaser (SPEC "Cards"): tag and title on a rotating background; opens /inspiration/{id}. */
export function InspirationCard({ inspiration, index, small = false, showImage = true, caption, lazy = true, fluid = false }: InspirationCardProps) {
  const image = showImage && inspiration.previewPath ? inspiration.previewPath : null;
  return (
    <Link
      className={`nt-inspiration-card${small ? ' nt-inspiration-card--small' : ''}${fluid ? ' nt-inspiration-card--fluid' : ''}`}
      to={`/inspiration/${encodeURIComponent(inspiration.id)}`}
      style={{ background: cardColor(index) }}
    >
      {image ? (
        <ImageWithPlaceholder
          className="nt-inspiration-card__image"
          src={image}
          alt=""
          width={640}
          height={480}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
      ) : null}
      <span className="nt-inspiration-card__body">
        <span className="nt-inspiration-card__tag">{inspiration.tag}</span>
        <span className="nt-inspiration-card__title">{inspiration.title}</span>
        {caption ? <span className="nt-inspiration-card__caption">{caption}</span> : null}
      </span>
    </Link>
  );
}
