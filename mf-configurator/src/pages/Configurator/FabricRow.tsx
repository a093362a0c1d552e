import { useDeferredValue, useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import type { SewingPattern } from '@nahtlos/platform';
import { scrollFadeAttributes, useScrollEdges } from '@nahtlos/ui';
import { rowKeys } from '../../components/rowKeys';
import { preloadTiles } from '../../drawing/tilePreload';
import { strings } from '../../strings';
import { FabricButton } from './FabricButton';
import * as model from './model';

const t = strings.configurator;

/** Fabrics a new list shows at once: more than a phone's row or a desktop's column shows without scrolling. */
const FABRICS_AT_ONCE = 20;

export function FabricRow({ pattern }: { pattern: SewingPattern }) {
  const { fabrics, inStash, currentFill, selected, chooseFabric } = useUnit({
    fabrics: model.$visibleFabrics,
    inStash: model.$stashFabricIds,
    currentFill: model.$currentFill,
    selected: model.$selectedAreaId,
    chooseFabric: model.fabricChosen,
  });
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
  const scrolledRef = useRef(false);
  // a new area or material starts the row at its beginning; a row never scrolled is there already (writing
  // scrollLeft forces a layout: in the first render that made the configurator's start one long task)
  useEffect(() => {
    if (scrolledRef.current && rowRef.current) rowRef.current.scrollTo(0, 0);
    preloadTiles(fabrics.slice(0, 24).map((fabric) => fabric.path));
  }, [fabrics]);
  // a new list (another area or material) shows its first fabrics in the click's frame and the rest in a render
  // React may interrupt: mounting all ~50 buttons at once kept a phone from painting the new area for 100+ ms
  const listShown = useDeferredValue(fabrics);
  const shown = listShown === fabrics ? fabrics : fabrics.slice(0, FABRICS_AT_ONCE);
  const areaName = pattern.areas.find((area) => area.id === selected)?.name ?? '';
  return (
    <div
      className="cfg-fabrics nt-scroll-fade"
      role="group"
      aria-label={`${t.fabrics}: ${areaName}`}
      onKeyDown={rowKeys}
      onScroll={(event) => (scrolledRef.current = event.currentTarget.scrollLeft !== 0 || event.currentTarget.scrollTop !== 0)}
      ref={rowRef}
      {...scrollFadeAttributes(edges)}
    >
      {fabrics.length === 0 ? <p className="cfg-note">{t.noFabrics}</p> : null}
      {shown.map((fabric) => (
        <FabricButton key={fabric.id} fabric={fabric} pressed={currentFill === fabric.id} inStash={inStash.has(fabric.id)} onChoose={chooseFabric} />
      ))}
    </div>
  );
}
