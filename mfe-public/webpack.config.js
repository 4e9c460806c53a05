// Remote mfe_public: exposes ./Routes (every public page). See tools/webpack/README.md.
module.exports = require('../tools/webpack/federation').createConfig({
  name: 'mfe_public',
  projectDir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
});
