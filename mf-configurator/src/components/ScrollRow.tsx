import { useRef, type ReactNode } from 'react';
import { scrollFadeAttributes, useScrollEdges } from '@nahtlos/ui';
import { rowKeys, selectingRowKeys } from './rowKeys';

/**
 * A horizontally scrolling row of chips on phones (wrapping from 768 px): its edges fade where there is more
 * to scroll to, so a chip cut at the screen's edge reads as 'more this way'. `selects`: the chips are one choice, and
 * the arrow keys select the chip they move to (selectingRowKeys).
 */
export function ScrollRow({ className, label, selects = false, children }: { className: string; label: string; selects?: boolean; children: ReactNode }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
  return (
    <div className={`${className} nt-scroll-fade`} role="group" aria-label={label} onKeyDown={selects ? selectingRowKeys : rowKeys} ref={rowRef} {...scrollFadeAttributes(edges)}>
      {children}
    </div>
  );
}
