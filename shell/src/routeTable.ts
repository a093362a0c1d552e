/**
 * Which app owns which route (SPEC section 2, DESIGN "The shape"). Exactly one owner per route;
 * anything unmatched is the frame's 404 page. The routes come from the apps manifest
 * (shared-kernel/build/apps.json); each remote's test checks that its own router declares the same.
 */
// eslint-disable-next-line no-restricted-imports -- the route table IS the apps manifest: apps.cjs is dependency-free data the bundle carries, nothing dev-only runs
import { remotes, shell, showsContent, type RemoteName } from '@nahtlos/build/apps';

export type { RemoteName };
export { showsContent };
export type AppName = RemoteName | 'frame';

export const routeTable: Record<AppName, readonly string[]> = {
  ...(Object.fromEntries(remotes.map((remote) => [remote.name, remote.routes])) as Record<RemoteName, readonly string[]>),
  frame: shell.routes,
};

export const remoteNames: RemoteName[] = remotes.map((remote) => remote.name);

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const compiled = (Object.entries(routeTable) as [AppName, readonly string[]][]).map(
  ([app, patterns]) => [app, patterns.map(toRegExp)] as const,
);

/** The app that owns a pathname, or null (→ 404). */
export function ownerOf(pathname: string): AppName | null {
  for (const [app, patterns] of compiled) {
    if (patterns.some((pattern) => pattern.test(pathname))) return app;
  }
  return null;
}

/** Tab routes show the bottom tab bar. */
export const tabRoutes: readonly string[] = shell.tabRoutes;
