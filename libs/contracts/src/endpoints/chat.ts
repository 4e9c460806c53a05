import type { ChatMessageInput, ChatReply } from '../chat';
import { endpoint } from '../endpoint';

/** The chat assistant (participant spec: the floating assistant of the layout). Public. */
export const CHAT_API = {
  sendMessage: endpoint<{ data: ChatReply; body: ChatMessageInput }>()('POST', '/ai-chat/send-message', { status: 200 }),
};
