import { useLayoutEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { $online } from '@nahtlos/platform';
import { strings } from '../strings';

/**
 * Live online/offline banner (the store is fed by the browser's online/offline events). Fixed at the
 * top of the viewport: the frame renders after the page, so in the flow it would sit below all content.
 */
export function NetworkBanner() {
  const online = useUnit($online);
  if (online) return null;
  return <OfflineBanner />;
}

function OfflineBanner() {
  const banner = useRef<HTMLDivElement>(null);
  useReservedTopSpace(banner);
  return (
    <div ref={banner} className="frame-banner" role="status" aria-live="polite">
      {strings.frame.offline}
    </div>
  );
}

/** While shown, the page starts below the banner instead of under it (its header stays visible). */
function useReservedTopSpace(element: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const body = document.body;
    const reserve = () => body.style.setProperty('padding-top', `${node.offsetHeight}px`);
    reserve();
    // the text wraps differently after a rotation or a font change
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-top');
    };
  }, [element]);
}
