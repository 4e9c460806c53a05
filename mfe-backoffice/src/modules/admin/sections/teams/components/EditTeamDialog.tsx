import { useState, type FormEvent } from 'react';
import { Typography } from '@mui/material';
import { isApiError } from '@hackathon/api-client';
import {
  MSG,
  addMember,
  removeMember,
  updateMember,
  type AdminTeamRow,
  type MemberDraft,
  type MemberField,
} from '@hackathon/contracts';
import { DialogForm, FormDialog, TeamFormFields, toast, type MemberEditorWording } from '@hackathon/ui';
import { useUpdateTeam } from '../hooks/useTeamWrites';
import {
  canRemoveMember,
  changeCategory,
  editFieldId,
  firstEditErrorId,
  hasEditErrors,
  serverErrorsToForm,
  teamToEditForm,
  toAdminTeamUpdate,
  toggleLeader,
  validateEditTeam,
  type EditTeamErrors,
  type EditTeamValues,
} from '../utils/editTeamForm';
import { tr, useT } from '../../../../../i18n';
import { fieldErrorsOf } from '../../../../shared/utils/fieldErrors';

export interface EditTeamDialogProps {
  team: AdminTeamRow | null;
  onClose: () => void;
}

/** The admin's Edit Team dialog (back-office spec): teamName, category and the members. */
export function EditTeamDialog({ team, onClose }: EditTeamDialogProps) {
  const t = useT();
  return (
    <FormDialog open={team !== null} onClose={onClose} title={t('backoffice.teams.editTeam')} titleId="edit-team-title" maxWidth="md">
      {team ? <EditTeamForm team={team} onClose={onClose} /> : null}
    </FormDialog>
  );
}

const NO_ERRORS: EditTeamErrors = { member: {} };

function mergeRowErrors(current: EditTeamErrors['member'], added: EditTeamErrors['member']): EditTeamErrors['member'] {
  const merged = { ...current };
  for (const [key, errors] of Object.entries(added)) merged[key] = { ...merged[key], ...errors };
  return merged;
}

/** The member editor's words (back-office spec, section 5): the kept member ID shows beside each row. Read in the language of the moment. */
function memberWording(): MemberEditorWording {
  return {
    heading: tr('backoffice.field.members'),
    note: tr('backoffice.teams.blankSlots'),
    labels: {
      studentId: tr('backoffice.field.studentId'),
      name: tr('backoffice.field.name'),
      class: tr('backoffice.field.class'),
      fathersName: tr('backoffice.field.fathersName'),
      gender: tr('backoffice.field.gender'),
    },
    firstField: 'studentId',
    caption: (member) => (member.memberId ? tr('backoffice.teams.memberId', { id: member.memberId }) : tr('backoffice.teams.newMember')),
  };
}

function focusById(id: string | null) {
  if (id) setTimeout(() => document.getElementById(id)?.focus(), 0);
}

function EditTeamForm({ team, onClose }: { team: AdminTeamRow; onClose: () => void }) {
  const t = useT();
  const [values, setValues] = useState<EditTeamValues>(() => teamToEditForm(team));
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<EditTeamErrors>(NO_ERRORS);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateTeam();

  // errors show once Save was pressed, then follow the typing; the server's stay until that field changes
  const client = submitted ? validateEditTeam(values) : NO_ERRORS;
  const topError = (field: 'teamName' | 'category') => server[field] ?? client[field];
  const memberErrors = (key: string) => ({ ...client.member[key], ...server.member[key] });
  const listError = server.members ?? client.members;

  const change = (next: Partial<EditTeamValues>, clear?: { field?: 'teamName' | 'category'; member?: [string, MemberField] }) => {
    setValues((current) => ({ ...current, ...next }));
    if (clear?.field) setServer((current) => ({ ...current, [clear.field as string]: undefined }));
    if (clear?.member) {
      const [key, field] = clear.member;
      setServer((current) => ({ ...current, member: { ...current.member, [key]: { ...current.member[key], [field]: undefined } } }));
    }
  };
  const setMembers = (next: (members: MemberDraft[]) => MemberDraft[]) => {
    setValues((current) => ({ ...current, members: next(current.members) }));
    setServer((current) => ({ ...current, members: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const errors = validateEditTeam(values);
    if (hasEditErrors(errors)) {
      focusById(firstEditErrorId(errors, values.members));
      return;
    }
    const { body, sentKeys } = toAdminTeamUpdate(values, team.updatedAt);
    update.mutate(
      { id: team._id, body },
      {
        onSuccess: () => {
          toast.success(MSG.adminTeamUpdated);
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          // a stale edit (409) or a refused field: the server's own words; otherwise the spec's toast
          const refused = isApiError(error) && error.isClientError;
          const message = refused ? error.message : MSG.failedUpdateTeam;
          toast.error(message);
          setFormError(message);
          if (refused) {
            const placed = serverErrorsToForm(fieldErrorsOf(error.details), sentKeys);
            setServer(placed);
            focusById(firstEditErrorId(placed, values.members));
          }
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} error={formError} saving={update.isPending} submitLabel={t('backoffice.common.saveChanges')} savingLabel={t('backoffice.common.saving')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('backoffice.teams.editCaption', { teamId: team.teamId, schoolName: team.schoolName, schoolCode: team.schoolCode })}
      </Typography>
      <TeamFormFields
        fieldId={editFieldId}
        teamName={values.teamName}
        category={values.category}
        errors={{ teamName: topError('teamName'), category: topError('category') }}
        onTeamName={(teamName) => change({ teamName }, { field: 'teamName' })}
        onCategory={(category) => {
          const next = changeCategory(values.members, category);
          change({ category, members: next.members }, { field: 'category' });
          // the rows whose class was cleared say why, until a class is picked (like a server error)
          setServer((current) => ({ ...current, member: mergeRowErrors(current.member, next.classErrors) }));
        }}
        members={{
          members: values.members,
          category: values.category,
          wording: memberWording(),
          fieldId: editFieldId,
          listError,
          listErrorId: editFieldId('members'),
          errorsOf: (member) => memberErrors(member.key),
          canRemove: canRemoveMember(values.members),
          leaderControl: 'checkbox',
          leaderId: (key) => editFieldId('isLeader', key),
          onAdd: () => setMembers(addMember),
          onChange: (key, patch) => {
            setValues((current) => ({ ...current, members: updateMember(current.members, key, patch) }));
            for (const field of Object.keys(patch) as MemberField[]) change({}, { member: [key, field] });
          },
          onLeader: (key, checked) => setMembers((members) => toggleLeader(members, key, checked)),
          onRemove: (key) => setMembers((members) => removeMember(members, key)),
        }}
      />
    </DialogForm>
  );
}
