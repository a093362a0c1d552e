/**
 * What the shell's code reads of the apps manifest (shared-kernel/build/apps.json): the remotes' names, which of them
 * show published content, the frame's own pages and tab routes. (Which route shows which app is the layout's:
 * layout.ts.)
 */
// eslint-disable-next-line no-restricted-imports -- the apps manifest is dependency-free data the bundle carries (apps.cjs), nothing dev-only runs
export { remoteNames, shell, showsContent, type RemoteName } from '@nahtlos/build/apps';
