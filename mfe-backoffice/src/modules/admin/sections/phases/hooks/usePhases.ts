import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, invalidateEndpoints, isApiError, useEndpointQuery, type ApiError } from '@hackathon/api-client';
import {
  PHASES_API,
  TIMEOUTS_MS,
  type AutoEliminateResult,
  type PhaseAction,
  type PhaseActionResult,
  type PhaseMoveRef,
  type PhaseNumber,
  type PhaseTeam,
  type PromoteTopInput,
  type PromoteTopResult,
} from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';
import { ADMIN_READS } from '../../shared/adminReads';
import { callsFor, mergeResults, resultFromErrorBody, type BulkAction, type BulkResult } from '../utils/phaseActions';

/** GET /teams/phases/list: one page, searched, filtered and sorted on the server. */
export function usePhaseTeams(query: ListQueryParams) {
  return useEndpointQuery(null, PHASES_API.list, [], {
    query,
    request: { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true },
    placeholderData: keepPreviousData,
  });
}

const ENDPOINT: Record<Exclude<PhaseAction, 'eliminate'>, (typeof PHASES_API)['promotePhase2']> = {
  'promote-phase2': PHASES_API.promotePhase2,
  'promote-finalist': PHASES_API.promoteFinalist,
  'demote-finalist': PHASES_API.demoteFinalist,
  'demote-phase2': PHASES_API.demotePhase2,
  reactivate: PHASES_API.reactivate,
};

async function runCall(action: PhaseAction, teamIds: string[], reason: string | undefined): Promise<PhaseActionResult> {
  try {
    const answer =
      action === 'eliminate'
        ? await callEndpoint(PHASES_API.eliminate, { params: [], body: { teamIds, ...(reason !== undefined ? { reason } : {}) }, requireToken: true })
        : await callEndpoint(ENDPOINT[action], { params: [], body: { teamIds }, requireToken: true });
    return answer.data;
  } catch (error) {
    // every named team refused: a 409 (404) that still lists the refusals
    const refused = isApiError(error) && error.isClientError ? resultFromErrorBody(error.body) : null;
    if (refused) return refused;
    throw error;
  }
}

export interface BulkVariables {
  action: BulkAction;
  teamIds: string[];
  /** Eliminate only. */
  reason?: string;
  /** What the list last showed of each team (Demote splits by it). */
  known: ReadonlyMap<string, Pick<PhaseTeam, 'status'>>;
}

/** One bulk action of the bar: its API call(s), the per-team result merged, the admin reads refreshed. */
export function useBulkPhaseAction() {
  const client = useQueryClient();
  return useMutation<BulkResult, ApiError, BulkVariables>({
    mutationFn: async ({ action, teamIds, reason, known }) => {
      const results: PhaseActionResult[] = [];
      for (const call of callsFor(action, teamIds, known)) results.push(await runCall(call.action, call.teamIds, reason));
      return mergeResults(results);
    },
    onSettled: () => invalidateEndpoints(client, ADMIN_READS),
  });
}

/** PUT /teams/phases/{id}/score. */
export function useSetScore() {
  const client = useQueryClient();
  return useMutation<PhaseTeam, ApiError, { id: string; phase: PhaseNumber; score: number }>({
    mutationFn: async ({ id, phase, score }) => (await callEndpoint(PHASES_API.score, { params: [id], body: { phase, score }, requireToken: true })).data,
    onSuccess: () => invalidateEndpoints(client, ADMIN_READS),
  });
}

/** POST /teams/phases/auto-eliminate: a preview (confirm false) or the elimination (confirm true), with the server's message. */
export function useAutoEliminate() {
  const client = useQueryClient();
  return useMutation<{ result: AutoEliminateResult; message: string }, ApiError, { threshold: number; phase: PhaseNumber; confirm: boolean }>({
    mutationFn: async (body) => {
      const answer = await callEndpoint(PHASES_API.autoEliminate, { params: [], body, requireToken: true });
      return { result: answer.data, message: answer.message };
    },
    onSuccess: ({ result }) => {
      if (result.confirmed) void invalidateEndpoints(client, ADMIN_READS);
    },
  });
}

/** POST /teams/phases/promote-top (issue 27): a preview (confirm false) or the promotion (confirm true), with the server's message. */
export function usePromoteTop() {
  const client = useQueryClient();
  return useMutation<{ result: PromoteTopResult; message: string }, ApiError, PromoteTopInput & { confirm: boolean }>({
    mutationFn: async (body) => {
      const answer = await callEndpoint(PHASES_API.promoteTop, { params: [], body, requireToken: true });
      return { result: answer.data, message: answer.message };
    },
    onSuccess: ({ result }) => {
      if (result.confirmed) void invalidateEndpoints(client, ADMIN_READS);
    },
  });
}

/**
 * POST /teams/phases/moves/{id}/undo for each move of the last bulk action (Demote may be two),
 * the last first; answers the server's message of the last undo.
 */
export function useUndoMoves() {
  const client = useQueryClient();
  return useMutation<string, ApiError, readonly PhaseMoveRef[]>({
    mutationFn: async (moves) => {
      let message = '';
      for (const move of [...moves].reverse()) message = (await callEndpoint(PHASES_API.undoMove, { params: [move.id], requireToken: true })).message;
      return message;
    },
    onSettled: () => invalidateEndpoints(client, ADMIN_READS),
  });
}
