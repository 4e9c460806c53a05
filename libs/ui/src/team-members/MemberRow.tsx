import { Button, Checkbox, FormControlLabel, Grid, Paper, Radio, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { CLASSES_BY_CATEGORY, GENDERS, type Category, type MemberDraft, type MemberErrors, type MemberField } from '@hackathon/contracts';
import { CrownIcon } from '../CrownIcon';
import { useT } from '../labels';
import { menuOptions } from '../menuOptions';

/** The words of a row: the school's team form and the admin's Edit Team dialog label the fields differently. */
export interface MemberRowWording {
  labels: Record<MemberField, string>;
  /** Which of name and student ID comes first on the row. */
  firstField: 'name' | 'studentId';
  /** A caption beside 'Member N' (e.g. the kept member ID); none when absent. */
  caption?: (member: MemberDraft) => string;
}

export interface MemberRowProps {
  index: number;
  member: MemberDraft;
  /** '' until a category is chosen: no class can be offered yet. */
  category: Category | '';
  errors: MemberErrors;
  canRemove: boolean;
  wording: MemberRowWording;
  /** The id of a field's input (the form focuses the first field with an error by it). */
  fieldId: (field: MemberField, memberKey: string) => string;
  /** 'radio': picking a leader moves the flag; 'checkbox': it can be cleared too (the form's rule decides). */
  leaderControl: 'radio' | 'checkbox';
  /** The leader control's id (checkbox only). */
  leaderId?: string;
  onChange: (patch: Partial<Pick<MemberDraft, MemberField>>) => void;
  onBlur?: (field: MemberField) => void;
  onLeader: (checked: boolean) => void;
  onRemove: () => void;
}

/** One member of a team form: student ID, name, class for the category, father's name, gender, leader. */
export function MemberRow({
  index,
  member,
  category,
  errors,
  canRemove,
  wording,
  fieldId,
  leaderControl,
  leaderId,
  onChange,
  onBlur,
  onLeader,
  onRemove,
}: MemberRowProps) {
  const t = useT();
  const field = (name: MemberField, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(name, member.key)}
      label={wording.labels[name]}
      value={member[name]}
      onChange={(event) => onChange({ [name]: name === 'class' ? Number(event.target.value) || '' : event.target.value })}
      onBlur={onBlur ? () => onBlur(name) : undefined}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      size="small"
      {...extra}
    />
  );
  const classes = category ? CLASSES_BY_CATEGORY[category] : [];
  const [first, second]: MemberField[] = wording.firstField === 'name' ? ['name', 'studentId'] : ['studentId', 'name'];
  const leader =
    leaderControl === 'radio' ? (
      <Radio checked={member.isLeader} onChange={(event) => onLeader(event.target.checked)} name="team-leader" />
    ) : (
      <Checkbox id={leaderId} checked={member.isLeader} onChange={(event) => onLeader(event.target.checked)} />
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={t('views.members.member', { n: index + 1 })}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {t('views.members.member', { n: index + 1 })}
          {wording.caption ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {wording.caption(member)}
            </Typography>
          ) : null}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={leader}
            label={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                {member.isLeader ? <CrownIcon fontSize="small" color="warning" /> : null}
                <span>{t('views.members.teamLeader')}</span>
              </Stack>
            }
          />
          <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onRemove} disabled={!canRemove} aria-label={t('views.members.removeMember', { n: index + 1 })}>
            {t('views.members.remove')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6 }}>{field(first)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field(second)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('class', {
            select: true,
            disabled: classes.length === 0,
            children: menuOptions(classes, (value) => t('views.members.classOption', { value })),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('fathersName')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {field('gender', { select: true, children: menuOptions(GENDERS, (gender) => t(`gender.${gender}`)) })}
        </Grid>
      </Grid>
    </Paper>
  );
}
