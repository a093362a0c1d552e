// @nahtlos/ui/server: the apps' server entries (react-dom/server), an entry of its own so no browser bundle carries it.
export * from './createServerRender';
