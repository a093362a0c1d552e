import { useEffect, type RefObject } from 'react';

/**
 * Lets a mouse drag a horizontally scrolling element (touch and trackpads scroll natively).
 * A drag of more than 5 px swallows the click that follows, so links inside are not opened.
 * `selector` picks the scrolling element inside the ref (e.g. the kit slider's row).
 */
export function useMouseDrag(ref: RefObject<HTMLElement | null>, selector?: string) {
  useEffect(() => {
    const root = ref.current;
    const element = selector ? root?.querySelector<HTMLElement>(selector) : root;
    if (!element) return;
    let startX = 0;
    let startScroll = 0;
    let dragging = false;
    let moved = false;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      dragging = true;
      moved = false;
      startX = event.clientX;
      startScroll = element.scrollLeft;
    };
    const onMove = (event: PointerEvent) => {
      if (!dragging) return;
      const dx = event.clientX - startX;
      if (!moved && Math.abs(dx) > 5) {
        moved = true;
        element.classList.add('is-dragging');
        element.setPointerCapture?.(event.pointerId);
      }
      if (moved) element.scrollLeft = startScroll - dx;
    };
    const onUp = (event: PointerEvent) => {
      if (!dragging) return;
      dragging = false;
      element.classList.remove('is-dragging');
      if (element.hasPointerCapture?.(event.pointerId)) element.releasePointerCapture(event.pointerId);
      if (moved) {
        // land on the nearest snap point
        const snapWidth = (element.firstElementChild as HTMLElement | null)?.offsetWidth ?? element.clientWidth;
        if (snapWidth > 0 && element.classList.contains('lib-carousel__track')) {
          element.scrollTo({ left: Math.round(element.scrollLeft / element.clientWidth) * element.clientWidth });
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      if (moved) {
        event.preventDefault();
        event.stopPropagation();
        moved = false;
      }
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    element.addEventListener('click', onClick, true);
    element.addEventListener('dragstart', onDragStart);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('dragstart', onDragStart);
    };
  }, [ref, selector]);
}
