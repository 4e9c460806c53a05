import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { CrownIcon } from '@hackathon/ui';
import type { StudentDetail } from '../../team-info';
import { useT } from '../../../i18n';

/** Every student of the team with the details the school entered (read only). */
export function StudentDetailsSection({ students }: { students: StudentDetail[] }) {
  const t = useT();
  return (
    <Paper component="section" aria-label={t('team.sections.students')} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('team.studentDetails.title', { n: students.length })}
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('team.students.empty')}
        </Typography>
      ) : (
        // a phone scrolls the table sideways: the box takes focus so a keyboard can scroll it too
        <TableContainer tabIndex={0} role="region" aria-label={t('team.studentDetails.tableAria')}>
          <Table size="small" aria-label={t('team.studentDetails.tableAria')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('team.studentDetails.name')}</TableCell>
                <TableCell>{t('team.studentDetails.studentId')}</TableCell>
                <TableCell>{t('team.studentDetails.class')}</TableCell>
                <TableCell>{t('team.studentDetails.fathersName')}</TableCell>
                <TableCell>{t('team.studentDetails.gender')}</TableCell>
                <TableCell>{t('team.studentDetails.role')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((student) => (
                <TableRow key={student.key}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {student.isLeader ? <CrownIcon titleAccess={t('team.students.leaderIcon')} color="secondary" fontSize="small" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} /> : null}
                    {student.name}
                  </TableCell>
                  <TableCell>{student.studentId}</TableCell>
                  <TableCell>{student.className}</TableCell>
                  <TableCell>{student.fathersName}</TableCell>
                  <TableCell>{student.gender}</TableCell>
                  <TableCell>{student.isLeader ? <Chip size="small" color="secondary" label={t('team.students.leader')} /> : t('team.students.member')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
