import { Button, FormControlLabel, Grid, MenuItem, Paper, Radio, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CLASSES_BY_CATEGORY, GENDERS, type Category } from '@hackathon/contracts';
import { CrownIcon } from '@hackathon/ui';
import { GENDER_LABEL } from '../../shared/gender';
import type { MemberDraft } from '../utils/memberRules';
import { teamFieldId, type MemberErrors, type MemberField } from '../utils/teamForm';

export interface MemberRowProps {
  index: number;
  member: MemberDraft;
  category: Category;
  errors: MemberErrors;
  canRemove: boolean;
  onChange: (patch: Partial<Pick<MemberDraft, MemberField>>) => void;
  onBlur: (field: MemberField) => void;
  onMakeLeader: () => void;
  onRemove: () => void;
}

const LABEL: Record<MemberField, string> = {
  name: 'Student Name',
  studentId: 'Student ID',
  class: 'Class',
  fathersName: "Father's Name",
  gender: 'Gender',
};

/** One member of the team form: name, student ID, class for the category, father's name, gender, leader. */
export function MemberRow({ index, member, category, errors, canRemove, onChange, onBlur, onMakeLeader, onRemove }: MemberRowProps) {
  const field = (name: MemberField, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={teamFieldId(name, member.key)}
      label={LABEL[name]}
      value={member[name]}
      onChange={(event) => onChange({ [name]: name === 'class' ? Number(event.target.value) || '' : event.target.value })}
      onBlur={() => onBlur(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      size="small"
      {...extra}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Member ${index + 1}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          Member {index + 1}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Radio checked={member.isLeader} onChange={onMakeLeader} name="team-leader" />}
            label={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {member.isLeader ? <CrownIcon fontSize="small" color="warning" /> : null}
                <span>Team Leader</span>
              </Stack>
            }
          />
          <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemove} disabled={!canRemove} aria-label={`Remove member ${index + 1}`}>
            Remove
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('studentId')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('class', {
            select: true,
            children: CLASSES_BY_CATEGORY[category].map((value) => (
              <MenuItem key={value} value={value}>
                Class {value}
              </MenuItem>
            )),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('fathersName')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('gender', {
            select: true,
            children: GENDERS.map((gender) => (
              <MenuItem key={gender} value={gender}>
                {GENDER_LABEL[gender]}
              </MenuItem>
            )),
          })}
        </Grid>
      </Grid>
    </Paper>
  );
}
