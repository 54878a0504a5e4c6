// A remote's feature (mfe-<name>/src/features/<feature>/) imports only its own files,
// features/shared and packages (docs/adr/012-feature-boundaries.md). What two features use
// moves to features/shared, or to @freightdeck/ui when it is not about the remote's domain:
// then a feature can be changed, moved or deleted without reading the others. Its tests and
// test helpers may also reach the remote's src/testing and its exposed entries (routes, widgets).
import path from 'node:path';

const FEATURE_FILE = /^(?<src>.*\/mfe-[^/]+\/src)\/features\/(?<feature>[^/]+)\/(?<rest>.+)$/;
const TEST_SUPPORT = /(^|\/)testing(\/|\.[cm]?[jt]sx?$)|\.test\.[cm]?[jt]sx?$/;

const posix = (file) => file.split(path.sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's feature imports only itself, features/shared and packages." },
    schema: [],
    messages: {
      otherFeature:
        "Feature '{{feature}}' imports '{{source}}' from feature '{{other}}': a feature imports only itself, features/shared and packages. "
        + 'Move what both use to features/shared (or @freightdeck/ui).',
      outsideFeatures:
        "Feature '{{feature}}' imports '{{source}}' from outside src/features: only its tests and testing helpers may use the remote's "
        + 'src/testing and entries.',
    },
  },
  create(context) {
    const file = posix(context.physicalFilename);
    const match = FEATURE_FILE.exec(file);
    if (!match?.groups) return {};
    const { src, feature, rest } = match.groups;
    const testSupport = TEST_SUPPORT.test(rest);

    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = posix(path.resolve(path.dirname(context.physicalFilename), source.value));
      // Outside this remote's src: the workspace's boundary rules (no-restricted-imports) decide.
      if (!target.startsWith(`${src}/`)) return;
      const [top, name] = target.slice(src.length + 1).split('/');
      if (top === 'features' && (name === feature || name === 'shared')) return;
      if (top !== 'features' && testSupport) return;
      context.report({
        node: source,
        messageId: top === 'features' && name ? 'otherFeature' : 'outsideFeatures',
        data: { feature, source: source.value, other: name ?? '' },
      });
    };

    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export const featureBoundaries = { meta: { name: 'feature-boundaries' }, rules: { imports: featureImports } };
