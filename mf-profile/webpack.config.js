module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: 'mf_profile',
  dir: __dirname,
  port: 8083,
  role: 'remote',
  title: 'Nahtlos – Profil',
  exposes: { './spa': './src/spa.tsx' },
});
