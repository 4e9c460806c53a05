export function NotificationsSection(): JSX.Element {
  return <div data-testid="notifications-section" />;
}
