import { endpoint, seg } from '../endpoint';
import type { Team, TeamData } from '../entities';
import type {
  ChangeTeamPasswordInput,
  TeamDeleteResult,
  TeamEmailLoginData,
  TeamEmailLoginInput,
  TeamForgotPasswordInput,
  TeamInput,
  TeamLoginData,
  TeamLoginInput,
  TeamResetLinkCheck,
  TeamResetPasswordInput,
  TeamUpdateInput,
  VerifyTeamPasswordInput,
  VerifyTeamPasswordResult,
} from '../school-participants';

/** Teams: sign-in and reset, a school's teams, management, the team record (participant spec, section 7). */
export const TEAMS_API = {
  login: endpoint<TeamLoginData, TeamLoginInput>()('POST', 'TeamLoginData', () => '/teams/login'),
  loginByEmail: endpoint<TeamEmailLoginData, TeamEmailLoginInput>()('POST', 'TeamEmailLoginData', () => '/teams/login-by-email'),
  forgotPassword: endpoint<null, TeamForgotPasswordInput>()('POST', 'null', () => '/teams/forgot-password'),
  validateResetLink: endpoint<TeamResetLinkCheck>()('GET', 'TeamResetLinkCheck', (token: string) => `/teams/reset-password/validate?token=${seg(token)}`),
  resetPassword: endpoint<null, TeamResetPasswordInput>()('POST', 'null', () => '/teams/reset-password'),
  bySchool: endpoint<Team[]>()('GET', 'Team[]', (code: string) => `/teams/school/${seg(code)}`),
  /** `id`: the team's `_id` or Team ID. Allowed while teams are locked. */
  changePassword: endpoint<null, ChangeTeamPasswordInput>()('PUT', 'null', (id: string) => `/teams/${seg(id)}/password`),
  create: endpoint<Team, TeamInput>()('POST', 'Team', () => '/teams'),
  /** `id`: the team's `_id` or Team ID. */
  update: endpoint<Team, TeamUpdateInput>()('PUT', 'Team', (id: string) => `/teams/${seg(id)}`),
  removeByTeamId: endpoint<TeamDeleteResult>()('DELETE', 'TeamDeleteResult', (teamId: string) => `/teams/teamId/${seg(teamId)}`),
  /** `id`: the team's `_id` (the spec's fallback path). */
  remove: endpoint<TeamDeleteResult>()('DELETE', 'TeamDeleteResult', (id: string) => `/teams/${seg(id)}`),
  /** `success` (and data.valid) say whether the password is the team's; never which part was wrong. */
  verifyPassword: endpoint<VerifyTeamPasswordResult, VerifyTeamPasswordInput>()('POST', 'VerifyTeamPasswordResult', () => '/teams/verify-password'),
  /** The signed-in team's own record. */
  ownTeamData: endpoint<TeamData>()('GET', 'TeamData', () => '/teamdata'),
  /** A team's record by `_id` or Team ID. */
  teamData: endpoint<TeamData>()('GET', 'TeamData', (id: string) => `/teamdata/${seg(id)}`),
};
