import { Injectable, Logger } from '@nestjs/common';
import { siteContentStamp, type ChatReply, type ChatSource, type ChatTurn, type Locale } from '@hackathon/contracts';
import { inLocale } from '../../kernel';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { ContentService } from '../content';
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
  /** The knowledge of the published content it was built from (siteContentStamp): built again after a publish. */
  private indexes: { stamp: number; byLanguage: Record<Locale, KnowledgeIndex> } | null = null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly content: ContentService,
  ) {}

  /** The index of the newest published content (issue 25: the chat follows a publish at once). */
  private async index(language: Locale): Promise<KnowledgeIndex> {
    await this.content.refresh();
    const stamp = siteContentStamp();
    if (this.indexes?.stamp !== stamp) {
      this.indexes = { stamp, byLanguage: { en: new KnowledgeIndex(buildPassages('en'), 'en'), hi: new KnowledgeIndex(buildPassages('hi'), 'hi') } };
    }
    return this.indexes.byLanguage[language];
  }

  async reply(message: string, history: readonly ChatTurn[] = []): Promise<ChatReply> {
    const language = questionLanguage(message);
    return inLocale(language, () => this.answer(message, history, language));
  }

  private async answer(message: string, history: readonly ChatTurn[], language: Locale): Promise<ChatReply> {
    const hits = (await this.index(language)).find(message);
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
