/** Query keys of the school's reads; screens invalidate through these after a change. */
export const schoolKeys = {
  all: (schoolCode: string | null) => ['school', schoolCode] as const,
  registration: (schoolCode: string | null) => ['school', schoolCode, 'registration'] as const,
  mentors: (schoolCode: string | null) => ['school', schoolCode, 'mentors'] as const,
  teams: (schoolCode: string | null) => ['school', schoolCode, 'teams'] as const,
  payment: (schoolCode: string | null) => ['school', schoolCode, 'payment'] as const,
  receipt: (schoolCode: string | null, fileId: string | null) => ['school', schoolCode, 'receipt', fileId] as const,
  schedule: (schoolCode: string | null) => ['school', schoolCode, 'schedule'] as const,
};

/** The event settings (mentor and team locks) are the same for every school. */
export const eventSettingsKey = ['settings', 'event'] as const;
