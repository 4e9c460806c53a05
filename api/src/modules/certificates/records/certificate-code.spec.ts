import { CERTIFICATE_CODE_PATTERN, CERTIFICATE_KINDS, normaliseCertificateCode } from '@hackathon/contracts';
import { zipEntryName } from '../files/certificate-files.service';
import { KIND_ABBREVIATION, newCertificateCode, newCertificateCodes, numberPrefix } from './certificate-code';

describe('certificate codes and numbers', () => {
  it('makes printed codes of the contract: 12 Crockford base32 characters in three groups, read back unchanged', () => {
    const codes = newCertificateCodes(2000);
    expect(new Set(codes).size).toBe(2000);
    for (const code of codes) {
      expect(code).toMatch(CERTIFICATE_CODE_PATTERN);
      expect(normaliseCertificateCode(code.toLowerCase().replace(/-/g, ''))).toBe(code);
    }
    // every character of the alphabet turns up (the 60 bits are spread over all 12 places)
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(32);
    expect(newCertificateCode()).not.toBe(newCertificateCode());
  });

  it('numbers each kind under its own letters, one per kind', () => {
    expect(numberPrefix('regional_qualifier')).toBe('2025/RQ/');
    expect(new Set(CERTIFICATE_KINDS.map((kind) => KIND_ABBREVIATION[kind])).size).toBe(CERTIFICATE_KINDS.length);
  });

  it("names a ZIP entry by the number and the holder's name in any script", () => {
    expect(zipEntryName({ number: '2025/RQ/000123', holderName: 'Asha  Verma' })).toBe('2025-RQ-000123-asha-verma.pdf');
    expect(zipEntryName({ number: '2025/RQ/000124', holderName: 'अनन्या वर्मा' })).toBe('2025-RQ-000124-अनन्या-वर्मा.pdf');
    expect(zipEntryName({ number: '2025/RQ/000125', holderName: '../..' })).toBe('2025-RQ-000125.pdf');
  });
});
