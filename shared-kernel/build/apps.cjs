// Typed access to the apps manifest (apps.json; types in apps.d.cts). Plain CommonJS without
// dependencies, so webpack configs (.cjs), scripts (.mjs), TypeScript and the browser bundle all
// read the same file, and this folder can become a package of its own by moving it.
const manifest = require('./apps.json');

const { shell, remotes, api } = manifest;
const remoteNames = remotes.map((remote) => remote.name);

/** The remote called `name` (its federation name, e.g. 'mf_library'). */
function remoteNamed(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`"${name}" is no remote of shared-kernel/build/apps.json (${remoteNames.join(', ')})`);
  return remote;
}

/** Whether any page of the remote shows the published content (`showsContent`, true unless false). */
function showsContent(name) {
  return remoteNamed(name).showsContent !== false;
}

/** The port an app listens on locally: its variable when set, else its default. */
function portOf(app, env = process.env) {
  const raw = env[app.portVariable];
  if (raw === undefined || raw === '') return app.defaultPort;
  const port = Number(raw);
  // a typo must not start a server on a random port (Number('') is 0, Number('80a') NaN)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`${app.portVariable}="${raw}" is not a port number (1–65535)`);
  }
  return port;
}

/** The remotes.json of a deployment on this machine: each remote's manifest at its local port. */
function localRemotesJson(env = process.env) {
  return Object.fromEntries(remotes.map((remote) => [remote.name, `http://localhost:${portOf(remote, env)}/mf-manifest.json`]));
}

/** True when no remote's port variable moves it off its default port. */
function remotesOnDefaultPorts(env = process.env) {
  return remotes.every((remote) => portOf(remote, env) === remote.defaultPort);
}

module.exports = { shell, remotes, api, remoteNames, remoteNamed, showsContent, portOf, localRemotesJson, remotesOnDefaultPorts };
