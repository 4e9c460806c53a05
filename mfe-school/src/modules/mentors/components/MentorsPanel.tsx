import { useState } from 'react';
import { Chip, Grid, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { API_MSG, LIMITS, type Mentor } from '@hackathon/contracts';
import { menuOptions } from '@hackathon/ui';
import type { MentorSummary } from '../../shared/utils/summary';
import { LockedNotice } from '../../shared/lock/LockedNotice';
import { LockableButton } from '../../shared/lock/LockableButton';
import { MENTOR_FILTERS, MENTOR_FILTER_LABEL, filterMentors, type MentorFilter } from '../utils/mentorFilters';
import { MentorCard } from './MentorCard';
import { MentorDetailsDialog } from './MentorDetailsDialog';
import { MentorFormDialog } from './MentorFormDialog';
import { DeleteMentorDialog } from './DeleteMentorDialog';
import { useT } from '../../../i18n';

export interface MentorsPanelProps {
  schoolCode: string;
  mentors: Mentor[];
  summary: MentorSummary;
  locked: boolean;
}

/** Mentor Management: lock banner, counts, search, filter, cards with View / Edit / Delete and the portal account, Add New Mentor. */
export function MentorsPanel({ schoolCode, mentors, summary, locked }: MentorsPanelProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MentorFilter>('all');
  const [viewing, setViewing] = useState<Mentor | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  // kept after closing so the dialog's title does not flip during its exit transition
  const [editing, setEditing] = useState<Mentor | null>(null);
  const [deleting, setDeleting] = useState<Mentor | null>(null);
  // the school's limit reached: the server would refuse another (a lock explains itself instead)
  const full = !locked && mentors.length >= LIMITS.maxMentorsPerSchool;
  const fullHintId = 'mentors-full-hint';
  const shown = filterMentors(mentors, query, filter);
  // the list as read now: an invitation re-reads it, and the open dialog shows the new account state
  const viewed = viewing ? (mentors.find((mentor) => mentor._id === viewing._id && mentor.mentorId === viewing.mentorId) ?? viewing) : null;

  const openEdit = (mentor: Mentor) => {
    setViewing(null);
    setEditing(mentor);
    setFormOpen(true);
  };
  const openDelete = (mentor: Mentor) => {
    setViewing(null);
    setDeleting(mentor);
  };

  return (
    <section aria-label={t('school.mentors.sectionLabel')}>
      {locked ? <LockedNotice subject="mentors" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={t('school.mentors.countChip', { count: summary.total, max: LIMITS.maxMentorsPerSchool })} color="primary" />
          <Chip label={t('school.mentors.assignedChip', { n: summary.assigned })} variant="outlined" />
          <Chip label={t('school.mentors.unassignedChip', { n: summary.unassigned })} variant="outlined" />
          <Chip label={t('school.mentors.availableChip', { n: summary.available })} variant="outlined" />
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
          <LockableButton
            variant="contained"
            locked={locked}
            subject="mentors"
            lockAction="add"
            // full: disabled here, with the reason beside it, not after a whole form
            disabled={full}
            aria-describedby={full ? fullHintId : undefined}
            startIcon={<PersonAddIcon />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('school.mentors.addNew')}
          </LockableButton>
          {full ? (
            <Typography id={fullHintId} variant="caption" color="text.secondary" data-testid="mentors-full-hint">
              {API_MSG.maxMentorsReached}
            </Typography>
          ) : null}
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('school.mentors.searchLabel')}
          placeholder={t('school.mentors.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
        />
        <TextField select label={t('school.mentors.filterLabel')} value={filter} onChange={(event) => setFilter(event.target.value as MentorFilter)} size="small" sx={{ minWidth: 200 }}>
          {menuOptions(MENTOR_FILTERS, (value) => MENTOR_FILTER_LABEL[value])}
        </TextField>
      </Stack>

      {mentors.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('school.mentors.empty')}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('school.mentors.noMatch')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {shown.map((mentor) => (
            <Grid key={mentor._id || mentor.mentorId} size={{ xs: 12, md: 6 }}>
              <MentorCard
                mentor={mentor}
                schoolCode={schoolCode}
                locked={locked}
                onView={() => setViewing(mentor)}
                onEdit={() => openEdit(mentor)}
                onDelete={() => openDelete(mentor)}
              />
            </Grid>
          ))}
        </Grid>
      )}

      <MentorDetailsDialog mentor={viewed} schoolCode={schoolCode} locked={locked} onClose={() => setViewing(null)} onEdit={openEdit} onDelete={openDelete} />
      <MentorFormDialog
        open={formOpen}
        mentor={editing}
        schoolCode={schoolCode}
        mentors={mentors}
        onClose={() => setFormOpen(false)}
      />
      <DeleteMentorDialog mentor={deleting} schoolCode={schoolCode} onClose={() => setDeleting(null)} />
    </section>
  );
}
