// @ts-check
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');

/** The weights the theme declares (libs/ui/src/theme.ts, DEVANAGARI_FONT_FACES). */
const DEVANAGARI_WEIGHTS = [400, 700];

/**
 * Copies the Devanagari subsets of Noto Sans Devanagari (@fontsource, OFL) into the host's
 * `fonts/`, where the theme's @font-face rules point: the browser fetches one only when a page
 * shows a Devanagari letter (issue 24).
 */
function devanagariFonts() {
  const files = path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json'));
  return new CopyPlugin({
    patterns: DEVANAGARI_WEIGHTS.map((weight) => ({
      from: path.join(files, 'files', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`),
      to: 'fonts/[name][ext]',
    })),
  });
}

module.exports = { devanagariFonts, DEVANAGARI_WEIGHTS };
