// Shared by the webpack loader and the Jest transform: compiles a content collection (compile.ts)
// with the zod schema its collection.yml names. Both are TypeScript, loaded through tsx's scoped
// require so neither webpack nor Jest needs a global TypeScript hook.
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { require: tsxRequire } = require('tsx/cjs/api');

/** The collection's rendered documents (renderDocuments.ts, in a process of its own: renderers are async). */
function renderDocuments(compiler, collectionFile) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'renderDocuments.ts'), collectionFile], {
    encoding: 'utf8',
    cwd: path.dirname(collectionFile),
  });
  if (run.status !== 0) throw new compiler.ContentError(`${collectionFile}: rendering its documents failed:\n${run.stderr.trim()}`);
  return JSON.parse(run.stdout);
}

/** The module code for `collectionFile` in `format` ('esm' | 'cjs') with `part` ('all' | 'data' | 'list'), and the files it was made from. */
function compileCollectionModule(collectionFile, format, part = 'all') {
  const compiler = tsxRequire('./compile.ts', __filename);
  const named = compiler.readCollectionFile(collectionFile);
  const load = ({ module, name }, what, fits) => {
    const value = tsxRequire(module, collectionFile)[name];
    if (!fits(value)) throw new compiler.ContentError(`${collectionFile}: ${module} exports no ${what} named ${name}`);
    return value;
  };
  const schema = load(named.schema, 'zod schema', (value) => typeof value?.safeParse === 'function');
  const variables = named.variables
    ? load(
        named.variables,
        'object of strings',
        (value) => typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string'),
      )
    : {};
  let collection = compiler.compileCollection(collectionFile, schema, variables, { format: named.format, pictures: named.pictures });
  const modules = [
    named.schema.module,
    ...(named.variables ? [named.variables.module] : []),
    ...(named.documents ? [named.documents.module] : []),
  ];
  if (named.documents) collection = compiler.withDocuments(collection, renderDocuments(compiler, collectionFile));
  if (part === 'list' && !named.list)
    throw new compiler.ContentError(`${collectionFile}: list: name the fields that collection.yml?list keeps`);
  const selected = part === 'list' ? { list: named.list } : part;
  return { code: compiler.collectionModule(collectionFile, collection, format, selected), files: [...collection.files, ...modules] };
}

module.exports = { compileCollectionModule };
