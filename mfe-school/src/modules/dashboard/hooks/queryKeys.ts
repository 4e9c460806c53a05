/** Query keys of the school's reads; later screens invalidate through these. */
export const schoolKeys = {
  all: (schoolCode: string | null) => ['school', schoolCode] as const,
  registration: (schoolCode: string | null) => ['school', schoolCode, 'registration'] as const,
  mentors: (schoolCode: string | null) => ['school', schoolCode, 'mentors'] as const,
  teams: (schoolCode: string | null) => ['school', schoolCode, 'teams'] as const,
};
