/** The sync simulation: devices with the platform's real services against the real server in-process. */
export * from './inProcessServer';
export * from './simDevice';
