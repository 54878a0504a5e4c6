module.exports = { ...require('./shared'), ...require('./remote-config'), ...require('./router-exports') };
