/**
 * @nahtlos/ui/server — the apps' server entries (Node only: react-dom/server). A separate entry, so no browser
 * bundle carries the server renderer.
 */
export { createServerRender, platformVersion, type ContentAnswer, type ContentAnswers, type ServerRenderOptions, type ServerRenderProps, type ServerRenderResult } from './createServerRender';
