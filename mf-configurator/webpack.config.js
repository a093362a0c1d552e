// name and dev-server port from the apps manifest (shared-kernel/build/apps.json); its port variable moves it
const { portOf, remoteNamed } = require('@nahtlos/build/apps');

const app = remoteNamed('mf_configurator');

module.exports = require('@nahtlos/build/webpack').createAppConfigs({
  name: app.name,
  dir: __dirname,
  port: portOf(app),
  role: 'remote',
  title: 'Nahtlos – Konfigurator',
  exposes: { './spa': './src/spa.tsx' },
});
