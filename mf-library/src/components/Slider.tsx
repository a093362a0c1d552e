import { useRef, type ReactNode } from 'react';
import { HorizontalSlider } from '@nahtlos/ui';
import { useMouseDrag } from './useMouseDrag';

/** The kit's horizontal slider (touch, keyboard, buttons) plus mouse dragging. */
export function Slider({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useMouseDrag(ref, '.nt-slider');
  return (
    <div className="lib-slider" ref={ref}>
      <HorizontalSlider label={label}>{children}</HorizontalSlider>
    </div>
  );
}
