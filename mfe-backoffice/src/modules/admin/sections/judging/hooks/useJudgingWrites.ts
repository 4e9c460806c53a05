import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, useEndpointMutation, type ApiError } from '@hackathon/api-client';
import { JUDGING_API, type ApiSuccess, type JudgingRound, type JudgingRoundInput, type JudgingScoreChoice, type RubricTemplateInput } from '@hackathon/contracts';
import { ADMIN_READS } from '../../shared/adminReads';

/** What a judging write may change: the rounds, a round, its coverage and its results (every page and filter). */
const JUDGING_READS = [JUDGING_API.rounds, JUDGING_API.round, JUDGING_API.coverage, JUDGING_API.results];

function useRefresh() {
  const client = useQueryClient();
  return () => invalidateEndpoints(client, JUDGING_READS);
}

/** POST /judging/rounds, or PUT /judging/rounds/{id} while the round is a draft. */
export function useSaveRound() {
  const refresh = useRefresh();
  return useMutation<ApiSuccess<JudgingRound>, ApiError, { id: string | null; body: JudgingRoundInput }>({
    mutationFn: ({ id, body }) =>
      id === null ? callEndpoint(JUDGING_API.createRound, { params: [], body, requireToken: true }) : callEndpoint(JUDGING_API.updateRound, { params: [id], body, requireToken: true }),
    onSuccess: refresh,
  });
}

/** POST /judging/rubric-templates (409 when the name is taken). */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useEndpointMutation(JUDGING_API.createTemplate, (body: RubricTemplateInput) => ({ params: [], body, requireToken: true }), {
    onSuccess: () => invalidateEndpoints(client, [JUDGING_API.templates]),
  });
}

/** POST /judging/rounds/{id}/assign: the plan (dryRun) or its application, which changes the board. */
export function useAssign(roundId: string) {
  const refresh = useRefresh();
  return useEndpointMutation(JUDGING_API.assign, (dryRun: boolean) => ({ params: [roundId] as [string], body: { dryRun }, requireToken: true }), {
    onSuccess: (answer) => (answer.data.applied ? refresh() : undefined),
  });
}

/** POST /judging/assignments/{id}/swap: the judge chosen, or (none) the best eligible one. */
export function useSwapJudge() {
  const refresh = useRefresh();
  return useEndpointMutation(
    JUDGING_API.swap,
    ({ assignmentId, judgeId }: { assignmentId: string; judgeId: string | null }) => ({ params: [assignmentId] as [string], body: judgeId ? { judgeId } : {}, requireToken: true }),
    // a refusal may come from a board that changed meanwhile: read it again either way
    { onSettled: refresh },
  );
}

/** POST /judging/assignments/{id}/reopen: a submitted sheet back to draft, with the reason (audited). */
export function useReopenSheet() {
  const refresh = useRefresh();
  return useEndpointMutation(
    JUDGING_API.reopen,
    ({ assignmentId, reason }: { assignmentId: string; reason: string }) => ({ params: [assignmentId] as [string], body: { reason }, requireToken: true }),
    { onSettled: refresh },
  );
}

/** POST /judging/rounds/{id}/publish: the phase scores change, so every admin read (phases, teams) is read again. */
export function usePublishRound(roundId: string) {
  const client = useQueryClient();
  return useEndpointMutation(JUDGING_API.publish, (score: JudgingScoreChoice) => ({ params: [roundId] as [string], body: { score }, requireToken: true }), {
    onSuccess: () => invalidateEndpoints(client, [...new Set([...ADMIN_READS, ...JUDGING_READS])]),
  });
}
