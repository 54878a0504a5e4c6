module.exports = { ...require('./shared') };
