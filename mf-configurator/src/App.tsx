import { BrowserRouter, Route, Routes, RouteTransition } from '@nahtlos/shared-kernel';
import { routes } from './routes';

export function App() {
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
