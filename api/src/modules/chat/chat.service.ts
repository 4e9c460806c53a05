import { Injectable, Logger } from '@nestjs/common';
import type { ChatReply, ChatSource, ChatTurn, Locale } from '@hackathon/contracts';
import { inLocale } from '../../kernel';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { KnowledgeIndex } from './knowledge/knowledge-index';
import { buildPassages, type Passage } from './knowledge/passages';
import { askModel } from './llm-client';
import { localAnswer, questionLanguage, smallTalk } from './local-answer';

/** How many retrieved passages ground the model's answer. */
const GROUNDING_PASSAGES = 5;

function sourcesOf(passages: readonly Passage[]): ChatSource[] {
  const out: ChatSource[] = [];
  for (const { source } of passages) if (!out.some((s) => s.title === source.title)) out.push(source);
  return out;
}

/**
 * The chat assistant. The knowledge index is built once per language, at start. Every question is
 * answered in its language (questionLanguage: Hindi for Devanagari, else the request's) from that
 * language's index, locally; when CHAT_API_URL is set, a model writes the answer from the same
 * passages instead, and the local answer stands in whenever the model fails or is too slow.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger('Chat');
  private readonly indexes: Record<Locale, KnowledgeIndex> = {
    en: new KnowledgeIndex(buildPassages('en'), 'en'),
    hi: new KnowledgeIndex(buildPassages('hi'), 'hi'),
  };

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  async reply(message: string, history: readonly ChatTurn[] = []): Promise<ChatReply> {
    const language = questionLanguage(message);
    return inLocale(language, () => this.answer(message, history, language));
  }

  private async answer(message: string, history: readonly ChatTurn[], language: Locale): Promise<ChatReply> {
    const hits = this.indexes[language].find(message);
    const local = localAnswer(message, hits);
    const llm = this.config.chat.llm;
    if (!llm || smallTalk(message)) return local;

    const grounding = hits.slice(0, GROUNDING_PASSAGES).map((hit) => hit.passage);
    const answer = await askModel(llm, message, history, grounding);
    if (answer === null) {
      this.logger.warn('The chat model did not answer in time or failed; answered from the local knowledge instead');
      return local;
    }
    return { response: answer, sources: sourcesOf(grounding) };
  }
}
