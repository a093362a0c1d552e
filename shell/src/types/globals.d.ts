declare module '*.css';
/** Build label injected by the shared webpack config (env NAHTLOS_BUILD). */
declare const __APP_BUILD__: string;
/** True in the shell's production web build only (shared webpack config): registers the service worker. */
declare const __SERVICE_WORKER__: boolean;
