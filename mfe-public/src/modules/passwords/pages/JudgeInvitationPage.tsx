import { InvitationPage } from '../components/InvitationPage';

/** /judge-invitation: the link of a judge's invitation mail (issue 27). */
export default function JudgeInvitationPage() {
  return <InvitationPage kind="judge" />;
}
