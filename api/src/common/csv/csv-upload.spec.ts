import { BadRequestException, HttpException } from '@nestjs/common';
import { MulterError } from 'multer';
import { CSV_MSG } from '@hackathon/contracts';
import { csvBytes, csvUploadError, type UploadedCsv } from './csv-upload';

const file = (originalname: string, buffer?: Buffer): UploadedCsv => ({ originalname, mimetype: 'text/csv', size: 4, buffer: buffer as Buffer });
/** An HTTP refusal: its status and message. */
const refused = (status: number, message: string) => expect.objectContaining({ status, message });

describe('csvUploadError', () => {
  it('answers a file over the cap with 413, any other multer or multipart failure with 400', () => {
    const tooLarge = csvUploadError(new MulterError('LIMIT_FILE_SIZE', 'file'));
    expect([tooLarge.getStatus(), tooLarge.getResponse()]).toEqual([413, { message: CSV_MSG.tooLarge, error: 'FILE_TOO_LARGE' }]);
    for (const error of [new MulterError('LIMIT_UNEXPECTED_FILE', 'receipt'), new MulterError('LIMIT_PART_COUNT'), new Error('Unexpected end of form')]) {
      const answer = csvUploadError(error);
      expect(answer).toEqual(refused(400, CSV_MSG.fileRequired));
    }
  });

  it('passes an HTTP answer through', () => {
    const answer = new HttpException('Slow down', 429);
    expect(csvUploadError(answer)).toBe(answer);
  });
});

describe('csvBytes', () => {
  it("gives a .csv file's bytes (any case)", () => {
    const upload = file('Schedule.CSV', Buffer.from('a,b\n'));
    expect(csvBytes(upload)).toBe(upload.buffer);
  });

  it('refuses no file with 400, and a name that is not .csv', () => {
    expect(() => csvBytes(undefined)).toThrow(refused(400, CSV_MSG.fileRequired));
    expect(() => csvBytes(file('a.csv'))).toThrow(refused(400, CSV_MSG.fileRequired));
    expect(() => csvBytes(file('schedule.xlsx', Buffer.from('a,b\n')))).toThrow(refused(400, CSV_MSG.notCsv));
    expect(() => csvBytes(file('schedule.xlsx', Buffer.from('a,b\n')))).toThrow(BadRequestException);
  });
});
