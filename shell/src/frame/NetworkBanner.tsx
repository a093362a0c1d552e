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

/**
 * While shown, the page starts below the banner instead of under it (its header stays visible), and from
 * 768 px the top navigation sits below the banner (frame.css reads --frame-banner-height): the page then starts
 * below both (the kit's body padding is the navigation's height).
 */
function useReservedTopSpace(element: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const body = document.body;
    const reserve = () => {
      body.style.setProperty('--frame-banner-height', `${node.offsetHeight}px`);
      body.style.setProperty('padding-top', `calc(${node.offsetHeight}px + var(--nt-topnav-height, 0px))`);
    };
    reserve();
    // the text wraps differently after a rotation or a font change
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('--frame-banner-height');
      body.style.removeProperty('padding-top');
    };
  }, [element]);
}
