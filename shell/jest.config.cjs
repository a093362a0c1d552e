// __SERVICE_WORKER__ is defined by the production build (shared webpack config); in tests the worker is off
module.exports = require('@nahtlos/build/jest')({ globals: { __SERVICE_WORKER__: false } });
