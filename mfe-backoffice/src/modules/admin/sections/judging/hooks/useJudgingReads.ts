import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '@hackathon/api-client';
import { fromNamedPage, JUDGES_API, JUDGING_API, TIMEOUTS_MS, type JudgingCoverage, type JudgingResults, type Paginated, type TeamCoverage, type TeamRoundResult } from '@hackathon/contracts';
import type { ListQueryParams } from '@hackathon/ui';

const REQUEST = { timeoutMs: TIMEOUTS_MS.adminList, requireToken: true } as const;

/** GET /judging/rounds: one page, searched and sorted on the server. */
export function useRounds(query: ListQueryParams) {
  return useEndpointQuery(null, JUDGING_API.rounds, [], { query, request: REQUEST, select: (page) => fromNamedPage(page, 'rounds'), placeholderData: keepPreviousData });
}

/** GET /judging/rounds/{id}. */
export function useRound(id: string) {
  return useEndpointQuery(null, JUDGING_API.round, [id], { request: REQUEST });
}

/** GET /judging/rubric-templates (the built-in default first); only while a form needs them. */
export function useTemplates(enabled: boolean) {
  return useEndpointQuery(null, JUDGING_API.templates, [], { request: REQUEST, enabled, staleTime: 60_000 });
}

/** The coverage board with its page of teams also as the data view takes it. */
export type CoverageView = JudgingCoverage & { page: Paginated<TeamCoverage> };

/** GET /judging/rounds/{id}/coverage: the completion, every judge's count and one page of teams. */
export function useCoverage(id: string, query: ListQueryParams, enabled = true) {
  return useEndpointQuery(null, JUDGING_API.coverage, [id], {
    query,
    request: REQUEST,
    enabled,
    select: (data): CoverageView => ({ ...data, page: { items: data.teams, pagination: data.pagination } }),
    placeholderData: keepPreviousData,
  });
}

export type ResultsView = JudgingResults & { page: Paginated<TeamRoundResult> };

/** GET /judging/rounds/{id}/results: the scale, the judges' marking and one page of teams. */
export function useResults(id: string, query: ListQueryParams, enabled = true) {
  return useEndpointQuery(null, JUDGING_API.results, [id], {
    query,
    request: REQUEST,
    enabled,
    select: (data): ResultsView => ({ ...data, page: { items: data.teams, pagination: data.pagination } }),
    placeholderData: keepPreviousData,
  });
}

/** How many judges the picker asks for at a time: a search narrows them, the list is never read whole. */
export const JUDGE_SEARCH_LIMIT = 20;

/** GET /admin/judges: the active judges matching what the picker's box holds, by name. */
export function useJudgeSearch(search: string, enabled: boolean) {
  const query = { page: 1, limit: JUDGE_SEARCH_LIMIT, isActive: 'true' as const, sort: 'name' as const, order: 'asc' as const, ...(search ? { search } : {}) };
  return useEndpointQuery(null, JUDGES_API.list, [], { query, request: REQUEST, enabled, placeholderData: keepPreviousData });
}
