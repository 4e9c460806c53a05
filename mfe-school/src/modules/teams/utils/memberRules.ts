/** The member rules live in @hackathon/contracts (team-members.ts), shared with the admin's Edit Team dialog. */
export {
  addMember,
  applyCategory,
  emptyMember,
  isClassValid,
  memberToDraft,
  newMemberKey,
  removeMember,
  setLeader,
  updateMember,
  type MemberDraft,
} from '@hackathon/contracts';
