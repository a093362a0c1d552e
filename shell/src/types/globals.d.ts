declare module '*.css';
/** Build label injected by the shared webpack config (env NAHTLOS_BUILD). */
declare const __APP_BUILD__: string;
/** True in the shell's production web build only (shared webpack config): registers the service worker. */
declare const __SERVICE_WORKER__: boolean;
/** A file's text (shell/webpack.config.js: `?raw` is webpack's asset/source): the layout template for the server build. */
declare module '*.html?raw' {
  const text: string;
  export default text;
}
/** single-spa-layout's server build (its types are behind the `node` export condition, which the browser's resolution lacks). */
declare module 'single-spa-layout/server' {
  export function constructServerLayout(options: { html: string } | { filePath: string }): { resolvedRoutes: unknown; parsedDocument: unknown };
}
