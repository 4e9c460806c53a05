import {
  ADMIN_MENTOR_SORTS,
  ADMIN_REGISTRATION_SORTS,
  ADMIN_SCHOOL_SORTS,
  ADMIN_STUDENT_SORTS,
  ADMIN_TEAM_SORTS,
  API_MSG,
  MSG,
  type AdminListType,
} from '@hackathon/contracts';
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

/** The five admin lists, one row each (back-office spec, section 4: the search each server list runs). */
export const ADMIN_LISTS: Record<AdminListType, AdminListDefinition> = {
  registrations: { title: 'Registration Management', errorText: MSG.errorLoadingRegistrations, emptyText: MSG.noRegistrationsFound, loadingText: 'Loading registrations...', searchPlaceholder: 'Search email, contact, school code or name, district, state', filters: REGISTRATION_FILTERS, sortFields: ADMIN_REGISTRATION_SORTS, defaultSort: { sort: 'registrationTimestamp', order: 'desc' } },
  teams: { title: 'Teams', errorText: MSG.errorLoadingTeams, emptyText: MSG.noTeamsFound, loadingText: 'Loading teams...', searchPlaceholder: 'Search team name, Team ID, school, mentor...', filters: TEAM_FILTERS, sortFields: ADMIN_TEAM_SORTS, defaultSort: { sort: 'teamId', order: 'asc' } },
  students: { title: 'Students', errorText: API_MSG.errorLoadingStudents, emptyText: API_MSG.noStudentsFound, loadingText: 'Loading students...', searchPlaceholder: 'Search name, student ID, team, school', filters: STUDENT_FILTERS, sortFields: ADMIN_STUDENT_SORTS, defaultSort: { sort: 'name', order: 'asc' } },
  schools: { title: 'Schools', errorText: API_MSG.errorLoadingSchools, emptyText: API_MSG.noSchoolsFound, loadingText: 'Loading schools...', searchPlaceholder: 'Search school code, name, district, region', filters: SCHOOL_FILTERS, sortFields: ADMIN_SCHOOL_SORTS, defaultSort: { sort: 'schoolCode', order: 'asc' } },
  mentors: { title: 'Mentors', errorText: API_MSG.errorLoadingMentors, emptyText: API_MSG.noMentorsFound, loadingText: 'Loading mentors...', searchPlaceholder: 'Search name, mentor ID, teacher ID, email, phone, school', filters: MENTOR_FILTERS, sortFields: ADMIN_MENTOR_SORTS, defaultSort: { sort: 'name', order: 'asc' } },
};
