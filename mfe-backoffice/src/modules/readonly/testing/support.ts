/*
 * What the read-only tab specs share beyond @hackathon/ui/testing (requests, filters and
 * downloads come from the kit).
 */

export const searchBox = () => document.querySelector('input[type="search"]') as HTMLInputElement;

/** The date part of today's export file names (India's calendar, as the contracts' name helper writes it). */
export const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
