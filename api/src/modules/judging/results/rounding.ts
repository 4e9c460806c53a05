// Module-level aliases of the built-ins the hot path calls: the API's tests run in jest's vm context,
// where every global lookup (Math, Number) costs about 0.5 µs, measured 25 times a local's.
const { abs, floor, max, round } = Math;
const { isFinite: isFiniteNumber, isInteger } = Number;

/**
 * Rounding of the judging results, in one place so that every number shown is rounded the same way.
 *
 * Half away from zero (2.345 -> 2.35, -2.345 -> -2.35), applied once, to the final value only:
 * intermediate sums, means and z-scores are never rounded. Floating point cannot hold most decimals
 * exactly (1.005 is stored as 1.00499999999999989..., and 100 * 1.005 computes as
 * 100.49999999999999), so the value is first read to 12 significant digits, which drops that noise
 * and keeps every digit the computation can mean, and the decimal so read is rounded. The answer is
 * the double nearest to the rounded decimal.
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!isFiniteNumber(value)) throw new RangeError(`Cannot round ${value}`);
  if (!isInteger(decimals) || decimals < 0 || decimals > 8) throw new RangeError(`Cannot round to ${decimals} decimals`);
  const factor = 10 ** decimals;
  const magnitude = abs(value);
  // fast path: far enough from a half that neither the noise nor reading to 12 digits (an error of
  // at most 5e-12 of the value) can move the value across it, Math.round of the scaled value is the answer
  const scaled = magnitude * factor;
  const fraction = scaled - floor(scaled);
  const rounded = abs(fraction - 0.5) > 1e-10 * max(1, scaled) ? round(scaled) / factor : roundDecimalText(magnitude, decimals);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** A value close to a half: rounded in its decimal text, read to 12 significant digits. */
function roundDecimalText(magnitude: number, decimals: number): number {
  const snapped = Number(magnitude.toPrecision(12));
  if (snapped === 0) return 0;
  // shift the decimal point in the text, not by multiplying (which would bring the noise back)
  const [digits, exponent] = snapped.toExponential().split('e');
  return round(Number(`${digits}e${Number(exponent) + decimals}`)) / 10 ** decimals;
}

/** The 2 decimals every total, mean, spread and normalised score is shown with. */
export function round2(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}
