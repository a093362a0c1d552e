// the remote's builds (@nahtlos/build: its name and dev-server port from the apps manifest, shared-kernel/build/apps.json)
module.exports = require('@nahtlos/build/webpack').createRemoteConfigs({ remote: 'mf_library', dir: __dirname, title: 'Nahtlos – Bibliothek' });
