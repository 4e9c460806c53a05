import { checkReceipt } from '../../payments';
import { receiptPdf, receiptPng, type ReceiptFacts } from './receipt-files';
import { readPdfText } from '../../../../../tools/test/pdf-reading.cjs';

const facts: ReceiptFacts = {
  receiptNumber: '123456789012',
  referenceNumber: 'SBIC0123456789',
  schoolCode: '1234',
  schoolName: 'PM SHRI KV Delhi Cantt No. 2',
  payer: 'Anita Verma',
  date: new Date('2025-08-20T10:00:00Z'),
};

describe('demo receipt files', () => {
  it('writes a PDF that passes the upload checks and reads as the receipt', () => {
    const file = receiptPdf(facts, 'receipt_1234_1.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(checkReceipt(file.data)?.mime).toBe('application/pdf');
    const text = readPdfText(file.data);
    for (const expected of ['Receipt / UTR: 123456789012', 'Reference: SBIC0123456789', 'School: PM SHRI KV Delhi Cantt No. 2 (1234)', 'Paid by: Anita Verma', 'Amount: INR 50,000', 'Date: 2025-08-20']) {
      expect(text).toContain(expected);
    }
  });

  it('gives the same bytes for the same facts (a seeded dataset stays the same)', () => {
    const first = receiptPdf(facts, 'a.pdf');
    expect(receiptPdf(facts, 'a.pdf').sha256).toBe(first.sha256);
    expect(receiptPdf({ ...facts, receiptNumber: '999999999999' }, 'a.pdf').sha256).not.toBe(first.sha256);
  });

  it('writes a PNG that passes the upload checks', () => {
    const file = receiptPng(facts, 'receipt_1234_1.png');
    expect(checkReceipt(file.data)?.mime).toBe('image/png');
  });
});
