/** Types for static-server.mjs (used by the e2e tests and the size script). */
export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  spa?: boolean;
  cors?: boolean;
  remotesFile?: string;
  apiTarget?: string;
  apiPaths?: string[];
}
export function startStaticServer(options: StaticServerOptions): Promise<{ close: () => Promise<unknown> }>;
