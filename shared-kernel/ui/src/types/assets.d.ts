declare module '*.css';
/** Build label injected by the shared webpack config (env NAHTLOS_BUILD). */
declare const __APP_BUILD__: string;
