import type { JSX } from 'react';
export function TeamsSection(): JSX.Element {
  return <div data-testid="teams-section" />;
}
