export function PhasesSection(): JSX.Element {
  return <div data-testid="phases-section" />;
}
