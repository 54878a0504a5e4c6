// The workspace's cycle check, run by `pnpm lint` after ESLint (docs/adr/011-api-module-boundaries.md):
// no file reaches itself through its imports, type-only imports included (a type loop ties two
// files together as much as a value loop; ESLint's import-x/no-cycle skips them). With every API
// module reached through its index.ts, a loop between two modules is a loop between files too.
const path = require('node:path');

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Break the loop: move what both files need to a third, or declare a type where it is made (docs/adr/011).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Unchanged files are not parsed again (about 6 s of CPU cold, 2 s warm); CI starts cold.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    // What lint also skips: dependencies, builds, data, test output.
    exclude: { path: '(^|/)(node_modules|dist|coverage|\\.data|\\.storage|test-results|playwright-report)/' },
    // `import type` and type-only specifiers count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.base.json') },
    enhancedResolveOptions: {
      // Workspace packages resolve through their package.json exports (src/index.ts).
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
