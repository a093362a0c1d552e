// name and dev-server port (PORT_SHELL) from the apps manifest (shared-kernel/build/apps.json)
const { portOf, shell } = require('@nahtlos/build/apps');

module.exports = require('@nahtlos/build/webpack').createAppConfig({
  name: shell.name,
  dir: __dirname,
  port: portOf(shell),
  role: 'host',
  title: 'Nahtlos',
  // the frame (tab bar, /privacy) as a first visit sees it, prerendered for the first paint
  firstPaint: { start: './src/frame/spa', module: './src/frame/Frame', export: 'Frame', routes: [...shell.tabRoutes, ...shell.routes] },
});
