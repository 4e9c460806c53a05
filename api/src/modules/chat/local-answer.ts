import { API_MSG, EVENT, type ChatReply, type ChatSource, type Locale } from '@hackathon/contracts';
import { currentRequestLocale } from '../../kernel';
import type { Hit } from './knowledge/knowledge-index';
import { hasDevanagari, terms } from './knowledge/terms';

/** A passage answers the question when it covers at least this share of its (rarity-weighted) topic words. */
export const MIN_COVERAGE = 0.6;
/** At most this many passages in one answer... */
const MAX_PASSAGES = 3;
/** ...each scoring at least this share of the best one. */
const RELATIVE_SCORE_MIN = 0.6;
/** Passages covering clearly less of the question than the best one are left out. */
const COVERAGE_BAND = 0.15;
/** Two passages sharing this share of their words (Jaccard) say the same thing: quote one... */
const SAME_TEXT = 0.6;
/** ...as does a passage whose words are (almost) all in another one. */
const CONTAINED = 0.9;

const GREETING = /^(hi|hii+|hello|hey|hola|namaste|namaskar|good\s+(morning|afternoon|evening))\b[\s!.,]*(there|ji)?[\s!.,]*$/i;
const THANKS = /^(thanks?|thank\s+you|thx|ok(ay)?\s+thanks?|dhanyavaa?d|dhanyawaa?d|shukriya)\b.*$/i;
/** The same in Devanagari (JavaScript's \b knows only Latin letters). */
const HINDI_GREETING = /^(नमस्ते|नमस्कार|प्रणाम)(\s+जी)?[\s!.,।]*$/u;
const HINDI_THANKS = /^(बहुत\s+)?(धन्यवाद|शुक्रिया)([\s!.,।].*)?$/u;

/**
 * The language of the answer (issue 24): Hindi for a question with Devanagari letters, otherwise
 * the language of the request (the page's), so "fees kitni hai?" is answered in the page's language.
 */
export function questionLanguage(message: string): Locale {
  return hasDevanagari(message) ? 'hi' : currentRequestLocale();
}

/** Whether two passages say the same thing: most words shared, or one's words all inside the other. */
function sameText(a: string, b: string): boolean {
  const x = new Set(terms(a));
  const y = new Set(terms(b));
  if (x.size === 0 || y.size === 0) return false;
  let shared = 0;
  for (const term of x) if (y.has(term)) shared++;
  return shared / (x.size + y.size - shared) >= SAME_TEXT || shared / Math.min(x.size, y.size) >= CONTAINED;
}

/**
 * The passages worth quoting: those answering most of the question first (then by score), close to
 * the best one in coverage and score, never saying the same thing twice.
 */
export function selectPassages(hits: readonly Hit[]): Hit[] {
  const relevant = hits.filter((hit) => hit.coverage >= MIN_COVERAGE);
  if (relevant.length === 0) return [];
  const topCoverage = Math.max(...relevant.map((hit) => hit.coverage));
  const candidates = relevant.filter((hit) => hit.coverage >= topCoverage - COVERAGE_BAND).sort((a, b) => b.score - a.score);
  const best = candidates[0];
  const chosen: Hit[] = [];
  for (const hit of candidates) {
    if (chosen.length === MAX_PASSAGES || hit.score < best.score * RELATIVE_SCORE_MIN) break;
    if (chosen.some((c) => sameText(c.passage.text, hit.passage.text))) continue;
    chosen.push(hit);
  }
  return chosen;
}

export function dontKnow(): ChatReply {
  const { email, helpline, supportHours } = EVENT.contact;
  return { response: API_MSG.chatDontKnow(email, helpline, supportHours), sources: [] };
}

/** A greeting or a thank-you gets a short reply instead of a search. */
export function smallTalk(message: string): ChatReply | null {
  const text = message.trim();
  if (GREETING.test(text) || HINDI_GREETING.test(text)) return { response: API_MSG.chatHello, sources: [] };
  if (THANKS.test(text) || HINDI_THANKS.test(text)) return { response: API_MSG.chatThanks, sources: [] };
  return null;
}

/**
 * The local assistant's answer, in the language of the moment (the caller runs it in the
 * question's, see questionLanguage): the best passages word for word, each with where it comes from
 * ("From the FAQ", "Competition Rulebook, section 2. Eligibility"), or an honest "I don't know"
 * with the support contacts when nothing answers the question.
 */
export function localAnswer(message: string, hits: readonly Hit[]): ChatReply {
  const talk = smallTalk(message);
  if (talk) return talk;
  const chosen = selectPassages(hits);
  if (chosen.length === 0) return dontKnow();
  const sources: ChatSource[] = [];
  for (const { passage } of chosen) {
    if (!sources.some((s) => s.title === passage.source.title)) sources.push(passage.source);
  }
  return {
    response: chosen.map(({ passage }) => `${passage.label}: ${passage.text}`).join('\n\n'),
    sources,
  };
}
