// Remote mfe_school: school admin dashboard (/mentor-team, /school-dashboard). Exposes ./Routes; see tools/webpack/README.md.
module.exports = require('../tools/webpack/federation').createConfig({
  name: 'mfe_school',
  projectDir: __dirname,
  exposes: { './Routes': './src/Routes.tsx' },
});
