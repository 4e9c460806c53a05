import type { FieldError } from '@hackathon/contracts';

/** The server's field errors (`errors` / `details` of a 400), when a refusal carries them; anything else is none. */
export function fieldErrorsOf(details: unknown): FieldError[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is FieldError =>
      item !== null && typeof item === 'object' && typeof (item as { path?: unknown }).path === 'string' && typeof (item as { msg?: unknown }).msg === 'string',
  );
}
