/**
 * One page per school (issue 25) is opened by `?school=<code>` on the dashboard that shows the
 * list, so it can be linked and reloaded and Back closes it. Pure helpers over a query string.
 */

/** The query parameter that names the open school page. */
export const SCHOOL_PARAM = 'school';

/** The query string with the school page of `code` open (the rest of it kept: the section, the tab). */
export function withSchool(search: string, code: string): string {
  const params = new URLSearchParams(search);
  params.set(SCHOOL_PARAM, code.trim());
  return `?${params.toString()}`;
}

/** The query string with the school page closed. */
export function withoutSchool(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SCHOOL_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The school code in the query string, or null (blank or absent). */
export function schoolOf(search: string): string | null {
  const code = new URLSearchParams(search).get(SCHOOL_PARAM)?.trim();
  return code ? code : null;
}
