// name and dev-server port (PORT_SHELL) from the apps manifest (shared-kernel/build/apps.json)
const { portOf, shell } = require('@nahtlos/build/apps');

const configs = require('@nahtlos/build/webpack').createAppConfigs({
  name: shell.name,
  dir: __dirname,
  port: portOf(shell),
  role: 'host',
  title: 'Nahtlos',
});

// the browser build and, in production, the frame's server entry (dist/server/remoteEntry.js, src/server.tsx); a file
// imported with `?raw` is its text: the server entry reads the layout from index.html (src/serverLayout.ts)
module.exports = async (env, argv) => {
  const built = await configs(env, argv);
  for (const config of [built].flat()) config.module.rules.push({ resourceQuery: /raw/, type: 'asset/source' });
  return built;
};
