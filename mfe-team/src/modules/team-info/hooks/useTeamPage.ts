import { useEffect, useMemo } from 'react';
import { errorMessage } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { useSession } from '@hackathon/session';
import { toast } from '@hackathon/ui';
import { useLanguage } from '../../../i18n';
import { mergeTeamRecords, toTeamInfo } from '../utils/teamInfo';
import { useTeamData } from './useTeamData';

/**
 * What both team pages start from: the session (is this a team?), the team's record (the copy
 * saved at sign-in first, then GET /teamdata) and its display form.
 */
export function useTeamPage() {
  const session = useSession();
  // the display form words its labels (category, N/A) in the reader's language
  const language = useLanguage();
  const isTeam = session.isAuthenticated && session.role === 'team';
  const sessionTeam = session.team;
  const query = useTeamData(sessionTeam?.teamId ?? null, isTeam);
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error && !error.shouldLogout) toast.error(errorMessage(error, MSG.failedLoadData), { id: 'team-dashboard-error' });
  }, [error, errorUpdatedAt]);

  const record = useMemo(() => mergeTeamRecords(sessionTeam, query.data ?? null), [sessionTeam, query.data]);
  // the language is in the keys: toTeamInfo reads it through translate
  const info = useMemo(() => (record ? toTeamInfo(record) : null), [record, language]);
  // the session knows the school even when the record lacks it
  const schoolCode = info?.schoolCode ?? session.schoolCode ?? null;

  return { session, isTeam, query, record, info, schoolCode };
}
