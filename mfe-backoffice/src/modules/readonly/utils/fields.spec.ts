import { ADMIN_LIST_TYPES, MSG, loadServerCatalogues, readInLocale, type AdminMentorRow, type AdminStudentRow, type AdminTeamRow } from '@hackathon/contracts';
import { REGISTRATION_ROW } from '../../shared/testing/fixtures';
import { display, isReadOnlyType, READONLY_FIELDS, registrationCategories, truncateEmail, typeNoun } from './fields';
import { readOnlyFilters, SUPER_REGION_FILTER } from './filters';

const labels = (type: keyof typeof READONLY_FIELDS) => READONLY_FIELDS[type].map((f) => f.label);

describe('read-only fields', () => {
  it('shows N/A for empty values and keeps real ones (0 included)', () => {
    expect(display(null)).toBe('N/A');
    expect(display(undefined)).toBe('N/A');
    expect(display('   ')).toBe('N/A');
    expect(display(0)).toBe('0');
    expect(display(' Agra ')).toBe('Agra');
  });

  it('truncates emails to 20 characters, leaving short ones whole', () => {
    expect(truncateEmail('principal.kv1@example.org')).toBe('principal.kv1@exampl...');
    expect(truncateEmail('a@b.in')).toBe('a@b.in');
    expect(truncateEmail('x'.repeat(20))).toBe('x'.repeat(20));
  });

  it('lists the fields of each type as the spec does', () => {
    expect(labels('teams')).toEqual(['Team ID', 'Team Name', 'Category', 'Status', 'School', 'Region', 'Mentor']);
    expect(labels('students')).toEqual(['Student ID', 'Name', 'Class', 'Gender', 'Team', 'School', 'Region', 'Email']);
    expect(labels('mentors')).toEqual(['Mentor ID', 'Name', 'Designation', 'Email', 'School', 'Region', 'Expertise', 'Organization', 'Contact']);
    expect(labels('schools')).toEqual(['Code', 'Name', 'Region', 'State', 'District', 'Zone', 'City']);
    expect(labels('registrations')).toEqual(['Reference', 'Team', 'School', 'Category', 'Status', 'Region', 'District', 'State', 'Contact', 'Email']);
  });

  it("shows a team's category as Junior/Senior, its status in words and 'Unassigned' without a mentor", () => {
    const team = { teamId: 'N1001JR1', category: 'jr', status: 'INACTIVE', mentor: null, assignedMentorName: null } as unknown as AdminTeamRow;
    const value = (key: string) => READONLY_FIELDS.teams.find((f) => f.key === key)!.value(team);
    expect(value('category')).toBe('Junior');
    expect(value('status')).toBe('Inactive');
    expect(value('mentor')).toBe('Unassigned');
  });

  it('reads the fields the records do not hold as empty (N/A), and sends them when an API does', () => {
    const mentor = { mentorId: 'MNT-1', name: 'Asha', fullName: 'Asha Verma', emailId: '' } as unknown as AdminMentorRow;
    const m = (key: string) => display(READONLY_FIELDS.mentors.find((f) => f.key === key)!.value(mentor));
    expect([m('expertise'), m('organization'), m('emailId'), m('name')]).toEqual(['N/A', 'N/A', 'N/A', 'Asha Verma']);
    const student = { studentId: 'S1', email: 'kavya@example.org' } as unknown as AdminStudentRow;
    expect(READONLY_FIELDS.students.find((f) => f.key === 'email')!.value(student)).toBe('kavya@example.org');
  });

  it("sums up a registration's teams and categories, N/A before it has a team", () => {
    const value = (row: typeof REGISTRATION_ROW, key: string) => display(READONLY_FIELDS.registrations.find((f) => f.key === key)!.value(row));
    expect(value(REGISTRATION_ROW, 'teams')).toBe('3 (2 Junior, 1 Senior)');
    expect(value(REGISTRATION_ROW, 'category')).toBe('Junior, Senior');
    expect(value(REGISTRATION_ROW, 'registrationStatus')).toBe('Approved');
    const none = { ...REGISTRATION_ROW, teamCount: 0, jrTeams: 0, srTeams: 0, categories: [] };
    expect([value(none, 'teams'), registrationCategories(none)]).toEqual(['N/A', null]);
  });

  it('knows the five types only', () => {
    expect(isReadOnlyType('teams')).toBe(true);
    expect(isReadOnlyType('payments')).toBe(false);
    expect(isReadOnlyType(undefined)).toBe(false);
  });
});

describe('read-only filters', () => {
  it('gives the region admin no region filter and the super admin the six groups in upper case', () => {
    expect(readOnlyFilters('teams', 'region').map((f) => f.key)).toEqual(['status', 'category', 'mentor']);
    expect(readOnlyFilters('teams', 'super').map((f) => f.key)).toEqual(['region', 'status', 'category', 'mentor']);
    expect(SUPER_REGION_FILTER.options.map((o) => o.value)).toEqual(['NORTH', 'SOUTH', 'EAST', 'WEST', 'CENTRAL', 'NORTHEAST']);
  });

  it('offers classes 9-12 to students and Submitted (not Pending) for payments', () => {
    const classes = readOnlyFilters('students', 'region').find((f) => f.key === 'class')!;
    expect(classes.options.map((o) => o.value)).toEqual(['9', '10', '11', '12']);
    const payment = readOnlyFilters('registrations', 'region').find((f) => f.key === 'paymentStatus')!;
    expect(payment.options.find((o) => o.value === 'submitted')?.label).toBe('Submitted');
    expect(readOnlyFilters('schools', 'region').map((f) => f.key)).toEqual(['registration', 'status']);
    expect(readOnlyFilters('mentors', 'region').map((f) => f.key)).toEqual(['status', 'assignment']);
  });
});

const inHindi = <T>(read: () => T): T => readInLocale('hi', read);

describe('the list nouns inside messages (typeNoun)', () => {
  beforeAll(() => loadServerCatalogues());

  it("keeps the spec's English word for word: the list's own type", () => {
    for (const type of ADMIN_LIST_TYPES) expect(typeNoun(type)).toBe(type);
    expect(MSG.failedLoadTypeData(typeNoun('teams'))).toBe('Failed to load teams data');
    expect(MSG.noTitleInRegion(typeNoun('schools'))).toBe('There are currently no schools in your region');
  });

  it('speaks Hindi in a Hindi message: no English noun left inside it', () => {
    for (const type of ADMIN_LIST_TYPES) {
      const message = inHindi(() => MSG.failedLoadTypeData(typeNoun(type)));
      expect(message).not.toMatch(/[A-Za-z]/);
    }
    expect(inHindi(() => MSG.noTitleFound(typeNoun('mentors')))).toBe('मेंटरों का कोई रिकॉर्ड नहीं मिला');
  });
});
