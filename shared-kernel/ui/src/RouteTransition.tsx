import { useState, type ReactNode } from 'react';
import { useLocation } from '@nahtlos/platform';

/**
 * Page-in movement (280 ms, none with reduced motion) on route changes inside one app. The route
 * the app was mounted with is not animated here: the shell already moves the app's container in,
 * and the first frame must show the content as it is (see kit.css on why nothing fades in).
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [firstPath] = useState(location.pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.pathname !== firstPath) setNavigated(true);
  return (
    <div key={location.pathname} className={navigated ? 'nt-page-enter' : undefined}>
      {children}
    </div>
  );
}
