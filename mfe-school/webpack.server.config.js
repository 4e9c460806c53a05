// The school dashboard's first screen for the API (ADR 0006, server-filled first screen):
// src/first-screen/render.tsx built for node as dist-server/first-screen.js (FIRST_SCREEN_BUNDLE).
const { serverBundleConfig } = require('../tools/webpack/server-bundle');

module.exports = serverBundleConfig({ name: 'mfe_school', projectDir: __dirname, entry: { 'first-screen': 'src/first-screen/render.tsx' } });
