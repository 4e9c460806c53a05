/**
 * One certificate as a PDF (issue 28, ADR 0013): A4 landscape, in English or Hindi, every text from
 * the catalogue in the certificate's language, names in whatever script they were registered in
 * (kernel/pdf draws each run with the font file that has it), and a QR code holding the public
 * verification URL drawn as vector squares (crisp at any zoom, nothing to decode). Made for every
 * holder of a batch, so nothing here reads a file or builds a table per call.
 */
import {
  CERTIFICATE_ACHIEVEMENT,
  CERTIFICATE_KIND_HOLDER,
  CERTIFICATE_KIND_LABEL,
  CERTIFICATE_SIGNATORIES,
  EVENT_TITLE,
  formatDate,
  translate,
  type CertificateKind,
  type CertificateLanguage,
} from '@hackathon/contracts';
import QRCode from 'qrcode';
import { notoPdf, pdfBytes, textWidth, writeLine, type PdfWeight } from '../../../kernel/pdf';
import { inLocale } from '../../../kernel/locale';

export interface CertificatePdfInput {
  language: CertificateLanguage;
  kind: CertificateKind;
  /** As registered: may be Devanagari or Latin. */
  holderName: string;
  schoolName: string;
  /** Students only. */
  teamName: string | null;
  /** e.g. 2025/RQ/000123 */
  number: string;
  /** e.g. 7KQ2-M9XD-4HTR */
  code: string;
  /** Absolute URL the QR code holds: <origin>/verify/<code>. */
  verifyUrl: string;
  issuedAt: Date;
  /** true: a diagonal "SAMPLE" watermark (the admin's preview). */
  sample?: boolean;
}

/** The title's wording: what the kind honours. */
const TONE: Readonly<Record<CertificateKind, 'participation' | 'achievement' | 'appreciation'>> = {
  participation: 'participation',
  regional_qualifier: 'achievement',
  zonal_participation: 'participation',
  zonal_winner: 'achievement',
  national_finalist: 'achievement',
  national_winner_1: 'achievement',
  national_winner_2: 'achievement',
  national_winner_3: 'achievement',
  mentor_appreciation: 'appreciation',
  school_participation: 'participation',
};

// A4 landscape, in points
const WIDTH = 841.89;
const HEIGHT = 595.28;
const CENTRE = WIDTH / 2;
const INK = '#1f2d4d';
const GOLD = '#a67c1f';
const GREY = '#555555';

/** One certificate as an A4 landscape PDF in `input.language`. */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  try {
    return Promise.resolve(inLocale(input.language, () => draw(input)));
  } catch (error) {
    return Promise.reject(error);
  }
}

interface Line {
  size: number;
  weight?: PdfWeight;
  color?: string;
  /** The widest the line may be: a longer one is set smaller. */
  maxWidth?: number;
}

function draw(input: CertificatePdfInput): Buffer {
  const { language } = input;
  const tone = TONE[input.kind];
  const title = translate('certificatePdf.title', { tone });
  const doc = notoPdf({
    size: [WIDTH, HEIGHT],
    margin: 0,
    lang: language,
    info: {
      Title: `${title}: ${input.holderName}`,
      Author: EVENT_TITLE.organiser,
      Subject: `${input.number} ${input.code}`,
      Producer: 'Hackathon portal',
      Creator: 'Hackathon portal',
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });

  /** Writes `text` centred on `cx` with its top at `y`, run by run; returns the size it used. */
  const centred = (text: string, cx: number, y: number, { size, weight = 400, color = INK, maxWidth }: Line) => {
    let width = textWidth(doc, text, size, weight);
    if (maxWidth && width > maxWidth) {
      size = (size * maxWidth) / width;
      width = maxWidth;
    }
    doc.fillColor(color);
    writeLine(doc, text, cx - width / 2, y, size, weight);
    return size;
  };

  border(doc);
  if (input.sample) watermark(doc, translate('certificatePdf.sample'));

  const bodyWidth = WIDTH - 180;
  const organiser = CERTIFICATE_SIGNATORIES[0]!.title[language];
  centred(translate('common.logos.eventTitle', { edition: EVENT_TITLE.edition }), CENTRE, 58, { size: 15, weight: 700, maxWidth: bodyWidth });
  centred(translate('certificatePdf.organisedBy', { organiser }), CENTRE, 80, { size: 10.5, color: GREY, maxWidth: bodyWidth });
  centred(title, CENTRE, 112, { size: 34, weight: 700, maxWidth: bodyWidth });
  centred(CERTIFICATE_KIND_LABEL[input.kind], CENTRE, 162, { size: 15, color: GOLD, weight: 700, maxWidth: bodyWidth });
  doc.save().moveTo(CENTRE - 120, 192).lineTo(CENTRE + 120, 192).lineWidth(0.8).strokeColor(GOLD).stroke().restore();

  centred(translate('certificatePdf.awardedTo'), CENTRE, 206, { size: 13, color: GREY, maxWidth: bodyWidth });
  centred(input.holderName, CENTRE, 230, { size: 32, weight: 700, maxWidth: bodyWidth });
  let y = 284;
  if (CERTIFICATE_KIND_HOLDER[input.kind] !== 'school') {
    centred(translate('certificatePdf.school', { school: input.schoolName }), CENTRE, y, { size: 13, maxWidth: bodyWidth });
    y += 22;
  }
  if (input.teamName) {
    centred(translate('certificatePdf.team', { team: input.teamName }), CENTRE, y, { size: 13, maxWidth: bodyWidth });
    y += 22;
  }
  centred(CERTIFICATE_ACHIEVEMENT[input.kind], CENTRE, y + 8, { size: 15, maxWidth: bodyWidth });

  // the foot: date and number, the signatories, the QR code
  const left = 78;
  const detail = (text: string, top: number) => writeLine(doc.fillColor(GREY), text, left, top, 10);
  detail(translate('certificatePdf.issuedOn', { date: formatDate(input.issuedAt) }), 382);
  detail(translate('certificatePdf.number', { number: input.number }), 398);

  CERTIFICATE_SIGNATORIES.forEach((signatory, index) => {
    const cx = 190 + index * 250;
    doc.save().moveTo(cx - 95, 470).lineTo(cx + 95, 470).lineWidth(0.7).strokeColor(INK).stroke().restore();
    centred(signatory.name[language], cx, 477, { size: 11.5, weight: 700, maxWidth: 230 });
    centred(signatory.title[language], cx, 494, { size: 9.5, color: GREY, maxWidth: 230 });
  });

  const qrSide = 104;
  const qrX = WIDTH - 78 - qrSide;
  const qrTop = 372;
  centred(translate('certificatePdf.scanToVerify'), qrX + qrSide / 2, qrTop - 14, { size: 8.5, color: GREY, maxWidth: qrSide + 40 });
  qrCode(doc, input.verifyUrl, qrX, qrTop, qrSide);
  centred(input.code, qrX + qrSide / 2, qrTop + qrSide + 3, { size: 11, weight: 700, maxWidth: qrSide + 40 });

  centred(translate('certificatePdf.verifyAt', { url: input.verifyUrl }), CENTRE, HEIGHT - 62, { size: 8.5, color: GREY, maxWidth: bodyWidth });
  return pdfBytes(doc);
}

/** A navy frame, a gold rule inside it and small gold diamonds at its corners. */
function border(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.rect(18, 18, WIDTH - 36, HEIGHT - 36).lineWidth(3).strokeColor(INK).stroke();
  doc.rect(27, 27, WIDTH - 54, HEIGHT - 54).lineWidth(0.8).strokeColor(GOLD).stroke();
  for (const [x, y] of [
    [27, 27],
    [WIDTH - 27, 27],
    [27, HEIGHT - 27],
    [WIDTH - 27, HEIGHT - 27],
  ] as const) {
    doc.polygon([x, y - 6], [x + 6, y], [x, y + 6], [x - 6, y]).fillColor(GOLD).fill();
  }
  doc.restore();
}

/** The preview's diagonal mark, faint, across the middle of the page. */
function watermark(doc: PDFKit.PDFDocument, text: string): void {
  const size = 110;
  const width = textWidth(doc, text, size, 700);
  doc.save().rotate(-24, { origin: [CENTRE, HEIGHT / 2] }).fillColor('#c0392b').fillOpacity(0.13);
  writeLine(doc, text, CENTRE - width / 2, HEIGHT / 2 - size * 0.7, size, 700);
  doc.restore();
}

/**
 * `url` as a QR code (error correction M) `side` points wide at (x, y), quiet zone included: black
 * modules as filled rectangles, one per horizontal run of dark modules, in a single path.
 */
function qrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number): void {
  const { size, data } = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const module = side / (size + 2 * quiet);
  doc.save().rect(x, y, side, side).fillColor('#ffffff').fill();
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!data[row * size + col]) continue;
      const start = col;
      while (col + 1 < size && data[row * size + col + 1]) col += 1;
      doc.rect(x + (quiet + start) * module, y + (quiet + row) * module, (col - start + 1) * module, module);
    }
  }
  doc.fillColor('#000000').fill().restore();
}
