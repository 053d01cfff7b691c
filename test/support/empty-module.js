// Stands in for the 'server-only' marker, which throws outside React server bundles.
module.exports = {};
