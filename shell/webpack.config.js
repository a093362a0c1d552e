module.exports = require('@nahtlos/shared-kernel/webpack').createAppConfig({
  name: 'shell',
  dir: __dirname,
  port: 8080,
  role: 'host',
  title: 'Nahtlos',
});
