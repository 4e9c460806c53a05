import type { ChatMessageInput, ChatReply } from '../chat';
import { endpoint } from '../endpoint';

/** The chat assistant (participant spec: the floating assistant of the layout). Public. */
export const CHAT_API = {
  sendMessage: endpoint<ChatReply, ChatMessageInput>()('POST', 'ChatReply', () => '/ai-chat/send-message'),
};
