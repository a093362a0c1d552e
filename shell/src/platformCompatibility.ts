/**
 * May a remote run on the platform loaded in this page? The rule is @nahtlos/contract's (the host decides with the same);
 * the web and the app (choosing between a web build and the bundled copy) both ask it here.
 */
import platformPackage from '@nahtlos/platform/package.json';
import { checkRemotePlatform as check, type PlatformCheck } from '@nahtlos/contract/platformCompatibility';

export type { PlatformCheck };

/**
 * The platform running in this page. The shell is the host: it loads the platform singleton first and
 * provides it to every remote (shareStrategy 'loaded-first'), so it is the version the shell was built with.
 */
export const loadedPlatformVersion: string = platformPackage.version;

/** Checks a remote's parsed mf-manifest.json against the loaded platform. */
export const checkRemotePlatform = (manifest: unknown, loadedVersion: string = loadedPlatformVersion): PlatformCheck => check(manifest, loadedVersion);
