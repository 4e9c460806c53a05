import { endpoint } from '../endpoint';
import type { TokenQuery } from '../queries';
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
  login: endpoint<{ data: TeamLoginData; body: TeamLoginInput }>()('POST', '/teams/login', { status: 200 }),
  loginByEmail: endpoint<{ data: TeamEmailLoginData; body: TeamEmailLoginInput }>()('POST', '/teams/login-by-email', { status: 200, alsoAtTop: ['user', 'token'] }),
  forgotPassword: endpoint<{ data: null; body: TeamForgotPasswordInput }>()('POST', '/teams/forgot-password', { status: 200 }),
  validateResetLink: endpoint<{ data: TeamResetLinkCheck; query: TokenQuery }>()('GET', '/teams/reset-password/validate'),
  resetPassword: endpoint<{ data: null; body: TeamResetPasswordInput }>()('POST', '/teams/reset-password', { status: 200 }),
  bySchool: endpoint<{ data: Team[] }>()('GET', '/teams/school/:code'),
  /** `id`: the team's `_id` or Team ID. Allowed while teams are locked. */
  changePassword: endpoint<{ data: null; body: ChangeTeamPasswordInput }>()('PUT', '/teams/:id/password'),
  create: endpoint<{ data: Team; body: TeamInput }>()('POST', '/teams'),
  /** `id`: the team's `_id` or Team ID. */
  update: endpoint<{ data: Team; body: TeamUpdateInput }>()('PUT', '/teams/:id'),
  removeByTeamId: endpoint<{ data: TeamDeleteResult }>()('DELETE', '/teams/teamId/:teamId'),
  /** `id`: the team's `_id` (the spec's fallback path). */
  remove: endpoint<{ data: TeamDeleteResult }>()('DELETE', '/teams/:id'),
  /** `success` (and data.valid) say whether the password is the team's; never which part was wrong. */
  verifyPassword: endpoint<{ data: VerifyTeamPasswordResult; body: VerifyTeamPasswordInput }>()('POST', '/teams/verify-password', { status: 200, kind: 'verdict' }),
  /** The signed-in team's own record. */
  ownTeamData: endpoint<{ data: TeamData }>()('GET', '/teamdata'),
  /** A team's record by `_id` or Team ID. */
  teamData: endpoint<{ data: TeamData }>()('GET', '/teamdata/:id'),
};
