import { formatDateTime as formatDateTimeOr } from '../../../shared/utils/format';

/** A date and time as the Teams, Phase Management and Notifications screens show them (Indian English, local time); 'N/A' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatDateTimeOr(iso, 'N/A');
}
