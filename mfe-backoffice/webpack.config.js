// Remote mfe_backoffice: admin, region admin and super admin dashboards. Exposes ./Routes; see tools/webpack/README.md.
module.exports = require('../tools/webpack/federation').createConfig({
  name: 'mfe_backoffice',
  projectDir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
});
