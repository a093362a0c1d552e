import { useRef, type ReactNode } from 'react';
import { scrollFadeAttributes, useScrollEdges } from '@nahtlos/ui';
import { rowKeys } from './rowKeys';

/**
 * A horizontally scrolling row of chips on phones (wrapping from 768 px): its edges fade where there is more
 * to scroll to, so a chip cut at the screen's edge reads as 'more this way'.
 */
export function ScrollRow({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(rowRef);
  return (
    <div className={`${className} nt-scroll-fade`} role="group" aria-label={label} onKeyDown={rowKeys} ref={rowRef} {...scrollFadeAttributes(edges)}>
      {children}
    </div>
  );
}
