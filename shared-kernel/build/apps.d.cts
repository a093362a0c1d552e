/**
 * The apps manifest (apps.json, read through apps.cjs): the one registry of the shell, the remotes
 * and the provider server — federation name, workspace package, folder, port variable and default
 * port, and the routes each app owns. The shell's route table, the webpack configs, the start/dev
 * scripts, the e2e deployment, `pnpm size` and the benches read it. shell/remotes.json stays the
 * deployer's file (remote → manifest URL); a shell test keeps it equal to the remotes here at their
 * default ports. The shell's bundle carries apps.json (its route table), so keep it small: no comments.
 */

/** Federation names of the remotes; shell/src/appsManifest.test.ts keeps this list equal to apps.json. */
export type RemoteName = 'mf_configurator' | 'mf_library' | 'mf_profile' | 'mf_account';

/** Something that listens on a local port: `portVariable` overrides `defaultPort`. */
export interface LocalApp {
  /** workspace package name (pnpm --filter) */
  readonly package: string;
  /** folder in the repository */
  readonly dir: string;
  readonly portVariable: string;
  readonly defaultPort: number;
}

export interface RemoteApp extends LocalApp {
  readonly name: RemoteName;
  /** route patterns the remote owns (react-router syntax, `:param` segments); the first is its entry route */
  readonly routes: readonly string[];
  /**
   * false: none of its pages shows the published content (fabrics, patterns, inspirations). A first visit to one
   * of them loads that content only once the page has settled (and its page carries no preloads for it).
   */
  readonly showsContent?: false;
}

export interface ShellApp extends LocalApp {
  readonly name: 'shell';
  /** routes the shell's frame renders itself */
  readonly routes: readonly string[];
  /** routes that show the bottom tab bar */
  readonly tabRoutes: readonly string[];
  /**
   * Fixed redirects (route → target): the shell's host answers them with an HTTP redirect, so a page opened at
   * one never waits for the apps to start; the owning remote's router redirects too (in-app links, the native app).
   */
  readonly redirects: Readonly<Record<string, string>>;
}

export type Env = Readonly<Record<string, string | undefined>>;

export declare const shell: ShellApp;
export declare const remotes: readonly RemoteApp[];
/** the provider server (not a federated app, but part of every local deployment) */
export declare const api: LocalApp;
export declare const remoteNames: readonly RemoteName[];
export declare function remoteNamed(name: RemoteName): RemoteApp;
/** Whether any page of the remote shows the published content (`showsContent`, true unless false). */
export declare function showsContent(name: RemoteName): boolean;
/** Throws when the variable is set to something that is not a port number. */
export declare function portOf(app: LocalApp, env?: Env): number;
export declare function localRemotesJson(env?: Env): Record<RemoteName, string>;
export declare function remotesOnDefaultPorts(env?: Env): boolean;
