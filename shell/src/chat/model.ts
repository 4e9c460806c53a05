import { CHAT_LIMITS, MSG, type ChatTurn } from '@hackathon/contracts';

export interface ChatMessage {
  text: string;
  isBot: boolean;
  timestamp: string;
}

export const CHAT_GREETING = 'Hello! I am the hackathon assistant. Ask me about registration, the bootcamp, teams or the rounds.';

/** Sending is disabled while the text is blank or a reply is pending. */
export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim().length > 0;
}

/**
 * What POST /ai-chat/send-message receives as conversationHistory: without the local greeting, the
 * newest messages within the server's limits (a long answer is cut, not refused).
 */
export function conversationHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message, index) => !(index === 0 && message.isBot && message.text === CHAT_GREETING))
    .slice(-CHAT_LIMITS.historyMaxItems)
    .map(({ text, isBot }) => ({ text: text.slice(0, CHAT_LIMITS.historyItemMax), isBot }));
}

/** The bot's answer from `data.response`, or the spec's no-reply message. */
export function replyText(data: unknown): string {
  const response = data && typeof data === 'object' ? (data as { response?: unknown }).response : undefined;
  return typeof response === 'string' && response.trim() !== '' ? response : MSG.chatNoReply;
}

export function message(text: string, isBot: boolean, now: Date = new Date()): ChatMessage {
  return { text, isBot, timestamp: now.toISOString() };
}
