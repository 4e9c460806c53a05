import { useDeferredValue, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, type RegionSchoolSummary } from '@hackathon/contracts';
import {
  EMPTY_FILTERS,
  filterSchools,
  hasActiveFilters,
  isPaymentSubmitted,
  paymentChipColor,
  studentsMet,
  teamsMet,
  type SummaryFilters,
} from '../utils/summaryTable';

type SelectKey = Exclude<keyof SummaryFilters, 'search'>;

const SELECTS: { key: SelectKey; label: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'registration',
    label: 'Registration',
    options: [
      { value: 'all', label: 'All' },
      { value: 'registered', label: 'Registered' },
      { value: 'not_registered', label: 'Not Registered' },
    ],
  },
  {
    key: 'payment',
    label: 'Payment',
    options: [
      { value: 'all', label: 'All' },
      { value: 'submitted', label: 'Submitted' },
      { value: 'not_submitted', label: 'Not Submitted' },
    ],
  },
  {
    key: 'category',
    label: 'Category',
    options: [
      { value: 'all', label: 'All' },
      { value: 'has_jr', label: 'Has JR' },
      { value: 'has_sr', label: 'Has SR' },
      { value: 'has_both', label: 'Has Both' },
    ],
  },
  {
    key: 'mentors',
    label: 'Mentors',
    options: [
      { value: 'all', label: 'All' },
      { value: 'with', label: 'With Mentors' },
      { value: 'without', label: 'Without Mentors' },
    ],
  },
];

const metColor = (met: boolean) => (met ? 'success.main' : 'text.primary');

/** Region Summary Table: one row per school of the region, with search and filters. */
export function RegionSummaryTable({ schools }: { schools: RegionSchoolSummary[] }) {
  const [filters, setFilters] = useState<SummaryFilters>(EMPTY_FILTERS);
  const deferred = useDeferredValue(filters);
  const rows = useMemo(() => filterSchools(schools, deferred), [schools, deferred]);
  const update = (patch: Partial<SummaryFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Paper component="section" aria-label="Region Summary Table" sx={{ p: { xs: 1.5, md: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          Region Summary Table
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="summary-count">
          Showing {rows.length} of {schools.length} schools
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          size="small"
          placeholder="Search KV code or name..."
          value={filters.search}
          onChange={(event) => update({ search: event.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': 'Search KV code or name' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 2, minWidth: { md: 220 } }}
        />
        {SELECTS.map((select) => (
          <TextField
            key={select.key}
            select
            size="small"
            label={select.label}
            value={filters[select.key]}
            onChange={(event) => update({ [select.key]: event.target.value } as Partial<SummaryFilters>)}
            sx={{ flex: 1, minWidth: { md: 140 } }}
          >
            {select.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {hasActiveFilters(filters) ? (
          <Button onClick={() => setFilters(EMPTY_FILTERS)} sx={{ flexShrink: 0 }}>
            Clear All
          </Button>
        ) : null}
      </Stack>

      {rows.length === 0 ? (
        <Box sx={{ py: 4, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">No schools data available</Typography>
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 860 }}>
            <TableHead>
              <TableRow>
                <TableCell>KV Code</TableCell>
                <TableCell>KV Name</TableCell>
                <TableCell>Registration Status</TableCell>
                <TableCell align="right">Mentors</TableCell>
                <TableCell align="center">JR / SR</TableCell>
                <TableCell align="right">Total Teams /{LIMITS.maxTeamsPerSchool}</TableCell>
                <TableCell align="right">Total Students /{LIMITS.expectedStudentsPerSchool}</TableCell>
                <TableCell>Payment Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((school) => (
                <TableRow key={school.kvCode} hover>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{school.kvCode}</TableCell>
                  <TableCell>{school.kvName}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={school.registered ? 'Registered' : 'Not Registered'}
                      color={school.registered ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">{school.mentors}</TableCell>
                  <TableCell align="center">
                    {school.jrTeams} / {school.srTeams}
                  </TableCell>
                  <TableCell align="right" sx={{ color: metColor(teamsMet(school.totalTeams)), fontWeight: 600 }}>
                    {school.totalTeams}/{LIMITS.maxTeamsPerSchool}
                  </TableCell>
                  <TableCell align="right" sx={{ color: metColor(studentsMet(school.totalStudents)), fontWeight: 600 }}>
                    {school.totalStudents}/{LIMITS.expectedStudentsPerSchool}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={isPaymentSubmitted(school) ? 'Submitted' : 'Not Submitted'}
                      color={paymentChipColor(school)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
