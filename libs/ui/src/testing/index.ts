/**
 * Component-test kit shared by the remotes' specs (`@hackathon/ui/testing`): a fake API server and
 * small DOM helpers. Only spec files import it, so it never reaches a production bundle.
 */
export { FakeApi, ok, params, path, refuse } from './fakeApi';
export type { FakeHandler, FakeReply, RecordedRequest } from './fakeApi';
export { atPhoneWidth, blur, button, byId, choose, click, hasButton, helperText, mount, pageText, pickFilter, recordDownloads, toastMessages, type, until } from './dom';
export type { Downloads, Mounted } from './dom';
export { markupText } from './markup';
export { certificateRow } from './certificates';
