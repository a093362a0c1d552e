// @nahtlos/ui/server: the apps' server entries (react-dom/server), an entry of its own so no browser bundle carries it.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { contentStores, type LegacyEntry } from '@nahtlos/platform';
import platformPackage from '@nahtlos/platform/package.json';
import type { ContentAnswer, ContentAnswers, ServerRenderProps, ServerRenderResult } from '@nahtlos/contract/serverRender';
import { LOCKED_FIELD_MARK, ServerMarkup } from '../spa/serverMarkup';

export interface ServerRenderOptions {
  /** paths rendered in the browser on a device with personal data (that device's page is not a first visitor's) */
  personalRoutes?: string[];
  /** an app's own data for the path into the scope (with the content), carried by the page like it: e.g. a pattern's sizes; if it fails, the browser loads it */
  prepare?: (scope: Scope, request: { path: string; api: string }) => Promise<void>;
}

/** The fields read-only (selects disabled, no visible change): what is typed before hydration would not reach the app's state. */
function lockedFields(html: string): string {
  // React's own markup: tags well-formed, attribute values escaped
  return html.replace(/<(input|textarea|select)\b([^>]*)>/g, (tag, name: string, attributes: string) => {
    const lock = name === 'select' ? 'disabled' : 'readonly';
    if (new RegExp(`\\s${lock}(=|\\s|/|$)`, 'i').test(attributes)) return tag;
    return `<${name} ${lock}="" ${LOCKED_FIELD_MARK}="${lock}"${attributes}>`;
  });
}

/** The content answers into the scope's content stores, as the platform's content cache puts them into its stores. */
async function showContent(scope: Scope, content: ContentAnswers): Promise<void> {
  for (const [name, answer] of Object.entries(content) as [keyof typeof contentStores, ContentAnswer | null][]) {
    const stores = contentStores[name] as (typeof contentStores)[typeof name] | undefined;
    if (!stores || !Array.isArray(answer?.data)) continue;
    await allSettled(stores.received as typeof contentStores.fabrics.received, {
      scope,
      params: { items: answer.data as never[], publishedAt: answer.meta?.publishedAt ?? null, legacy: (answer.legacy ?? []) as LegacyEntry[] },
    });
    await allSettled(stores.stateChanged, { scope, params: 'loaded' });
  }
}

/** An app's server entry (`serverRender`, exposed as `./server`): its root on the request's path in a scope holding the content. */
export function createServerRender(Root: ComponentType<{ location?: string }>, { personalRoutes = [], prepare }: ServerRenderOptions = {}) {
  return async function serverRender({ url, content, personalDevice, api }: ServerRenderProps): Promise<ServerRenderResult | null> {
    const path = new URL(url, 'http://localhost').pathname;
    if (personalDevice && personalRoutes.includes(path)) return null;
    const scope = fork();
    if (content) await showContent(scope, content);
    const prepared = !prepare || !api || (await prepare(scope, { path, api }).then(() => true, (error: unknown) => void console.warn(`[${path}] left to the browser: ${String(error)}`)));
    // renderToString, not renderToStaticMarkup: hydration (createSpaLifecycles) needs its text separators
    const html = renderToString(
      <Provider value={scope}>
        <ServerMarkup.Provider value="server">
          <Root location={url} />
        </ServerMarkup.Provider>
      </Provider>,
    );
    return { html: lockedFields(html), state: serialize(scope), ...(prepared ? {} : { incomplete: true as const }) };
  };
}

/** The platform the entry is built against (the copy bundled with it): the host compares its major with the shell's. */
export const platformVersion: string = platformPackage.version;
