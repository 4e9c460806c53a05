import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { PgDialect } from 'drizzle-orm/pg-core';
import { certificates, mentors, schools, teams } from '../database/schema';
import { ReaderScope } from './scope';

const dialect = new PgDialect();
const render = (condition: ReturnType<ReaderScope['schools']> | undefined) => (condition === undefined ? undefined : dialect.sqlToQuery(condition));

const SCOPES = {
  admin: ReaderScope.of({ sub: 'a', role: 'admin' }),
  superAdmin: ReaderScope.of({ sub: 's', role: 'super_admin' }),
  region: ReaderScope.of({ sub: 'r', role: 'region_admin', region: ' Delhi ' }),
  regionless: ReaderScope.of({ sub: 'r', role: 'region_admin' }),
  school: ReaderScope.of({ sub: 'h', role: 'school_admin', schoolCode: '1234' }),
  schoolless: ReaderScope.of({ sub: 'h', role: 'school_admin' }),
  mentor: ReaderScope.of({ sub: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', role: 'mentor', schoolCode: '1234' }),
  team: ReaderScope.of({ sub: 't', role: 'team', schoolCode: '1234', teamId: 'N1234JR1' }),
};

describe('ReaderScope: the questions services ask instead of the kind', () => {
  it('schoolFilter adds no condition for a scope that reaches everything, and schools(col) for any other', () => {
    expect(SCOPES.admin.schoolFilter(schools.code)).toBeUndefined();
    expect(SCOPES.superAdmin.schoolFilter(schools.code)).toBeUndefined();
    expect(ReaderScope.system().schoolFilter(schools.code)).toBeUndefined();
    for (const scope of [SCOPES.region, SCOPES.regionless, SCOPES.school, SCOPES.team]) {
      expect(render(scope.schoolFilter(schools.code))).toEqual(render(scope.schools(schools.code)));
    }
  });

  it('ifNarrowed builds only for a scope that narrows the rows', () => {
    const build = jest.fn(() => 'condition');
    expect(SCOPES.admin.ifNarrowed(build)).toBeUndefined();
    expect(build).not.toHaveBeenCalled();
    expect(SCOPES.region.ifNarrowed(build)).toBe('condition');
    expect(build).toHaveBeenCalledWith(SCOPES.region);
  });

  it('reachesWholeSchools is false for a team (its own row of its school) and a mentor (its own teams)', () => {
    expect(Object.entries(SCOPES).filter(([, scope]) => !scope.reachesWholeSchools).map(([name]) => name)).toEqual(['mentor', 'team']);
  });

  it('requireReach refuses a token without the claim its role needs (403) and passes every other scope through', () => {
    expect(() => SCOPES.regionless.requireReach()).toThrow(ForbiddenException);
    expect(() => SCOPES.schoolless.requireReach()).toThrow(ForbiddenException);
    expect(() => ReaderScope.nothing().requireReach()).toThrow(ForbiddenException);
    for (const scope of [SCOPES.admin, SCOPES.superAdmin, SCOPES.region, SCOPES.school, SCOPES.team]) expect(scope.requireReach()).toBe(scope);
  });

  it("ownSchool is a school-bound caller's school; 403 for a scope without one", () => {
    expect(SCOPES.school.ownSchool()).toBe('1234');
    expect(SCOPES.mentor.ownSchool()).toBe('1234');
    expect(SCOPES.team.ownSchool()).toBe('1234');
    for (const scope of [SCOPES.schoolless, SCOPES.admin, SCOPES.region, ReaderScope.nothing()]) expect(() => scope.ownSchool()).toThrow(ForbiddenException);
  });

  it('assertReachesEverything lets the back office through and refuses region, school and team scopes', () => {
    expect(() => SCOPES.admin.assertReachesEverything()).not.toThrow();
    expect(() => SCOPES.superAdmin.assertReachesEverything()).not.toThrow();
    for (const scope of [SCOPES.region, SCOPES.school, SCOPES.mentor, SCOPES.team, ReaderScope.nothing()]) expect(() => scope.assertReachesEverything()).toThrow(ForbiddenException);
  });

  it('requireTeamInScope: 404 for a missing team, except to a team (403: it learns nothing of other Team IDs); 403 outside the scope', () => {
    expect(() => SCOPES.school.requireTeamInScope(undefined, 'Team not found')).toThrow(NotFoundException);
    expect(() => SCOPES.admin.requireTeamInScope(undefined, 'Team not found')).toThrow(NotFoundException);
    expect(() => SCOPES.team.requireTeamInScope(undefined, 'Team not found')).toThrow(ForbiddenException);
    expect(() => SCOPES.school.requireTeamInScope({ inScope: false }, 'Team not found')).toThrow(ForbiddenException);
    const row = { inScope: true, id: 'x' };
    expect(SCOPES.team.requireTeamInScope(row, 'Team not found')).toBe(row);
    expect(() => SCOPES.mentor.requireTeamInScope(undefined, 'Team not found')).toThrow(ForbiddenException);
  });

  it("a mentor reaches its own school's shared rows, but teams and mentors only through its own mentor record (issue 26)", () => {
    expect(SCOPES.mentor.reachesWholeSchools).toBe(false);
    expect(SCOPES.mentor.mayReachSchool('1234')).toBe(true);
    expect(SCOPES.mentor.mayReachSchool('9999')).toBe(false);
    const teamCondition = render(SCOPES.mentor.teams({ id: teams.id, schoolCode: teams.schoolCode }))!;
    expect(teamCondition.sql).toContain('assigned_mentor_id');
    expect(teamCondition.sql).toContain('mentor_id from "accounts"');
    expect(teamCondition.params).toContain('6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e');
    expect(render(SCOPES.mentor.mentors({ id: mentors.id, schoolCode: mentors.schoolCode }))!.sql).not.toContain('school_code');
    // the school admin's reach of mentors is its school's
    expect(render(SCOPES.school.mentors({ id: mentors.id, schoolCode: mentors.schoolCode }))).toEqual(render(SCOPES.school.schools(mentors.schoolCode)));
    // a mentor token whose subject is no uuid reaches nothing (it is cast in SQL)
    expect(() => ReaderScope.of({ sub: 'm', role: 'mentor', schoolCode: '1234' }).requireReach()).toThrow(ForbiddenException);
  });

  it('certificates (issue 28): a team its members\', a mentor its own and its teams\' members\', a school or region as schools(), a judge none', () => {
    const cert = { schoolCode: certificates.schoolCode, holderType: certificates.holderType, holderRef: certificates.holderRef, teamRef: certificates.teamRef };
    const team = render(SCOPES.team.certificates(cert))!;
    expect(team.sql).toContain('"team_ref" =');
    expect(team.params).toEqual(['t']);
    const mentor = render(SCOPES.mentor.certificates(cert))!;
    expect(mentor.sql).toContain('assigned_mentor_id');
    expect(mentor.sql).toContain("'mentor'");
    expect(render(SCOPES.school.certificates(cert))).toEqual(render(SCOPES.school.schools(certificates.schoolCode)));
    expect(render(SCOPES.region.certificates(cert))).toEqual(render(SCOPES.region.schools(certificates.schoolCode)));
    expect(render(ReaderScope.of({ sub: '6f1c2d3e-4b5a-4c6d-8e7f-901a2b3c4d5e', role: 'judge' }).certificates(cert))!.sql).toBe('false');
  });
});
