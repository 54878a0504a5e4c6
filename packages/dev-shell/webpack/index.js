module.exports = { ...require('./shared'), ...require('./remote-config') };
