import { InvitationPage } from '../components/InvitationPage';

/** /mentor-invitation: the link of a mentor's invitation mail (issue 26). */
export default function MentorInvitationPage() {
  return <InvitationPage kind="mentor" />;
}
