/** Test helpers for every app's tests (dev only: no production source imports this package). */
export { renderPage } from './renderPage';
export { captureLogs } from './captureLogs';
