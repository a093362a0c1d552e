module.exports = require('@nahtlos/build/jest')();
