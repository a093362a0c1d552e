module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: 'mf_account',
  dir: __dirname,
  port: 8084,
  role: 'remote',
  title: 'Nahtlos – Account',
  exposes: { './spa': './src/spa.tsx' },
});
