/**
 * ESLint rule `portal/declared-api-calls`: the screens and libs call the API only through a
 * declaration of @hackathon/contracts (`callEndpoint`, `useEndpointQuery`, `useEndpointMutation`,
 * `uploadEndpoint`; ADR 0008). Refused: the api-client's raw functions that take a path
 * (`apiRequest`, `apiData`, `buildUrl`, `useApiQuery`, `useApiMutation`) and the browser's own
 * `fetch`, `XMLHttpRequest` and `EventSource`. The few files that must (the api-client itself, the
 * upload's progress, the shell's registry read) are listed by the config with a reason.
 */
const RAW_CLIENT = new Set(['apiRequest', 'apiData', 'buildUrl', 'useApiQuery', 'useApiMutation']);
const BROWSER_CALLS = new Set(['fetch', 'XMLHttpRequest', 'EventSource']);

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      raw: "'{{name}}' takes a path: call the API through its declaration (callEndpoint, useEndpointQuery, useEndpointMutation; libs/contracts/src/endpoints).",
      browser: "'{{name}}' reaches the network around the API's declarations: use callEndpoint / useEndpointQuery (or uploadEndpoint for a file).",
    },
  },
  create(context) {
    return {
      ImportSpecifier(node) {
        const source = node.parent.source.value;
        const name = node.imported.name ?? node.imported.value;
        if (source === '@hackathon/api-client' && RAW_CLIENT.has(name)) context.report({ node, messageId: 'raw', data: { name } });
      },
      Identifier(node) {
        if (!BROWSER_CALLS.has(node.name)) return;
        const parent = node.parent;
        // a property or a type named so (`xhr: XMLHttpRequest`, `options.fetch`) is not a call to the global
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent.type === 'Property' && parent.key === node && !parent.computed) return;
        if (parent.type === 'TSTypeReference' || parent.type === 'TSQualifiedName') return;
        const scope = context.sourceCode.getScope(node);
        const variable = scope.references.find((ref) => ref.identifier === node)?.resolved;
        if (variable && variable.defs.length > 0) return;
        context.report({ node, messageId: 'browser', data: { name: node.name } });
      },
    };
  },
};
