import React, { startTransition, type ComponentType } from 'react';
import type { SingleSpaReactOpts } from 'single-spa-react';
import { logger, registerReactCopy, yieldToMain } from '@nahtlos/platform';
import { uiStrings } from '../strings';
import { ServerMarkup } from './serverMarkup';
// The kit's tokens and base styles come with the lifecycles every app (the frame and each remote) uses.
// Not in index.ts: the package is side-effect free but for CSS, so webpack skips index.ts for named
// imports and a CSS import there never reaches any bundle.
import '../kit.css';

export interface SpaLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

/** What a render error inside a remote shows instead of a blank page. */
function RenderFailure() {
  return (
    <div className="nt-page" role="alert">
      <h1>{uiStrings.frame.remoteFailedTitle}</h1>
      <p>{uiStrings.frame.remoteFailedText}</p>
      <button type="button" className="nt-button" onClick={() => window.location.reload()}>
        {uiStrings.frame.retry}
      </button>
    </div>
  );
}

/**
 * single-spa lifecycles for a React app (React 19: rendered through ReactDOMClient).
 * Every remote exposes the result as './spa'; the shell mounts it into the element it passes
 * as `domElement`.
 *
 * The first render of a mount is a transition: React renders it in slices of a few milliseconds and
 * lets the browser in between, where a plain `root.render` is one task for the whole tree (60–180 ms
 * on a phone for a route's first render). Until the commit the container keeps what it shows (the
 * prerendered first paint); the mount resolves once the tree is in the page, as before.
 *
 * A mount with `hydrate: true` (the shell's, into a container holding the route's first paint) hydrates that
 * markup: React adopts the elements instead of building the page again, so the browser neither lays out
 * nor paints the page anew and the elements painted first (the largest paint among them) stay. Markup that
 * does not match the first render (state the first paint could not know) is rendered afresh, as without.
 */
export function createSpaLifecycles(rootComponent: ComponentType): SpaLifecycles {
  return withTransitionMount({ rootComponent: rootComponent as ComponentType<never> });
}

/**
 * The same lifecycles for a root that is loaded at bootstrap, in a task of its own: a remote's entry, its
 * container and its spa module run in one task when its script arrives; the app's pages and models (most of
 * its code) follow in the next one. `loadRoot` is typically `import(/* webpackMode: "eager" *\/ './App')`:
 * the same chunk, no request of its own.
 */
export function createLazySpaLifecycles(loadRoot: () => Promise<ComponentType>): SpaLifecycles {
  const loadRootComponent = async () => {
    await yieldToMain();
    return loadRoot();
  };
  // (single-spa-react types the loaded root with the props it passes; the apps' roots take none)
  return withTransitionMount({ loadRootComponent: loadRootComponent as unknown as RootOption['loadRootComponent'] });
}

type RootOption = Pick<SingleSpaReactOpts<never>, 'rootComponent' | 'loadRootComponent'>;

/** A first paint that does not match the app's first render: React renders that part afresh. Worth knowing, not an error. */
function onHydrationMismatch(error: unknown): void {
  logger.warn('[nahtlos] the first paint did not match the first render; rendered afresh', error instanceof Error ? error.message : error);
}

/**
 * React's DOM renderer and single-spa-react, loaded by the first mount, not with the app's code: the renderer is the
 * biggest file of a first visit, and its app (the frame's or a remote's) is evaluated and bootstrapped while it is
 * still on its way. hydrateRoot gets our mismatch handling (single-spa-react passes no root options itself).
 */
const loadRenderer = () =>
  Promise.all([import('react-dom/client'), import('single-spa-react')]).then(([client, singleSpaReact]) => ({
    singleSpaReact: singleSpaReact.default,
    ReactDOMClient: {
      createRoot: client.createRoot,
      hydrateRoot: (container: Element, children: React.ReactNode) => client.hydrateRoot(container, children, { onRecoverableError: onHydrationMismatch }),
    },
  }));

function withTransitionMount(root: RootOption): SpaLifecycles {
  registerReactCopy(React);
  let hydrating = false;
  // whether the current mount adopts the host's markup (ServerMarkup), kept for the mount's life
  let adoptsServerMarkup = false;
  const withServerMarkup = (Root: ComponentType<object>) =>
    function ServerMarkupRoot(props: object) {
      return <ServerMarkup.Provider value={adoptsServerMarkup && 'adopted'}>{React.createElement(Root, props)}</ServerMarkup.Provider>;
    };
  let loadedRoot: Promise<ComponentType<object>> | null = null;
  const loadRoot = (props: object) =>
    (loadedRoot ??= Promise.resolve(root.rootComponent ?? root.loadRootComponent!(props as never)).then((Root) =>
      withServerMarkup(Root as unknown as ComponentType<object>),
    ));
  let reactLifecycles: Promise<SpaLifecycles> | null = null;
  const lifecycles = () =>
    (reactLifecycles ??= Promise.all([loadRenderer(), loadRoot({})]).then(async ([{ singleSpaReact, ReactDOMClient }, Root]) => {
      // the renderer was evaluated in this task: the first render starts in the next one
      await yieldToMain();
      return singleSpaReact({
        React,
        ReactDOMClient: ReactDOMClient as unknown as SingleSpaReactOpts<never>['ReactDOMClient'],
        // read inside each mount (below)
        renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
        // the apps' roots take no props: they read routes from the URL and state from the bus
        rootComponent: Root as RootOption['rootComponent'],
        errorBoundary: () => <RenderFailure />,
      }) as unknown as SpaLifecycles;
    }));
  return {
    // the app's code (its pages and models), without waiting for the renderer
    bootstrap: async (props) => {
      await loadRoot(props);
    },
    async mount(props) {
      const react = await lifecycles();
      await react.bootstrap(props);
      const { hydrate, domElement, beforeRoot } = props as { hydrate?: unknown; domElement?: Element; beforeRoot?: () => void };
      hydrating = hydrate === true && domElement?.firstChild != null;
      adoptsServerMarkup = hydrating;
      // single-spa-react creates the root synchronously inside mount: its first render is scheduled as a transition.
      // `beforeRoot` (the shell's) runs in the same task, just before: a tap until then is the page's to keep (the
      // shell's early taps), one after it React replays once it has hydrated the tapped element.
      let mounted: Promise<unknown> = Promise.resolve();
      try {
        if (typeof beforeRoot === 'function') beforeRoot();
        startTransition(() => {
          mounted = react.mount(props);
        });
      } finally {
        hydrating = false;
      }
      return mounted;
    },
    unmount: async (props) => (await lifecycles()).unmount(props),
  };
}

/** Mounts lifecycles into a page without single-spa: each remote's standalone dev page. */
export async function mountStandalone(lifecycles: SpaLifecycles, element: HTMLElement): Promise<void> {
  const props = { name: 'standalone', domElement: element, singleSpa: {}, mountParcel: () => undefined };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
