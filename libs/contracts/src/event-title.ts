/**
 * The event's name, edition and organiser: all the shell's header shows. A file of its own so that a
 * bundle needing only these leaves event.ts out (the shell's first script carried the whole event,
 * 5 KB, for three fields: a minifier cannot always prove an unused object literal safe to drop).
 */
export const EVENT_TITLE = {
  name: 'National School AI & ML Hackathon',
  edition: 2025,
  organiser: 'Kendriya Vidyalaya Sangathan',
} as const;
