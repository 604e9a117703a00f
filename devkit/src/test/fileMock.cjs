// Asset imports resolve to their URL in the browser; in tests a stable stand-in path is enough.
module.exports = '/assets/test-file';
