module.exports = require('./contract-coverage').teardown;
