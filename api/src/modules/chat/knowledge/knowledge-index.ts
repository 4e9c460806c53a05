import MiniSearch from 'minisearch';
import type { Locale } from '@hackathon/contracts';
import type { Passage } from './passages';
import { hasDevanagari, processTerm, queryTerms, terms, tokenize, type QueryTerm } from './terms';

export interface Hit {
  passage: Passage;
  /** MiniSearch's BM25 score: compares hits of one question, not across questions. */
  score: number;
  /** Share of the question's topic words this passage answers, weighted by how rare each word is (0..1). */
  coverage: number;
}

/** Query terms shorter than this match whole words only (a prefix of 3 letters matches too much). */
const PREFIX_MIN = 4;
/** Query terms this long also match a word one typo away ("registeration"). */
const FUZZY_MIN = 7;
/** ...in Devanagari this long: a vowel sign is a character of its own, so 9 characters are a word of about 5 letters. */
const FUZZY_MIN_DEVANAGARI = 9;

/**
 * The event's passages in a MiniSearch full-text index, built once. `find` ranks passages by BM25
 * and measures how much of the question each one covers, so the caller can tell a real answer from
 * a passage that only shares a common word ("hackathon", "team") with an off-topic question.
 */
export class KnowledgeIndex {
  private readonly index: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();
  /** Term -> number of passages holding it (rare words weigh more in coverage). */
  private readonly documentFrequency = new Map<string, number>();
  /** Passage id -> the words of its title (a question echoing a title is about that passage). */
  private readonly titleTerms = new Map<string, Set<string>>();

  /** `language`: the language of the passages, which decides the words a question is searched with. */
  constructor(
    passages: readonly Passage[],
    readonly language: Locale = 'en',
  ) {
    this.index = new MiniSearch<Passage>({
      idField: 'id',
      fields: ['title', 'text', 'keywords'],
      tokenize,
      processTerm: (term) => processTerm(term) ?? false,
      searchOptions: { boost: { title: 2, text: 1, keywords: 1 } },
    });
    this.index.addAll(passages);
    for (const passage of passages) {
      this.byId.set(passage.id, passage);
      this.titleTerms.set(passage.id, new Set(terms(passage.title)));
      for (const term of terms(`${passage.title} ${passage.text} ${passage.keywords ?? ''}`)) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** The best passages for a question, best first (at most `limit`). */
  find(question: string, limit = 8): Hit[] {
    const asked = queryTerms(question, this.language);
    if (asked.length === 0) return [];
    const words = [...new Set(asked.flatMap((q) => q.variants))];
    const results = this.index.search(words.join(' '), {
      // the words are already processed: search them as they are
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      combineWith: 'OR',
      prefix: (term) => term.length >= PREFIX_MIN,
      fuzzy: (term) => (term.length >= (hasDevanagari(term) ? FUZZY_MIN_DEVANAGARI : FUZZY_MIN) ? 1 : false),
    });
    const hits = results.flatMap((result) => {
      const passage = this.byId.get(String(result.id));
      if (!passage) return [];
      // BM25 favours short texts that repeat a word; a title that echoes the question (an FAQ) wins
      const score = result.score * (1 + this.titleCoverage(asked, passage.id));
      return [{ passage, score, coverage: this.coverage(asked, result.queryTerms) }];
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  private titleCoverage(asked: QueryTerm[], id: string): number {
    const title = this.titleTerms.get(id);
    if (!title || asked.length === 0) return 0;
    return asked.filter((q) => q.variants.some((v) => title.has(v))).length / asked.length;
  }

  private coverage(asked: QueryTerm[], matched: string[]): number {
    const total = this.byId.size;
    let all = 0;
    let covered = 0;
    for (const q of asked) {
      // a word no passage holds weighs the most: a question about it is not about this event
      const frequency = Math.min(...q.variants.map((v) => this.documentFrequency.get(v) ?? Number.POSITIVE_INFINITY));
      const weight = Math.log(1 + total / (1 + (Number.isFinite(frequency) ? frequency : 0)));
      all += weight;
      if (q.variants.some((v) => matched.includes(v))) covered += weight;
    }
    return all === 0 ? 0 : covered / all;
  }
}
