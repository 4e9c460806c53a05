import { Button, Checkbox, FormControlLabel, Grid, MenuItem, Paper, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CLASSES_BY_CATEGORY, GENDERS, type Category, type MemberDraft, type MemberErrors, type MemberField } from '@hackathon/contracts';
import { CrownIcon } from '@hackathon/ui';
import { editFieldId } from '../utils/editTeamForm';

const LABEL: Record<MemberField, string> = {
  studentId: 'Student ID',
  name: 'Name',
  class: 'Class',
  fathersName: "Father's Name",
  gender: 'Gender',
};

const GENDER_LABEL: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

export interface MemberEditorProps {
  index: number;
  member: MemberDraft;
  /** '' until a category is chosen: no class can be offered yet. */
  category: Category | '';
  errors: MemberErrors;
  canRemove: boolean;
  onChange: (patch: Partial<Pick<MemberDraft, MemberField>>) => void;
  onLeader: (checked: boolean) => void;
  onRemove: () => void;
}

/** One member of the Edit Team dialog: member ID (kept), student ID, name, class for the category, father's name, gender, leader. */
export function MemberEditor({ index, member, category, errors, canRemove, onChange, onLeader, onRemove }: MemberEditorProps) {
  const field = (name: MemberField, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={editFieldId(name, member.key)}
      label={LABEL[name]}
      value={member[name]}
      onChange={(event) => onChange({ [name]: name === 'class' ? Number(event.target.value) || '' : event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      size="small"
      {...extra}
    />
  );
  const classes = category ? CLASSES_BY_CATEGORY[category] : [];

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Member ${index + 1}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          Member {index + 1}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {member.memberId ? `Member ID ${member.memberId}` : 'New member'}
          </Typography>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox id={editFieldId('isLeader', member.key)} checked={member.isLeader} onChange={(event) => onLeader(event.target.checked)} />}
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
        <Grid size={{ xs: 12, sm: 6 }}>{field('studentId')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('name')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('class', {
            select: true,
            disabled: classes.length === 0,
            children: classes.map((value) => (
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
