// The landing page with the published content, for the API (issue 25, ADR 0011): src/server/landing.tsx
// built for node as dist-server/landing.js (LANDING_BUNDLE).
const { serverBundleConfig } = require('../tools/webpack/server-bundle');

module.exports = serverBundleConfig({ name: 'mfe_public', projectDir: __dirname, entry: { landing: 'src/server/landing.tsx' } });
