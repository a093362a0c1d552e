export declare const PLATFORM_PACKAGE = '@nahtlos/platform';

export interface PlatformCheck {
  compatible: boolean;
  /** Refused because the remote needs a newer platform than the loaded one (a reload or app update helps). */
  needsNewerPlatform: boolean;
  /** The platform the remote was built against, as its manifest says (null: no entry). */
  builtAgainst: string | null;
  /** The platform range the remote runs on, as its manifest says. */
  required: string | null;
  loaded: string;
}

/** Checks a remote's parsed mf-manifest.json against the platform `loaded`. */
export declare function checkRemotePlatform(manifest: unknown, loaded: string): PlatformCheck;
