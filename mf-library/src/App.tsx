import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, RouteTransition, showRememberedCameraPurchase } from '@nahtlos/shared-kernel';
import { routes } from './routes';

export function App() {
  // the camera feature's remembered ownership (the store itself starts on /foto-feature or at a purchase)
  useEffect(showRememberedCameraPurchase, []);
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
