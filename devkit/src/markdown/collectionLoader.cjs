// webpack loader for `<folder>/collection.yml`: the folder's entry files as one module (compile.ts);
// `collection.yml?data` leaves their bodies out, `collection.yml?list` keeps the fields its `list` names.
const path = require('node:path');
const { compileCollectionModule } = require('./loadCollection.cjs');

module.exports = function markdownCollectionLoader() {
  // A new or renamed entry file rebuilds the collection in watch mode, even after a failed build.
  this.addContextDependency(path.dirname(this.resourcePath));
  const part = { '?data': 'data', '?list': 'list' }[this.resourceQuery] ?? 'all';
  const { code, files } = compileCollectionModule(this.resourcePath, 'esm', part);
  for (const file of files) this.addDependency(file);
  return code;
};
