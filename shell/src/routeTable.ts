/**
 * Which app owns which route (SPEC section 2, DESIGN "The shape"). Exactly one owner per route;
 * anything unmatched is the frame's 404 page. The remotes define the same paths in their
 * own routers; this table only decides which app is mounted.
 */
export type RemoteName = 'mf_library' | 'mf_configurator' | 'mf_profile' | 'mf_account';
export type AppName = RemoteName | 'frame';

export const routeTable: Record<AppName, string[]> = {
  mf_library: [
    '/',
    '/tabs',
    '/tabs/patterns',
    '/patterns',
    '/pattern/:patternId',
    '/pattern-details',
    '/inspiration/:inspirationId',
    '/fabrics',
    '/fabric/:fabricId',
    '/foto-feature',
    '/image-cropper',
    '/save-custom-fabric',
  ],
  mf_configurator: [
    '/configurator',
    '/configurator/:patternId',
    '/configuration/edit/:projectId',
    '/configuration/save',
    '/details/:projectId',
  ],
  mf_profile: ['/profile', '/load/patterns'],
  mf_account: [
    '/login',
    '/register',
    '/register/await-email-verfication',
    '/register/completed',
    '/forgot/password',
    '/login/app-connected',
  ],
  frame: ['/privacy'],
};

export const remoteNames = Object.keys(routeTable).filter((name) => name !== 'frame') as RemoteName[];

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

const compiled = (Object.entries(routeTable) as [AppName, string[]][]).map(
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
export const tabRoutes = ['/', '/tabs/patterns', '/patterns', '/fabrics', '/profile'];
