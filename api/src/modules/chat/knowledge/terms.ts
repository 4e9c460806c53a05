/**
 * How questions and passages become search terms: lower case, accents folded, filler words
 * dropped, plurals reduced, and a few everyday words mapped to the words the documents use.
 */

const SPLIT = /[\s\p{P}\p{S}]+/u;

/** Words that carry no topic: question words, pronouns, auxiliaries, politeness. */
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by
  can could did do does doing down during each else ever few for from further get got had has have having he her here hers him his
  how i if in into is it its just know let like may me might more most must my need no nor not now of off on once only or other our
  ours out over own please same shall she should so some such tell than that the their theirs them then there these they this those
  through to too under until up upon us very want was we were what whats when where which while who whom whose why will with would
  yes you your yours s t d ll re ve m many much done happen happens going go goes thing things anything something someone anyone
  kindly one two three four five six seven eight nine ten max maximum min minimum allowed allow`.split(/\s+/),
);

/** Everyday words -> the words the event's documents use (applied to questions only). */
const SYNONYMS: Record<string, string[]> = {
  cost: ['fee'],
  price: ['fee'],
  charge: ['fee'],
  amount: ['fee', 'prize'],
  money: ['fee', 'prize'],
  rupee: ['inr'],
  rs: ['inr'],
  award: ['prize'],
  reward: ['prize'],
  win: ['prize', 'winner'],
  cash: ['prize', 'inr'],
  trophy: ['prize', 'trophy'],
  final: ['finale'],
  first: ['1st'],
  second: ['2nd'],
  third: ['3rd'],
  place: ['1st', '2nd', '3rd', 'winner'],
  position: ['1st', '2nd', '3rd', 'winner'],
  participate: ['part', 'participating', 'eligibility'],
  join: ['part', 'join'],
  eligible: ['eligibility', 'eligible'],
  age: ['grade', 'class'],
  limit: ['eligibility', 'limit'],
  misuse: ['purpose', 'disqualification'],
  cheat: ['plagiarism', 'disqualification'],
  cheating: ['plagiarism', 'disqualification'],
  copy: ['plagiarism'],
  disqualify: ['disqualification'],
  disqualified: ['disqualification'],
  long: ['hour', 'duration'],
  duration: ['hour'],
  size: ['student', 'member'],
  member: ['student'],
  participant: ['student'],
  pupil: ['student'],
  kid: ['student'],
  contact: ['helpline', 'email', 'support'],
  phone: ['helpline'],
  call: ['helpline'],
  mail: ['email'],
  help: ['support', 'helpline'],
  teacher: ['mentor'],
  guide: ['mentor', 'guideline'],
  grade: ['class', 'grade'],
  standard: ['class'],
  jr: ['junior'],
  sr: ['senior'],
  login: ['sign', 'login'],
  logon: ['sign', 'login'],
  signin: ['sign', 'login'],
  start: ['launch', 'open'],
  begin: ['launch', 'open'],
  deadline: ['deadline', 'close'],
  last: ['deadline', 'close'],
  venue: ['city', 'offline'],
  rule: ['rulebook', 'rule'],
  pay: ['payment', 'pay'],
  upi: ['upi', 'payment'],
  receipt: ['receipt', 'proof'],
  refund: ['refundable'],
  timetable: ['schedule'],
  schedule: ['schedule', 'timeline'],
  date: ['date', 'timeline'],
  course: ['lms', 'course'],
  lms: ['lms', 'learning'],
};

/** Folds accents and lower-cases. */
function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Plural endings only (fees -> fee, categories -> category, classes -> class); enough for this corpus. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A single term as the index stores it, or null for a word that carries no topic. */
export function processTerm(raw: string): string | null {
  const word = fold(raw);
  if (word === '' || STOPWORDS.has(word)) return null;
  const stemmed = stem(word);
  return STOPWORDS.has(stemmed) ? null : stemmed;
}

/** Splits text into words (the index's tokenizer). */
export function tokenize(text: string): string[] {
  return text.split(SPLIT).filter(Boolean);
}

/** The distinct topic terms of a text, in order. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of tokenize(text)) {
    const term = processTerm(word);
    if (term !== null && !out.includes(term)) out.push(term);
  }
  return out;
}

/** A question's term with the words it may appear as in the documents (itself first). */
export interface QueryTerm {
  term: string;
  variants: string[];
}

export function queryTerms(question: string): QueryTerm[] {
  return terms(question).map((term) => ({ term, variants: [term, ...(SYNONYMS[term] ?? []).filter((v) => v !== term)] }));
}
