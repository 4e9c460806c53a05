/** The chat assistant's wire shapes and limits (participant spec: POST /ai-chat/send-message). */

export const CHAT_LIMITS = {
  /** A message is 1 to 1000 characters (after trimming). */
  messageMax: 1000,
  /** At most this many earlier messages are sent as conversationHistory... */
  historyMaxItems: 20,
  /** ...each at most this long. */
  historyItemMax: 1000,
  /** Per client IP, per minute: the assistant is public, so it is rationed. */
  requestsPerMinute: 20,
} as const;

export interface ChatTurn {
  text: string;
  isBot: boolean;
}

export interface ChatMessageInput {
  message: string;
  conversationHistory?: ChatTurn[];
}

/** Where a passage of an answer comes from, e.g. { title: 'Competition Rulebook, section 2. Eligibility', path: '/docs/rulebook.pdf' }. */
export interface ChatSource {
  title: string;
  /** The shipped document it comes from (under the site root), when there is one. */
  path?: string;
}

export interface ChatReply {
  response: string;
  sources?: ChatSource[];
}
