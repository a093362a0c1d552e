import type { ReactNode } from 'react';
import { useLocation } from '@nahtlos/platform';

/** Page-in animation (280 ms, none with reduced motion) on route changes inside one app. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <div key={location.pathname} className="nt-page-enter">
      {children}
    </div>
  );
}
