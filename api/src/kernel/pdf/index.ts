export { pdfBytes } from './bytes';
export { fontName, notoPdf, registerNotoFonts, scriptRuns, textWidth, writeLine, type PdfWeight, type ScriptRun } from './fonts';
