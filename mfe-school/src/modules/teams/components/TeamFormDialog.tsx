import { useState, type FormEvent } from 'react';
import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { API_MSG, LIMITS, MSG, type Category, type Mentor, type Team } from '@hackathon/contracts';
import { DialogForm, FormDialog, PasswordField, TeamFormFields, toast, type MemberEditorWording } from '@hackathon/ui';
import { useTeamMutations } from '../hooks/useTeamMutations';
import { addMember, applyCategory, removeMember, setLeader, updateMember, type MemberDraft } from '../utils/memberRules';
import {
  applyServerErrors,
  firstTeamErrorId,
  hasTeamErrors,
  newTeamForm,
  teamFieldId,
  teamToForm,
  toTeamInput,
  toTeamUpdate,
  validateTeamForm,
  type MemberField,
  type TeamFormErrors,
  type TeamFormValues,
} from '../utils/teamForm';
import { assignableMentors } from '../utils/teamFilters';
import { serverFieldErrors, serverMessageOr } from '../../shared/utils/serverErrors';
import { useT, type Translate } from '../../../i18n';

export interface TeamFormDialogProps {
  open: boolean;
  /** The team to edit; null adds a new one. */
  team: Team | null;
  schoolCode: string;
  schoolName?: string;
  mentors: readonly Mentor[];
  onClose: () => void;
}

/** Add New Team / Edit Team (participant spec, sections 4 and 5). */
export function TeamFormDialog(props: TeamFormDialogProps) {
  const t = useT();
  return (
    <FormDialog open={props.open} onClose={props.onClose} title={t(props.team ? 'school.teams.form.editTitle' : 'school.teams.form.addTitle')} titleId="team-form-title" maxWidth="md">
      <TeamForm {...props} />
    </FormDialog>
  );
}

const EMPTY_ERRORS: TeamFormErrors = { member: {} };

/** The member editor's words (participant spec, section 5). */
const memberWording = (t: Translate): MemberEditorWording => ({
  heading: t('school.teams.form.membersHeading'),
  labels: {
    name: t('school.teams.form.studentName'),
    studentId: t('school.teams.form.studentId'),
    class: t('school.teams.form.class'),
    fathersName: t('school.teams.form.fathersName'),
    gender: t('school.teams.form.gender'),
  },
  firstField: 'name',
});

function focusById(id: string | null) {
  if (!id) return;
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

function TeamForm({ team, schoolCode, schoolName, mentors, onClose }: TeamFormDialogProps) {
  const t = useT();
  const mode = team ? 'edit' : 'create';
  const [values, setValues] = useState<TeamFormValues>(() => (team ? teamToForm(team) : newTeamForm()));
  // errors show from the first submit on, then follow the typing; not on blur: an error appearing
  // while the pointer is pressed on Create Team moved the button and lost the click
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<TeamFormErrors>(EMPTY_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const { create, update } = useTeamMutations(schoolCode);
  const saving = create.isPending || update.isPending;

  const client = validateTeamForm(values, mode);
  const topError = (field: 'teamName' | 'password' | 'category' | 'teamEmail') => server[field] ?? (submitted ? client[field] : undefined);
  const memberErrors = (member: MemberDraft) => {
    const out: Partial<Record<MemberField, string>> = {};
    for (const field of ['name', 'studentId', 'class', 'fathersName', 'gender'] as const) {
      const message = server.member[member.key]?.[field] ?? (submitted ? client.member[member.key]?.[field] : undefined);
      if (message) out[field] = message;
    }
    return out;
  };
  const listError = server.members ?? (submitted ? client.members : undefined);

  const dropServer = (field: 'teamName' | 'password' | 'category' | 'teamEmail' | 'members', memberKey?: string, memberField?: MemberField) =>
    setServer((current) => {
      if (memberKey && memberField) {
        if (!current.member[memberKey]?.[memberField]) return current;
        return { ...current, member: { ...current.member, [memberKey]: { ...current.member[memberKey], [memberField]: undefined } } };
      }
      return current[field] ? { ...current, [field]: undefined } : current;
    });
  const setMembers = (next: (members: MemberDraft[]) => MemberDraft[]) => {
    setValues((current) => ({ ...current, members: next(current.members) }));
    dropServer('members');
  };
  const changeCategory = (category: Category) => {
    setValues((current) => ({ ...current, category, members: applyCategory(current.members, category) }));
    dropServer('category');
  };

  const mentorOptions = assignableMentors(mentors, team?.assignedMentor ?? null, LIMITS.mentorTeamCapacity);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (hasTeamErrors(client)) {
      focusById(firstTeamErrorId(client, values.members));
      return;
    }
    const school = { schoolCode, schoolName };
    try {
      const result = team
        ? await update.mutateAsync({ id: team._id || team.teamId, body: toTeamUpdate(values, school, team.teamEmail) })
        : await create.mutateAsync(toTeamInput(values, school));
      toast.success(result.message || (team ? API_MSG.teamUpdated : API_MSG.teamCreated));
      onClose();
    } catch (error) {
      const placed = applyServerErrors(values, serverFieldErrors(error));
      // the 5th team, a lock, a conflict: the server's own words
      const message = serverMessageOr(error, team ? MSG.failedUpdateTeam : MSG.failedCreateTeam);
      // another team's email: said above the form and on the field itself
      if (message === API_MSG.teamEmailInUse) placed.teamEmail ??= message;
      setServer(placed);
      const focus = firstTeamErrorId(placed, values.members);
      setFormError(message);
      toast.error(message);
      focusById(focus);
    }
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={formError} saving={saving} submitLabel={t(team ? 'school.teams.form.update' : 'school.teams.form.create')}>
      <TeamFormFields
        fieldId={teamFieldId}
        teamName={values.teamName}
        category={values.category}
        errors={{ teamName: topError('teamName'), category: topError('category') }}
        onTeamName={(teamName) => {
          setValues((current) => ({ ...current, teamName }));
          dropServer('teamName');
        }}
        onCategory={changeCategory}
        afterName={
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              id={teamFieldId('password')}
              label={t(team ? 'school.teams.form.newPasswordOptional' : 'school.teams.form.password')}
              value={values.password}
              onChange={(event) => {
                setValues((current) => ({ ...current, password: event.target.value }));
                dropServer('password');
              }}
              error={Boolean(topError('password'))}
              helperText={topError('password') ?? t(team ? 'school.teams.form.keepPasswordHint' : 'school.teams.form.passwordHint')}
              required={!team}
              fullWidth
              autoComplete="new-password"
            />
          </Grid>
        }
        afterCategory={
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="team-assignedMentor"
                select
                label={t('school.teams.form.mentor')}
                value={values.assignedMentor}
                onChange={(event) => setValues((current) => ({ ...current, assignedMentor: event.target.value }))}
                helperText={t(mentorOptions.length === 0 ? 'school.teams.form.noMentorRoom' : 'school.teams.form.mentorHint')}
                fullWidth
              >
                <MenuItem value="">{t('school.teams.form.noMentor')}</MenuItem>
                {mentorOptions.map((mentor) => (
                  <MenuItem key={mentor._id} value={mentor._id}>
                    {mentor.name} ({mentor.mentorId})
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id={teamFieldId('teamEmail')}
                type="email"
                label={t('school.teams.form.teamEmail')}
                value={values.teamEmail}
                onChange={(event) => {
                  setValues((current) => ({ ...current, teamEmail: event.target.value }));
                  dropServer('teamEmail');
                }}
                error={Boolean(topError('teamEmail'))}
                helperText={topError('teamEmail') ?? t('school.teams.form.teamEmailHint')}
                fullWidth
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
            </Grid>
          </>
        }
        members={{
          members: values.members,
          category: values.category,
          wording: memberWording(t),
          fieldId: teamFieldId,
          listError,
          listErrorId: teamFieldId('members'),
          errorsOf: memberErrors,
          canRemove: values.members.length > LIMITS.minTeamMembers,
          leaderControl: 'radio',
          onAdd: () => setMembers(addMember),
          onChange: (key, patch) => {
            setValues((current) => ({ ...current, members: updateMember(current.members, key, patch) }));
            for (const field of Object.keys(patch) as MemberField[]) dropServer('members', key, field);
          },
          onLeader: (key) => setMembers((members) => setLeader(members, key)),
          onRemove: (key) => setMembers((members) => removeMember(members, key)),
        }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('school.teams.form.rules')}
      </Typography>
    </DialogForm>
  );
}
