import { Suspense, use, useContext, useEffect, useId, type ReactNode } from 'react';
import { ServerMarkup } from './serverMarkup';

// The page's later parts are adopted one after another, each in a render and a commit of its own: React adopts all the
// parts that are ready in one commit, and on a long page (the library's 64 fabrics) that commit alone blocked a slow
// phone for ~400 ms. A part waits for its turn (suspended, its server markup shown); the part before it passes the turn
// on once it is adopted, in a task of its own. A touch or a key ends the waiting: every part is adopted at once, so
// React can hydrate the touched one and replay the tap.
const waiting: (() => void)[] = [];
const turns = new Map<string, Promise<void> | null>();
let released = typeof document === 'undefined'; // (the server)
let turnTaken = false;

function releaseAll(): void {
  released = true;
  for (const start of waiting.splice(0)) start();
}
if (!released) for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, releaseAll, { capture: true, once: true });

/** The part's turn: null once it may be adopted, else a promise of it. The first part asking takes the turn at once. */
function turnOf(id: string): Promise<void> | null {
  if (released) return null;
  if (!turns.has(id)) {
    const first = !turnTaken;
    turnTaken = true;
    turns.set(id, first ? null : new Promise<void>((start) => waiting.push(start)));
  }
  return turns.get(id) ?? null;
}

let lateTurn: ReturnType<typeof setTimeout> | undefined;

function giveNextTurn(): void {
  clearTimeout(lateTurn);
  const next = waiting.shift();
  if (!next) return releaseAll(); // every part of the page is adopted: later renders wait for nothing
  next();
  // a part that is not adopted (gone with a navigation) does not hold the rest back
  lateTurn = setTimeout(giveNextTurn, 2000);
}

/** Called by a part once adopted: the next part's turn, in the next task. */
const passTurn = () => void setTimeout(giveNextTurn, 0);

function InTurn({ children }: { children: ReactNode }) {
  const turn = turnOf(useId());
  if (turn) use(turn);
  useEffect(passTurn, []);
  return children;
}

/**
 * A part of a server-rendered page below its first screen that React adopts after the rest (React's selective
 * hydration: a Suspense boundary is hydrated on its own, after the page around it has committed), and after the parts
 * before it, one at a time. The app is mounted and answers input once the first screen is adopted. Rendered in the
 * browser (no server markup), it is its children.
 */
export function HydratedLater({ children }: { children: ReactNode }) {
  // (the same elements for the mount's life: a part is never mounted again when the waiting ends)
  const adopting = useContext(ServerMarkup) === 'adopted'; // (the server render never waits)
  return <Suspense fallback={null}>{adopting ? <InTurn>{children}</InTurn> : children}</Suspense>;
}
