import type { Judge } from '@hackathon/contracts';
import { tr } from '../../../../../i18n';

/** The judge's school as the list shows it, code then name ('1001 · PM SHRI KV One'); null for none. */
export function judgeSchool(judge: Pick<Judge, 'schoolCode' | 'schoolName'>): string | null {
  if (!judge.schoolCode) return null;
  return judge.schoolName ? tr('backoffice.common.pair', { a: judge.schoolCode, b: judge.schoolName }) : judge.schoolCode;
}
