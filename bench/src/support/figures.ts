/**
 * One measured figure of the event-morning bench (issue 8, section 6): what `npm run bench`
 * prints as a table row and writes to bench/results/*.json. Figures, never test assertions.
 */
export interface Figure {
  /** The issue's section the figure belongs to: 1 weight, 2 sign-in rush and back office, 3 scale-out; 4 receipt uploads and wide bodies (issue 22); 5 judging (issue 27); 6 certificates (issue 28). */
  section: 1 | 2 | 3 | 4 | 5 | 6;
  /** What is measured, e.g. 'landing initial JS (compressed)'. */
  figure: string;
  /** The target as people read it, e.g. '<= 250 KB'. */
  target: string;
  /** The measured value, in `unit`. */
  measured: number;
  unit: string;
  /** measured / the reference (the argon2 ceiling, the raw SQL), where the issue asks for one. */
  ratio?: number | null;
  ratioOf?: string;
  pass: boolean;
  note?: string;
}

export interface SuiteOptions {
  /** A quick proof that the suite still runs (scale 1, few runs): CI runs this, not the full bench. */
  smoke: boolean;
}

/** A group of figures; each file under bench/src/suites exports one as `suite`. */
export type Suite = (options: SuiteOptions) => Promise<Figure[]>;
