// The host. It knows no remote address: remotes come from /remotes.json at run time (src/federation).
module.exports = require('../tools/webpack/federation').createConfig({
  name: 'shell',
  projectDir: __dirname,
  isHost: true,
  devPort: 4200,
});
