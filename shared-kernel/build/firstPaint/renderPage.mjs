// The entry of an app's first-paint renderer (bundled by render.cjs with the app's start module and root
// component): renders the root as it looks on its first render, optionally with the published content in
// the platform's stores (the content answers the page requests, as the shell's host fetched them).
// renderToString, not renderToStaticMarkup: the app hydrates this markup (@nahtlos/ui createSpaLifecycles),
// and hydration needs the text separators (<!-- -->) that the static markup leaves out.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { contentStores } from '@nahtlos/platform';

/** Marks what readOnlyFields made read-only: the shell lifts exactly that once the app has taken over. */
const LOCKED_MARK = 'data-first-paint-locked';

/**
 * The markup with its text fields read-only (no visible change): what someone types before the app has
 * started would not reach the app's state. (The host also makes it inert.)
 */
function readOnlyFields(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const lock = (field, attribute) => {
    if (field.hasAttribute(attribute)) return;
    field.setAttribute(attribute, '');
    field.setAttribute(LOCKED_MARK, attribute);
  };
  for (const field of template.content.querySelectorAll('input, textarea')) lock(field, 'readonly');
  for (const select of template.content.querySelectorAll('select')) lock(select, 'disabled');
  return template.innerHTML;
}

/** Content answers ({ fabrics, materials, sewingPatterns, inspirations }: the API's JSON) into the stores. */
function showContent(content) {
  for (const [name, answer] of Object.entries(content)) {
    const stores = contentStores[name];
    if (!stores || !Array.isArray(answer?.data)) continue;
    stores.received({ items: answer.data, publishedAt: answer.meta?.publishedAt ?? null, legacy: answer.legacy ?? [] });
    stores.stateChanged('loaded');
  }
}

/** `render(content?)`: the root's markup at the window's location, before or with the content. */
export function createRenderer(Root) {
  return (content) => {
    if (content) showContent(content);
    return readOnlyFields(renderToString(createElement(Root)));
  };
}
