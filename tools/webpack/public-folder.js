// @ts-check
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');

/**
 * Copies `<project>/public/**` into the output, so a built folder is complete on any static host
 * (e.g. the shell's public/docs PDFs). Left out: the top-level index.html, which
 * html-webpack-plugin renders, and dotfiles (.gitkeep). A project without public/ copies nothing.
 * @param {string} publicDir
 */
function copyPublicFolder(publicDir) {
  const template = path.join(publicDir, 'index.html');
  return new CopyPlugin({
    patterns: [
      {
        from: publicDir,
        noErrorOnMissing: true,
        filter: (file) => path.normalize(file) !== template && !path.basename(file).startsWith('.'),
      },
    ],
  });
}

module.exports = { copyPublicFolder };
