module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: 'mf_configurator',
  dir: __dirname,
  port: 8081,
  role: 'remote',
  title: 'Nahtlos – Konfigurator',
  exposes: { './spa': './src/spa.tsx' },
});
