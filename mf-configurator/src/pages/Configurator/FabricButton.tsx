import { memo, type CSSProperties } from 'react';
import type { Fabric } from '@nahtlos/platform';
import { ImageWithPlaceholder } from '@nahtlos/ui';
import { strings } from '../../strings';

/**
 * A fabric to choose: its thumbnail (a colour swatch when it has none) with its name under it, which names the button.
 * The thumbnail is asked for once the page has hydrated: until then the fabric's colour stands in, so on a phone's first
 * visit the swatches do not share its slow link with the app's code. A fabric of the user's stash says so (issue 40).
 */
export const FabricButton = memo(function FabricButton({
  fabric,
  pressed,
  inStash = false,
  onChoose,
}: {
  fabric: Fabric;
  pressed: boolean;
  /** in the user's stash: marked 'Im Vorrat', which is part of the button's name */
  inStash?: boolean;
  onChoose: (fabricId: string) => void;
}) {
  // custom fabrics have no thumbnail: their photo is the image
  const image = fabric.thumbnail ?? (fabric.isCustom ? fabric.path : null);
  return (
    <button type="button" className="cfg-fabric" aria-pressed={pressed} data-fabric-id={fabric.id} onClick={() => onChoose(fabric.id)}>
      <span className="cfg-fabric-image" style={fabric.color ? ({ '--cfg-swatch-color': fabric.color } as CSSProperties) : undefined}>
        {image ? (
          // an image that cannot load (offline, not cached) becomes the kit's placeholder, never a broken image.
          // Not lazy: the browser does not load lazy images beyond a scrolling row's edge, so the thumbnail cut
          // by the edge (and each one scrolled to) showed empty; they are a few KB each, fetched at low priority.
          <ImageWithPlaceholder src={image} alt="" width={72} height={72} fetchPriority="low" decoding="async" afterHydration />
        ) : (
          <span className="cfg-swatch" style={{ background: fabric.color ?? '#ffffff' }} />
        )}
      </span>
      <span className="cfg-fabric-name">{fabric.name}</span>
      {inStash ? <span className="cfg-fabric-stash">{strings.configurator.inStash}</span> : null}
    </button>
  );
});

