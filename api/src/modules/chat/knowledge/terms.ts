import type { Locale } from '@hackathon/contracts';

/**
 * How questions and passages become search terms: lower case, accents folded, filler words
 * dropped, plurals reduced, and a few everyday words mapped to the words the documents use.
 * Hindi too (issue 24): Devanagari words keep their vowel signs (only the nukta and the
 * chandrabindu fold, as people type them or not), lose their plural endings, and a question in
 * Hindi written in Latin letters ("fees kitni hai?") finds its words through ROMAN_HINDI.
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

/** Hindi filler words, in Devanagari and in Latin letters (none of the Latin ones is a word of the English documents). */
const HINDI_STOPWORDS = `क्या है हैं था थी थे हो होता होती होते होगा होगी होंगे होना हुआ हुई हुए का की के को में से पर तक और या एवं व भी ही
  तो ने लिए लिये कितना कितनी कितने कौन कौनसा कौनसी कब कहाँ कहां कैसे क्यों किस किसे किसको किसी कोई कुछ सभी सब मैं मेरा मेरी मेरे हम
  हमारा हमारी हमारे हमें मुझे आप आपका आपकी आपके यह वह ये वे वो इस उस इन उन इसका उसका इसे उसे एक कर करें करना करता करती करते करने
  किया सकता सकती सकते सकें बन बनना बनने बनाना जा जाता जाती जाते जाना जाए चाहिए चाहिये कृपया बताइए बताएं बताएँ बताओ बताइये जी नहीं
  न अगर यदि तब जब वाला वाली वाले मिलता मिलती मिलेगा मिलेगी मिलेंगे लगता लगती लगेगा लगेगी रहा रही रहे केवल अधिकतम न्यूनतम
  kya kyaa hai hain h tha thi ho hota hoti hote hoga hogi honge hona hua hui hue ka ki ke ko mein se par tak aur ya bhi hi ne liye
  liya kitna kitni kitne kaun kaunsa konsa kon kab kahan kaha kahaan kaise kese kaisa kyun kyon kyu kis kise kisi koi kuch sab sabhi
  mai mera meri mere hum hamara hamari hamare hame hamein humein mujhe aap ap apka aapka aapki aapke yeh ye woh wo vo iska uska ek kar
  karen kare karna karta karti karte karne kiya sakta sakti sakte saken ban bane banna banne banana ja jata jati jate jana jaye
  chahiye chaiye kripya bataiye bataye batao btao bataen batayen ji nahi nahin nhi agar jab wala wali wale vala vali vale milta milti
  milega milegi milenge lagta lagti lagega lagegi rha rhe rahi raha rahe plz pls`.split(/\s+/);

/** Hindi words written in Latin letters (Hinglish) -> the English word they mean (applied to questions only). */
const ROMAN_HINDI: Record<string, string> = {
  shulk: 'fee',
  shulka: 'fee',
  paisa: 'money',
  paise: 'money',
  kharcha: 'cost',
  kharch: 'cost',
  inaam: 'prize',
  inam: 'prize',
  puraskar: 'prize',
  shikshak: 'teacher',
  adhyapak: 'teacher',
  samvida: 'contract',
  sanvida: 'contract',
  asthayi: 'contract',
  asthai: 'contract',
  sthayi: 'permanent',
  sthai: 'permanent',
  tarikh: 'date',
  tareekh: 'date',
  tithi: 'date',
  sampark: 'contact',
  madad: 'help',
  sahayata: 'help',
  niyam: 'rule',
  chhatra: 'student',
  chatra: 'student',
  vidyarthi: 'student',
  bachche: 'student',
  bacche: 'student',
  vidyalay: 'school',
  panjikaran: 'registration',
  bhugtan: 'payment',
  kaksha: 'class',
  sadasya: 'member',
  pramanpatra: 'certificate',
  antim: 'last',
  aakhri: 'last',
  akhri: 'last',
  shuru: 'start',
  khatam: 'end',
};

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
  contract: ['permanent'],
  temporary: ['permanent'],
  guest: ['permanent'],
  adhoc: ['permanent'],
};

/**
 * The English words of a question -> the words the Hindi passages use (a question in Latin letters
 * on a page read in Hindi is answered from the Hindi passages). Applied to a word and its synonyms.
 */
const HINDI_OF: Record<string, string[]> = {
  fee: ['शुल्क'],
  money: ['शुल्क', 'पुरस्कार'],
  prize: ['पुरस्कार'],
  award: ['सम्मान', 'पुरस्कार'],
  winner: ['विजेता'],
  trophy: ['ट्रॉफ़ी'],
  certificate: ['प्रमाणपत्र'],
  finale: ['फ़िनाले'],
  national: ['राष्ट्रीय'],
  zonal: ['ज़ोनल'],
  zone: ['ज़ोन', 'ज़ोनल'],
  regional: ['क्षेत्रीय'],
  round: ['राउंड'],
  preliminary: ['प्रारंभिक'],
  bootcamp: ['बूटकैंप'],
  foundation: ['फ़ाउंडेशन'],
  advanced: ['एडवांस्ड'],
  date: ['तिथि'],
  timeline: ['समय-सारिणी'],
  schedule: ['कार्यक्रम'],
  deadline: ['अंतिम'],
  close: ['बंद'],
  launch: ['शुभारंभ'],
  open: ['शुरू'],
  end: ['समाप्त', 'समापन'],
  registration: ['पंजीकरण'],
  register: ['पंजीकरण'],
  payment: ['भुगतान'],
  pay: ['भुगतान'],
  method: ['माध्यम'],
  team: ['टीम'],
  student: ['छात्र'],
  mentor: ['मेंटर'],
  teacher: ['शिक्षक'],
  permanent: ['स्थायी'],
  contract: ['संविदा'],
  school: ['विद्यालय'],
  class: ['कक्षा'],
  grade: ['कक्षा'],
  junior: ['जूनियर'],
  senior: ['सीनियर'],
  category: ['श्रेणी'],
  part: ['भाग'],
  eligibility: ['भाग', 'पात्र'],
  eligible: ['भाग', 'पात्र'],
  contact: ['संपर्क'],
  helpline: ['हेल्पलाइन'],
  email: ['ईमेल'],
  support: ['सहायता'],
  address: ['पता'],
  number: ['नंबर'],
  phone: ['फ़ोन'],
  office: ['कार्यालय'],
  hour: ['समय', 'घंटे'],
  rule: ['नियम'],
  rulebook: ['नियम', 'पुस्तिका'],
  guideline: ['दिशानिर्देश'],
  document: ['दस्तावेज़'],
  download: ['डाउनलोड'],
  learning: ['लर्निंग'],
  status: ['स्थिति'],
  phase: ['चरण'],
  refundable: ['अप्रतिदेय'],
  login: ['लॉगिन'],
  sign: ['लॉगिन'],
  password: ['पासवर्ड'],
  organiser: ['आयोजक'],
  about: ['परिचय'],
};

/** Everyday Hindi words (Devanagari) -> the words the Hindi passages use (applied to questions only). */
const HINDI_SYNONYMS: Record<string, string[]> = {
  फ़ीस: ['शुल्क'],
  रजिस्ट्रेशन: ['पंजीकरण'],
  पैसा: ['शुल्क', 'पुरस्कार'],
  पैसे: ['शुल्क', 'पुरस्कार'],
  राशि: ['शुल्क', 'पुरस्कार'],
  ख़र्च: ['शुल्क'],
  इनाम: ['पुरस्कार'],
  प्राइज़: ['पुरस्कार'],
  टीचर: ['शिक्षक', 'मेंटर'],
  अध्यापक: ['शिक्षक', 'मेंटर'],
  शिक्षक: ['मेंटर'],
  संविदा: ['स्थायी'],
  अस्थायी: ['स्थायी'],
  कॉन्ट्रैक्ट: ['स्थायी'],
  तारीख़: ['तिथि'],
  दिनांक: ['तिथि'],
  डेट: ['तिथि'],
  फ़ाइनल: ['फ़िनाले'],
  फ़ोन: ['हेल्पलाइन'],
  नंबर: ['हेल्पलाइन'],
  मदद: ['सहायता', 'हेल्पलाइन'],
  संपर्क: ['हेल्पलाइन', 'ईमेल', 'सहायता'],
  विद्यार्थी: ['छात्र'],
  बच्चे: ['छात्र'],
  सदस्य: ['छात्र'],
  स्कूल: ['विद्यालय'],
  क्लास: ['कक्षा'],
  पात्रता: ['भाग', 'पात्र'],
  पेमेंट: ['भुगतान'],
  बूटकैम्प: ['बूटकैंप'],
  मेन्टर: ['मेंटर'],
  शुरू: ['शुभारंभ', 'शुरू'],
  आख़िरी: ['अंतिम'],
};

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** Whether a text holds Devanagari letters (Hindi). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * Folds accents and lower-cases. A Devanagari word keeps its vowel signs (they are letters, not
 * accents) and loses only what people type or leave out at will: the nukta (फ़ीस / फीस), the
 * chandrabindu written as anusvara (कहाँ / कहां) and invisible joiners.
 */
function fold(word: string): string {
  if (DEVANAGARI.test(word)) return word.normalize('NFD').replace(/[\u093C\u200C\u200D]/g, '').replace(/\u0901/g, '\u0902').normalize('NFC');
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

for (const word of HINDI_STOPWORDS) STOPWORDS.add(fold(word));

/** Hindi plural and oblique endings (after folding): छात्रों -> छात्र, टीमें -> टीम, तिथियों -> तिथि, कक्षाओं -> कक्षा. */
const HINDI_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['ियों', 'ि'],
  ['ियां', 'ि'],
  ['ाओं', 'ा'],
  ['ाएं', 'ा'],
  ['ओं', ''],
  ['ों', ''],
  ['ें', ''],
  ['एं', ''],
];

function hindiStem(word: string): string {
  for (const [ending, replacement] of HINDI_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) return word.slice(0, -ending.length) + replacement;
  }
  return word;
}

/** Plural endings only (fees -> fee, categories -> category, classes -> class); enough for this corpus. */
export function stem(word: string): string {
  if (DEVANAGARI.test(word)) return hindiStem(word);
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

/** A word list as the index stores it (folded, stemmed, filler words dropped). */
function processed(words: readonly string[]): string[] {
  return words.flatMap((word) => terms(word));
}

/** The maps with their words as the index stores them. */
const HINDI_OF_TERMS = new Map(Object.entries(HINDI_OF).map(([english, hindi]) => [english, processed(hindi)]));
const HINDI_SYNONYM_TERMS = new Map(Object.entries(HINDI_SYNONYMS).flatMap(([word, hindi]) => processed([word]).map((term) => [term, processed(hindi)] as const)));

/**
 * A question's terms, each with the words it may appear as in passages of `language` (itself
 * first): the documents' words for everyday ones, the English meant by a Hinglish word, and, for
 * the Hindi passages, the Hindi words for English (or Hinglish) ones.
 */
export function queryTerms(question: string, language: Locale = 'en'): QueryTerm[] {
  return terms(question).map((term) => {
    const meant = ROMAN_HINDI[term] ?? term;
    const english = [meant, ...(SYNONYMS[meant] ?? [])];
    const variants = [term, ...english, ...(HINDI_SYNONYM_TERMS.get(term) ?? [])];
    if (language === 'hi') variants.push(...english.flatMap((word) => HINDI_OF_TERMS.get(word) ?? []));
    return { term, variants: [...new Set(variants)] };
  });
}
