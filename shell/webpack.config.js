// name and dev-server port (PORT_SHELL) from the apps manifest (shared-kernel/build/apps.json)
const { portOf, shell } = require('@nahtlos/shared-kernel/apps');

module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: shell.name,
  dir: __dirname,
  port: portOf(shell),
  role: 'host',
  title: 'Nahtlos',
});
