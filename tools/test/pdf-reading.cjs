// Reads a PDF the way a person does, for the API's tests and the browser journeys: its text with
// poppler's pdftotext, its QR code from the page drawn by pdftoppm and read by jsQR. Needs
// poppler-utils (tools/test/chromium.mjs installs it with chromium): without it the caller fails
// with a message saying so, never skips.
const { spawnSync } = require('node:child_process');

function poppler(tool, args, input) {
  const result = spawnSync(tool, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.error && result.error.code === 'ENOENT') {
    throw new Error(`${tool} (poppler-utils) is not installed: run \`node tools/test/chromium.mjs\` as root, or \`apt-get install -y poppler-utils\`.`);
  }
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${String(result.stderr).trim()}`);
  return result.stdout;
}

/**
 * The PDF's text in reading order, whitespace (line breaks too) collapsed to single spaces.
 * Raw order, not -layout: a Devanagari run carries its words as written (ActualText, kernel/pdf),
 * which pdftotext reads in raw order but scatters in layout order.
 */
function readPdfText(pdf) {
  return String(poppler('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], pdf)).replace(/\s+/g, ' ').trim();
}

/** A page of the PDF as PNG bytes, drawn at `dpi`. */
function pdfPagePng(pdf, { page = 1, dpi = 150 } = {}) {
  return poppler('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'], pdf);
}

/** The text of the QR code on a page of the PDF, or null when none is found. */
async function decodePdfQr(pdf, options = {}) {
  const sharp = require('sharp');
  const jsQR = require('jsqr');
  const { data, info } = await sharp(pdfPagePng(pdf, options)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found ? found.data : null;
}

module.exports = { readPdfText, pdfPagePng, decodePdfQr };
