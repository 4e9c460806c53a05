import { CERTIFICATE_LIMITS, type Category, type CertificateBatchInput, type CertificateKind, type CertificateSelection, type MessageId } from '@hackathon/contracts';

/**
 * The Issue a batch form (issue 28): the kind and who qualifies, as typed. The body sent leaves out
 * what is not narrowed (the API reads an absent field as "every").
 */
export interface SelectionDraft {
  kind: CertificateKind;
  /** '' for every phase (same as phase 1). */
  minPhase: '' | '1' | '2' | '3';
  activeOnly: boolean;
  /** '' for both categories. */
  category: '' | Category;
  regions: string[];
  zones: string[];
  /** As typed: codes separated by commas, spaces or new lines. */
  schoolCodes: string;
  teamIds: string;
}

export type SelectionField = keyof SelectionDraft;

export const EMPTY_DRAFT: SelectionDraft = {
  kind: 'participation',
  minPhase: '',
  activeOnly: false,
  category: '',
  regions: [],
  zones: [],
  schoolCodes: '',
  teamIds: '',
};

/** The DOM id of a field of the form. */
export const selectionFieldId = (field: SelectionField) => `certificate-batch-${field}`;

/** Codes typed with commas, semicolons, spaces or new lines between them; each once, in the order typed. */
export function splitCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((code) => code.trim()).filter(Boolean))];
}

/** School codes: letters and digits, read in upper case (the directory's form). */
export const schoolCodesOf = (text: string) => splitCodes(text.toUpperCase());

/** What the form asks the API for; `confirm` and `expectedCount` are added by the issue step. */
export function toBatchInput(draft: SelectionDraft): CertificateBatchInput {
  const selection: CertificateSelection = {};
  if (draft.minPhase) selection.minPhase = Number(draft.minPhase) as 1 | 2 | 3;
  if (draft.activeOnly) selection.activeOnly = true;
  if (draft.category) selection.category = draft.category;
  if (draft.regions.length > 0) selection.regions = [...draft.regions];
  if (draft.zones.length > 0) selection.zones = [...draft.zones];
  const schoolCodes = schoolCodesOf(draft.schoolCodes);
  if (schoolCodes.length > 0) selection.schoolCodes = schoolCodes;
  const teamIds = splitCodes(draft.teamIds);
  if (teamIds.length > 0) selection.teamIds = teamIds;
  return { kind: draft.kind, selection };
}

export interface SelectionProblem {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** What the API would refuse, before asking it: too many codes, regions, or a school code that is not letters and digits. */
export function selectionProblems(draft: SelectionDraft): Partial<Record<SelectionField, SelectionProblem>> {
  const problems: Partial<Record<SelectionField, SelectionProblem>> = {};
  const schoolCodes = schoolCodesOf(draft.schoolCodes);
  const teamIds = splitCodes(draft.teamIds);
  if (schoolCodes.length > CERTIFICATE_LIMITS.schoolCodesMax) problems.schoolCodes = { id: 'certificates.form.tooMany', values: { max: CERTIFICATE_LIMITS.schoolCodesMax } };
  else if (schoolCodes.some((code) => !/^[0-9A-Z]+$/.test(code))) problems.schoolCodes = { id: 'certificates.form.badSchoolCode' };
  if (teamIds.length > CERTIFICATE_LIMITS.teamIdsMax) problems.teamIds = { id: 'certificates.form.tooMany', values: { max: CERTIFICATE_LIMITS.teamIdsMax } };
  if (draft.regions.length > CERTIFICATE_LIMITS.regionsMax) problems.regions = { id: 'certificates.form.tooMany', values: { max: CERTIFICATE_LIMITS.regionsMax } };
  return problems;
}
