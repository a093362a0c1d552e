module.exports = require('@nahtlos/shared-kernel/jest')();
