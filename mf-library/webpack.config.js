module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: 'mf_library',
  dir: __dirname,
  port: 8082,
  role: 'remote',
  title: 'Nahtlos – Bibliothek',
  exposes: { './spa': './src/spa.tsx' },
});
