import type { ReactNode } from 'react';
import { Grid, TextField } from '@mui/material';
import type { Category } from '@hackathon/contracts';
import { useT } from '../labels';
import { TeamCategoryField } from './CategoryField';
import { MemberEditor, type MemberEditorProps } from './MemberEditor';

export type TeamTopField = 'teamName' | 'category';

export interface TeamFormFieldsProps {
  /** The inputs' ids (the form focuses the first field with an error by them). */
  fieldId: (field: TeamTopField) => string;
  teamName: string;
  /** '' until one is chosen. */
  category: Category | '';
  errors: Partial<Record<TeamTopField, string>>;
  onTeamName: (teamName: string) => void;
  onTeamNameBlur?: () => void;
  onCategory: (category: Category) => void;
  /** A form's own grid cells after the team name (the school's password) and after the category (its mentor). */
  afterName?: ReactNode;
  afterCategory?: ReactNode;
  /** The members part (rules, wording and state are the form's). */
  members: MemberEditorProps;
}

/**
 * The fields every team form has (the school's Add/Edit Team, the admin's Edit Team): Team Name,
 * Category and the members. Each form keeps only what differs: its state and when errors show, its
 * extra fields, its wording and its save.
 */
export function TeamFormFields({ fieldId, teamName, category, errors, onTeamName, onTeamNameBlur, onCategory, afterName, afterCategory, members }: TeamFormFieldsProps) {
  const t = useT();
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id={fieldId('teamName')}
            label={t('views.team.name')}
            value={teamName}
            onChange={(event) => onTeamName(event.target.value)}
            onBlur={onTeamNameBlur}
            error={Boolean(errors.teamName)}
            helperText={errors.teamName}
            required
            fullWidth
            autoFocus
          />
        </Grid>
        {afterName}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TeamCategoryField id={fieldId('category')} value={category} error={errors.category} onChange={onCategory} />
        </Grid>
        {afterCategory}
      </Grid>
      <MemberEditor {...members} />
    </>
  );
}
