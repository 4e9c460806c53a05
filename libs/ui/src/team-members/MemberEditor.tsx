import { Alert, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { LIMITS, type Category, type MemberDraft, type MemberErrors, type MemberField } from '@hackathon/contracts';
import { useT } from '../labels';
import { MemberRow, type MemberRowWording } from './MemberRow';

/** The words of the members part of a team form (the two specs word it differently). */
export interface MemberEditorWording extends MemberRowWording {
  /** The heading before the count, e.g. 'Team Members' (3/5). */
  heading: string;
  /** A line above the rows. */
  note?: string;
}

export interface MemberEditorProps {
  members: readonly MemberDraft[];
  /** '' until a category is chosen: no class can be offered yet. */
  category: Category | '';
  wording: MemberEditorWording;
  /** The id of a member field's input (the form focuses the first field with an error by it). */
  fieldId: (field: MemberField, memberKey: string) => string;
  /** The whole-list error (count, leader) and the id the form focuses it by. */
  listError?: string;
  listErrorId: string;
  errorsOf: (member: MemberDraft) => MemberErrors;
  canRemove: boolean;
  /** 'radio': picking a leader moves the flag; 'checkbox': it can be cleared too (the form's rule decides). */
  leaderControl: 'radio' | 'checkbox';
  /** The leader checkbox's id. */
  leaderId?: (memberKey: string) => string;
  onAdd: () => void;
  onChange: (memberKey: string, patch: Partial<Pick<MemberDraft, MemberField>>) => void;
  onBlur?: (memberKey: string, field: MemberField) => void;
  onLeader: (memberKey: string, checked: boolean) => void;
  onRemove: (memberKey: string) => void;
}

/**
 * The members of a team form (the school's Add/Edit Team, the admin's Edit Team): heading with the
 * count, Add Member, the list's error and one row a member. The rules live in @hackathon/contracts
 * (team-members.ts); the forms keep the state and pass their own wording.
 */
export function MemberEditor({
  members,
  category,
  wording,
  fieldId,
  listError,
  listErrorId,
  errorsOf,
  canRemove,
  leaderControl,
  leaderId,
  onAdd,
  onChange,
  onBlur,
  onLeader,
  onRemove,
}: MemberEditorProps) {
  const t = useT();
  return (
    <>
      <Stack direction="row" sx={{ mt: 3, mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {wording.heading} ({members.length}/{LIMITS.maxTeamMembers})
        </Typography>
        <Button startIcon={<AddIcon />} onClick={onAdd} disabled={members.length >= LIMITS.maxTeamMembers}>
          {t('views.members.addMember')}
        </Button>
      </Stack>
      {listError ? (
        <Alert severity="error" id={listErrorId} tabIndex={-1} sx={{ mb: 1 }}>
          {listError}
        </Alert>
      ) : null}
      {wording.note ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {wording.note}
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        {members.map((member, index) => (
          <MemberRow
            key={member.key}
            index={index}
            member={member}
            category={category}
            errors={errorsOf(member)}
            canRemove={canRemove}
            wording={wording}
            fieldId={fieldId}
            leaderControl={leaderControl}
            leaderId={leaderId?.(member.key)}
            onChange={(patch) => onChange(member.key, patch)}
            onBlur={onBlur ? (field) => onBlur(member.key, field) : undefined}
            onLeader={(checked) => onLeader(member.key, checked)}
            onRemove={() => onRemove(member.key)}
          />
        ))}
      </Stack>
    </>
  );
}
