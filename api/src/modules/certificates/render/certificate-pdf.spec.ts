import { decodePdfQr, readPdfText } from '../../../../../tools/test/pdf-reading.cjs';
import { renderCertificatePdf, type CertificatePdfInput } from './certificate-pdf';

// Read back with poppler (pdftotext, pdftoppm) as a person's viewer would: the test fails, never
// skips, when it is missing (tools/test/chromium.mjs installs it for CI).
const student: CertificatePdfInput = {
  language: 'en',
  kind: 'zonal_winner',
  holderName: 'Śrī Arjun Sharma',
  schoolName: 'PM SHRI Kendriya Vidyalaya No. 2, Delhi Cantt',
  teamName: 'Byte Brigade',
  number: '2025/ZW/000123',
  code: '7KQ2-M9XD-4HTR',
  verifyUrl: 'https://portal.example.org/verify/7KQ2-M9XD-4HTR',
  issuedAt: new Date('2026-11-28T06:00:00Z'),
};

describe('renderCertificatePdf (issue 28)', () => {
  it('writes an English certificate whose text and QR code read back', async () => {
    const pdf = await renderCertificatePdf(student);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = readPdfText(pdf);
    for (const expected of [
      'National School AI & ML Hackathon 2025',
      'Certificate of Achievement',
      'Zonal round winner',
      'This certificate is awarded to Śrī Arjun Sharma',
      'School: PM SHRI Kendriya Vidyalaya No. 2, Delhi Cantt',
      'Team: Byte Brigade',
      'for winning the Zonal Round',
      'Date of issue: 28 Nov 2026',
      'Certificate No. 2025/ZW/000123',
      'Commissioner',
      'Programme Director',
      '7KQ2-M9XD-4HTR',
      'Verify at https://portal.example.org/verify/7KQ2-M9XD-4HTR',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('SAMPLE');
    expect(await decodePdfQr(pdf)).toBe(student.verifyUrl);
  });

  it('writes a Hindi certificate: Devanagari names with conjuncts and reph come back as written', async () => {
    const pdf = await renderCertificatePdf({
      ...student,
      language: 'hi',
      holderName: 'क्षितिज त्रिपाठी',
      schoolName: 'पीएम श्री केन्द्रीय विद्यालय क्रमांक 2, दिल्ली छावनी',
      teamName: 'ज्ञान श्रृंखला',
    });
    const text = readPdfText(pdf);
    for (const expected of [
      'राष्ट्रीय विद्यालय AI & ML हैकाथॉन 2025',
      'उपलब्धि प्रमाणपत्र',
      'ज़ोनल राउंड विजेता',
      'क्षितिज त्रिपाठी',
      'पीएम श्री केन्द्रीय विद्यालय क्रमांक 2, दिल्ली छावनी',
      'ज्ञान श्रृंखला',
      'ज़ोनल राउंड में विजयी होने पर',
      '28 नवंबर 2026',
      '2025/ZW/000123',
      'आयुक्त',
      '7KQ2-M9XD-4HTR',
      'https://portal.example.org/verify/7KQ2-M9XD-4HTR पर सत्यापित करें',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await decodePdfQr(pdf)).toBe(student.verifyUrl);
  });

  it('draws a name mixing scripts in either language, and marks the preview as a sample', async () => {
    for (const language of ['en', 'hi'] as const) {
      const text = readPdfText(await renderCertificatePdf({ ...student, language, holderName: 'अर्जुन Sharma श्रेया', sample: true }));
      expect(text).toContain('अर्जुन Sharma श्रेया');
      expect(text).toContain(language === 'en' ? 'SAMPLE' : 'नमूना');
    }
  });

  it("names a school's certificate after the school alone, and a mentor's without a team", async () => {
    const school = readPdfText(
      await renderCertificatePdf({ ...student, kind: 'school_participation', holderName: student.schoolName, teamName: null }),
    );
    expect(school).toContain('Certificate of Participation School participation This certificate is awarded to PM SHRI Kendriya Vidyalaya No. 2');
    expect(school).not.toContain('School:');
    expect(school).not.toContain('Team:');

    const mentor = readPdfText(await renderCertificatePdf({ ...student, kind: 'mentor_appreciation', holderName: 'Meera Iyer', teamName: null }));
    expect(mentor).toContain('Certificate of Appreciation');
    expect(mentor).toContain('Meera Iyer');
    expect(mentor).not.toContain('Team:');
  });
});
