/**
 * The router API the apps use, on wouter (~2 KB brotli against react-router's ~12 KB) with links that cost next to
 * nothing to render (/fabrics draws dozens). Apps import these from the kernel, never from wouter: every
 * root then shares one router inside the platform singleton, and the apps keep the shapes they were written
 * against — a route's `element`, `useLocation()` as an object, `navigate(-1)`, history entries numbered (`idx`).
 */
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Redirect, Route as WouterRoute, Router, Switch, useLocation as useWouterLocation, useSearch, type BaseLocationHook } from 'wouter';
import { useHistoryState, usePathname } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';

export { useParams, useSearchParams } from 'wouter';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Location {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  state: unknown;
}

/**
 * A history entry as the app writes it: the page's state under `usr` and the entry's number, counted from the entry
 * the app was opened in (0) — back.ts goes back in history only over the app's own entries.
 */
interface AppHistoryEntry {
  usr?: unknown;
  idx?: unknown;
}

const entryIndex = (): number => {
  const idx = (window.history.state as AppHistoryEntry | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

function navigateInHistory(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: AppHistoryEntry = { usr: state, idx: replace ? entryIndex() : entryIndex() + 1 };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
}

/** The browser's location for wouter's `<Router hook>`: the path, and navigation that numbers the entries. */
const useBrowserHistory: BaseLocationHook = () => [usePathname(), navigateInHistory];

/**
 * What a router adds to wouter's: how it navigates and how it reads the current entry's state. Links and
 * `useNavigate` take `navigate` from here, so they do not subscribe to the location (a list page renders dozens).
 */
interface RouterHistory {
  navigate: (to: string, options?: NavigateOptions) => void;
  useEntryState: () => unknown;
}

const browserHistory: RouterHistory = {
  navigate: navigateInHistory,
  useEntryState: () => useHistoryState<AppHistoryEntry | null>()?.usr ?? null,
};

const History = createContext<RouterHistory>(browserHistory);

/** The browser's history. The entry a router starts on without a number is where the app was opened: 0. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // a layout effect: before any page's effect reads the number (ProjectDetails remembers its entry)
  useLayoutEffect(numberFirstEntry, []);
  return <Router hook={useBrowserHistory}>{children}</Router>;
}

function numberFirstEntry(): void {
  const entry = window.history.state as AppHistoryEntry | null;
  if (typeof entry?.idx !== 'number') window.history.replaceState({ ...entry, idx: 0 }, '');
}

const stayPut = () => undefined;
const fixedHistory: RouterHistory = { navigate: stayPut, useEntryState: () => null };

/** The server render's router: a fixed location (path and query), no history. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [hook] = useState(() => fixedLocation(location));
  return (
    <History.Provider value={fixedHistory}>
      <Router hook={hook}>{children}</Router>
    </History.Provider>
  );
}

function fixedLocation(location: string): BaseLocationHook {
  const [path, search = ''] = location.split('?');
  return Object.assign(() => [path, stayPut] as [string, typeof stayPut], { searchHook: () => search });
}

/** A router in memory (tests): starts at the first entry; navigation moves it, the browser's history stays. */
export function MemoryRouter({ initialEntries, children }: { initialEntries: (string | { pathname: string; search?: string; state?: unknown })[]; children: ReactNode }) {
  const [memory] = useState(() => {
    const first = initialEntries[0] ?? '/';
    return typeof first === 'string' ? memoryLocation({ path: first }) : memoryLocation({ path: `${first.pathname}${first.search ?? ''}`, state: first.state ?? null });
  });
  const history = useMemo<RouterHistory>(
    () => ({
      navigate: memory.navigate,
      useEntryState: () => {
        memory.hook(); // re-reads on navigation
        return memory.state;
      },
    }),
    [memory],
  );
  return (
    <History.Provider value={history}>
      <Router hook={memory.hook}>{children}</Router>
    </History.Provider>
  );
}

export function useLocation(): Location {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = useContext(History).useEntryState();
  return useMemo(() => ({ pathname, search: search ? `?${search}` : '', state }), [pathname, search, state]);
}

/** `navigate(to, { replace, state })`, or `navigate(-1)`: steps in the browser's history. */
export function useNavigate() {
  const { navigate } = useContext(History);
  return useCallback(
    (to: string | number, options?: NavigateOptions) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(to, options);
    },
    [navigate],
  );
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A link to an app route: a plain click navigates in the app; a modified or middle click is the browser's. */
export function Link({ to, replace, state, onClick, ...anchor }: LinkProps) {
  const { navigate } = useContext(History);
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

/** The routes of a root: the first whose `path` matches renders its `element`. */
export const Routes = Switch;

/** One route; `match` is what `<Routes>` found, handed on so the path is matched once. */
export function Route({ path, element, ...matched }: { path: string; element: ReactNode }) {
  return (
    <WouterRoute path={path} {...matched}>
      {element}
    </WouterRoute>
  );
}

/** Moves to `to` once rendered (in the browser; a server render writes nothing). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
