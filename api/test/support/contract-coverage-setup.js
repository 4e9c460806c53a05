module.exports = require('./contract-coverage').setup;
