// Remote mfe_team: team dashboards (/simple-team, /team-dashboard). Exposes ./Routes; see tools/webpack/README.md.
module.exports = require('../tools/webpack/federation').createConfig({
  name: 'mfe_team',
  projectDir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
});
