import {
  ADMIN_MENTOR_SORTS,
  ADMIN_REGISTRATION_SORTS,
  ADMIN_SCHOOL_SORTS,
  ADMIN_STUDENT_SORTS,
  ADMIN_TEAM_SORTS,
  API_MSG,
  MSG,
  type AdminListType,
  type MessageId,
} from '@hackathon/contracts';
import { tr } from '../../../i18n';
import type { FilterDef } from '@hackathon/ui';
import { MENTOR_FILTERS, REGISTRATION_FILTERS, SCHOOL_FILTERS, STUDENT_FILTERS, TEAM_FILTERS } from '../../shared/utils/filters';

/** What an admin list section shows besides its columns, tiles, card and detail: its words, dropdowns and sorting. */
export interface AdminListDefinition {
  title: string;
  errorText: string;
  emptyText: string;
  loadingText: string;
  searchPlaceholder: string;
  filters: readonly FilterDef[];
  /** The API's sort whitelist, and the first sort. */
  sortFields: readonly string[];
  defaultSort: { sort: string; order: 'asc' | 'desc' };
}

interface ListWords {
  title: MessageId;
  loading: MessageId;
  search: MessageId;
  /** The specs' messages (MSG / API_MSG getters), read when shown. */
  error: () => string;
  empty: () => string;
}

/** A list's definition whose words are read in the language of the moment (spreading it reads them). */
function listDefinition(words: ListWords, rest: Pick<AdminListDefinition, 'filters' | 'sortFields' | 'defaultSort'>): AdminListDefinition {
  return {
    get title() {
      return tr(words.title);
    },
    get errorText() {
      return words.error();
    },
    get emptyText() {
      return words.empty();
    },
    get loadingText() {
      return tr(words.loading);
    },
    get searchPlaceholder() {
      return tr(words.search);
    },
    ...rest,
  };
}

/** The five admin lists, one row each (back-office spec, section 4: the search each server list runs). */
export const ADMIN_LISTS: Record<AdminListType, AdminListDefinition> = {
  registrations: listDefinition(
    { title: 'backoffice.section.registration', loading: 'backoffice.lists.loadingRegistrations', search: 'backoffice.lists.searchRegistrations', error: () => MSG.errorLoadingRegistrations, empty: () => MSG.noRegistrationsFound },
    { filters: REGISTRATION_FILTERS, sortFields: ADMIN_REGISTRATION_SORTS, defaultSort: { sort: 'registrationTimestamp', order: 'desc' } },
  ),
  teams: listDefinition(
    { title: 'backoffice.section.teams', loading: 'backoffice.lists.loadingTeams', search: 'backoffice.lists.searchTeams', error: () => MSG.errorLoadingTeams, empty: () => MSG.noTeamsFound },
    { filters: TEAM_FILTERS, sortFields: ADMIN_TEAM_SORTS, defaultSort: { sort: 'teamId', order: 'asc' } },
  ),
  students: listDefinition(
    { title: 'backoffice.section.students', loading: 'backoffice.lists.loadingStudents', search: 'backoffice.lists.searchStudents', error: () => API_MSG.errorLoadingStudents, empty: () => API_MSG.noStudentsFound },
    { filters: STUDENT_FILTERS, sortFields: ADMIN_STUDENT_SORTS, defaultSort: { sort: 'name', order: 'asc' } },
  ),
  schools: listDefinition(
    { title: 'backoffice.section.schools', loading: 'backoffice.lists.loadingSchools', search: 'backoffice.lists.searchSchools', error: () => API_MSG.errorLoadingSchools, empty: () => API_MSG.noSchoolsFound },
    { filters: SCHOOL_FILTERS, sortFields: ADMIN_SCHOOL_SORTS, defaultSort: { sort: 'schoolCode', order: 'asc' } },
  ),
  mentors: listDefinition(
    { title: 'backoffice.section.mentors', loading: 'backoffice.lists.loadingMentors', search: 'backoffice.lists.searchMentors', error: () => API_MSG.errorLoadingMentors, empty: () => API_MSG.noMentorsFound },
    { filters: MENTOR_FILTERS, sortFields: ADMIN_MENTOR_SORTS, defaultSort: { sort: 'name', order: 'asc' } },
  ),
};
