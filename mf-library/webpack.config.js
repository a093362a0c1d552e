// name and dev-server port from the apps manifest (shared-kernel/build/apps.json); its port variable moves it
const { portOf, remoteNamed } = require('@nahtlos/build/apps');

const app = remoteNamed('mf_library');

module.exports = require('@nahtlos/build/webpack').createAppConfigs({
  name: app.name,
  dir: __dirname,
  port: portOf(app),
  role: 'remote',
  title: 'Nahtlos – Bibliothek',
  exposes: { './spa': './src/spa.tsx' },
  // routes whose first render (before content loads) is the same for every visitor: prerendered for the first paint
  firstPaint: {
    start: './src/spa',
    module: './src/App',
    export: 'App',
    routes: ['/', '/tabs', '/tabs/patterns', '/patterns', '/pattern/:patternId', '/inspiration/:inspirationId', '/fabrics', '/fabric/:fabricId'],
    // the shell's host renders these with the published content when it serves them
    withContent: ['/', '/tabs', '/tabs/patterns', '/patterns', '/pattern/:patternId', '/inspiration/:inspirationId', '/fabrics', '/fabric/:fabricId'],
  },
});
