/** Team status as the school sees it: the four named states, anything else is pending. */
export function teamStatusLabel(status: string | null | undefined): string {
  switch (status) {
    case 'ACTIVE':
    case 'ELIMINATED':
    case 'FINALIST':
    case 'WINNER':
      return status;
    default:
      return 'PENDING';
  }
}

export function teamStatusColor(status: string | null | undefined): 'success' | 'error' | 'info' | 'warning' | 'default' {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'ELIMINATED':
      return 'error';
    case 'FINALIST':
      return 'info';
    case 'WINNER':
      return 'warning';
    default:
      return 'default';
  }
}
