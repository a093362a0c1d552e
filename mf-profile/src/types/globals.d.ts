declare module '*.css';
/** Build label injected by the shared webpack config (env NAHTLOS_BUILD). */
declare const __APP_BUILD__: string;
/**
 * The stash-match worker's file in this remote's dist ('stash-match.<hash8>.js'), null where the build has none
 * (development, the server entry, jest): shared-kernel/build/stashMatchWorker.cjs.
 */
declare const __STASH_MATCH_WORKER__: string | null;
