import { Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { CrownIcon } from '@hackathon/ui';
import type { StudentDetail } from '../../team-info';

/** Every student of the team with the details the school entered (read only). */
export function StudentDetailsSection({ students }: { students: StudentDetail[] }) {
  return (
    <Paper component="section" aria-label="Student Details" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Student Details ({students.length})
      </Typography>
      {students.length === 0 ? (
        <Typography color="text.secondary" role="status">
          No students are listed for this team yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Students of the team">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Student ID</TableCell>
                <TableCell>Class</TableCell>
                <TableCell>Father&apos;s Name</TableCell>
                <TableCell>Gender</TableCell>
                <TableCell>Role</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {students.map((student) => (
                <TableRow key={student.key}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {student.isLeader ? <CrownIcon titleAccess="Team leader" color="secondary" fontSize="small" sx={{ mr: 0.5, verticalAlign: 'text-bottom' }} /> : null}
                    {student.name}
                  </TableCell>
                  <TableCell>{student.studentId}</TableCell>
                  <TableCell>{student.className}</TableCell>
                  <TableCell>{student.fathersName}</TableCell>
                  <TableCell>{student.gender}</TableCell>
                  <TableCell>{student.isLeader ? <Chip size="small" color="secondary" label="Leader" /> : 'Member'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
