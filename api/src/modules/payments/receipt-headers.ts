import type { Response } from 'express';
import { contentDisposition, downloadName } from './receipt-names';
import type { ReceiptContent } from './receipts.service';

/**
 * The policy a served receipt runs under: nothing loads from it and nothing runs in it
 * (default-src 'none': no script, style, fetch, form or base), only this origin may frame it (the
 * preview modal). No `sandbox`: older Chrome and Edge refuse to start their PDF viewer in a
 * sandboxed document, and nosniff with the sniffed type already keeps a receipt from ever being
 * read as HTML. (Chromium 156 renders the PDF under every variant, sandbox included: checked.)
 */
export const RECEIPT_CSP = "default-src 'none'; img-src 'self'; object-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'self'";

/** Sends a stored receipt's bytes with headers that keep the browser from treating it as anything else. */
export function sendReceipt(res: Response, receipt: ReceiptContent, disposition: 'inline' | 'attachment'): void {
  res.status(200);
  res.setHeader('Content-Type', receipt.contentType);
  res.setHeader('Content-Length', String(receipt.data.length));
  res.setHeader('Content-Disposition', contentDisposition(disposition, downloadName(receipt.originalName, receipt.extension)));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', RECEIPT_CSP);
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(receipt.data);
}
