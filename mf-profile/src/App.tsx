import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, RouteTransition, startCameraPurchases } from '@nahtlos/shared-kernel';
import { routes } from './routes';

export function App() {
  // the camera feature purchase: ownership remembered on the device shows at once, the store starts when idle
  useEffect(() => {
    const start = () => void startCameraPurchases();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 0);
  }, []);
  return (
    <BrowserRouter>
      <RouteTransition>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </RouteTransition>
    </BrowserRouter>
  );
}
