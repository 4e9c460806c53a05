import type { SchoolPlace } from '@hackathon/contracts';
import type { ExportColumn } from '../../../kernel';

/** The six columns that place a row's school, in the order the mentors, schools, students and teams exports write them (a row may lack its school's place: an empty cell). */
export function schoolPlaceColumns<Row extends { [K in keyof SchoolPlace]: SchoolPlace[K] | null }>(): Array<ExportColumn<Row>> {
  return [
    { header: 'mail.csv.schoolCode', value: (r) => r.schoolCode },
    { header: 'mail.csv.schoolName', value: (r) => r.schoolName },
    { header: 'mail.csv.district', value: (r) => r.district },
    { header: 'mail.csv.state', value: (r) => r.state },
    { header: 'mail.csv.region', value: (r) => r.region },
    { header: 'mail.csv.zone', value: (r) => r.zone },
  ];
}
