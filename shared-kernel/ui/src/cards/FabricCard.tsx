import { Link } from '@nahtlos/platform';
import type { Fabric } from '@nahtlos/platform';
import { ImageWithPlaceholder } from '../ImageWithPlaceholder';
import { OfflineIcon } from '../icons';
import { uiStrings } from '../strings';
import { useUploadStatus } from './uploadStatus';
import './cards.css';

export interface FabricCardProps {
  fabric: Pick<Fabric, 'id' | 'name' | 'thumbnail' | 'path' | 'color' | 'isCustom' | 'uploaded' | 'shop' | 'details' | 'deleted'>;
  /** Fill the grid cell instead of the fixed slider width (140 px). */
  fluid?: boolean;
  /** Small variant for dense rows: 112 px wide. */
  small?: boolean;
  /** Load the image lazily (default); pass false for cards above the fold. */
  lazy?: boolean;
  /** The first cards of a page: fetch the image with high priority (largest paint). */
  priority?: boolean;
}

/** The shop page of a shipped fabric: the fabric's own shop URL, else the shop's URL. */
export function fabricShopUrl(fabric: Pick<Fabric, 'shop' | 'details'>): string | null {
  return fabric.details?.shopUrl || fabric.shop?.url || null;
}

/**
 * A fabric (SPEC "Cards"): image (thumbnail, or a colour swatch when there is none) and name,
 * opens /fabric/{id}. Shipped fabrics get a cart button that opens the shop in a new window;
 * custom fabrics show an offline-cloud icon while offline, logged in and not yet uploaded (online:
 * 'Wird hochgeladen…' or 'Noch nicht hochgeladen' under the name). An own fabric deleted since a design used
 * it ('Gelöschter Stoff') has no page to open: the card is not a link.
 */
export function FabricCard({ fabric, fluid = false, small = false, lazy = true, priority = false }: FabricCardProps) {
  const upload = useUploadStatus(fabric.isCustom && !fabric.uploaded);
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  const showOffline = upload?.kind === 'offline';
  const shopUrl = fabric.isCustom ? null : fabricShopUrl(fabric);
  const className = `nt-fabric-card${fluid ? ' nt-fabric-card--fluid' : ''}${small ? ' nt-fabric-card--small' : ''}`;
  const content = (
    <>
      <span className="nt-fabric-card__image">
        {image ? (
          <ImageWithPlaceholder
            src={image}
            alt=""
            width={160}
            height={160}
            loading={lazy && !priority ? 'lazy' : 'eager'}
            decoding={priority ? 'sync' : 'async'}
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <span className="nt-fabric-card__swatch" style={{ background: fabric.color ?? '#ffffff' }} />
        )}
      </span>
      <span className="nt-fabric-card__name">{fabric.name}</span>
      {upload && !showOffline ? <span className="nt-fabric-card__upload">{upload.label}</span> : null}
    </>
  );
  return (
    <div className={className}>
      {fabric.deleted ? (
        <span className="nt-fabric-card__link nt-fabric-card__link--none">{content}</span>
      ) : (
        <Link className="nt-fabric-card__link" to={`/fabric/${encodeURIComponent(fabric.id)}`}>
          {content}
        </Link>
      )}
      {showOffline ? (
        <span className="nt-fabric-card__badge" role="img" aria-label={uiStrings.cards.notUploaded} title={uiStrings.cards.notUploaded}>
          <OfflineIcon size={20} strokeWidth={1.8} />
        </span>
      ) : null}
      {shopUrl ? (
        <a
          className="nt-fabric-card__cart"
          href={shopUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${uiStrings.cards.buyFabric(fabric.name)} ${uiStrings.cards.newWindow}`}
        >
          {/* the icon is the stylesheet's (cards.css): a list page draws one per card, as an element each it was a third of /fabrics' markup */}
          <span className="nt-fabric-card__cart-icon" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}
