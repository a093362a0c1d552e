import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below its first screen that React adopts after the rest (React's selective
 * hydration: a Suspense boundary is hydrated on its own, after the page around it has committed). The app is mounted
 * and answers input once the first screen is adopted; this part follows in the next slices, and a tap inside it
 * before then hydrates it at once and is replayed. Rendered in the browser (no server markup), it is its children.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
