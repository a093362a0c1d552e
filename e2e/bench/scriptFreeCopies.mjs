// `lighthouse.mjs --without-scripts`: the routes' served pages without their scripts, from a local server, to
// measure what the browser's own work on a page costs (navigation, parsing, style, layout, paint) apart from the app.
// Each copy is the page the site serves, its scripts, script preloads and script-enabled stylesheets removed, with a
// <base> to the site, so its styles, images and links are the site's own.
import http from 'node:http';

/** The page's markup without what only runs with its scripts. */
export function withoutScripts(html, siteBase) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bdisabled\b[^>]*>/gi, '')
    .replace(/<head>/i, `<head><base href="${siteBase}/">`);
}

/** Serves the script-free copies of `pages` (paths) of the site at `siteBase`; resolves to their origin and a close. */
export async function serveScriptFreeCopies(siteBase, pages) {
  const copies = new Map();
  for (const page of pages) {
    const response = await fetch(`${siteBase}${page}`, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`${page}: status ${response.status}`);
    copies.set(page, withoutScripts(await response.text(), siteBase));
  }
  const server = http.createServer((request, response) => {
    const copy = copies.get(new URL(request.url, 'http://copies').pathname);
    response.writeHead(copy ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(copy ?? 'not a copied route');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
