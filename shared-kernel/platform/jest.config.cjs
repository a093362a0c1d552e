// Unit tests in jsdom with the shared preset; the sync simulation against the real server is in @nahtlos/testing.
module.exports = require('@nahtlos/build/jest')({ roots: ['<rootDir>/src'] });
