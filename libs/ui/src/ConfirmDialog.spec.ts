import { isConfirmEnabled } from './ConfirmDialog';
import { statusColor, statusLabel } from './StatusBadge';

describe('confirm dialog gate', () => {
  it('waits for the countdown', () => {
    expect(isConfirmEnabled({ typed: '', secondsLeft: 5 })).toBe(false);
    expect(isConfirmEnabled({ typed: '', secondsLeft: 0 })).toBe(true);
  });
  it('requires the typed text, case-insensitively', () => {
    expect(isConfirmEnabled({ typed: 'delet', requireText: 'DELETE', secondsLeft: 0 })).toBe(false);
    expect(isConfirmEnabled({ typed: ' delete ', requireText: 'DELETE', secondsLeft: 0 })).toBe(true);
    expect(isConfirmEnabled({ typed: 'delete', requireText: 'DELETE', secondsLeft: 2 })).toBe(false);
  });
  it('is disabled while busy', () => {
    expect(isConfirmEnabled({ typed: '', secondsLeft: 0, busy: true })).toBe(false);
  });
});

describe('status badge', () => {
  it('labels payment states as the spec shows them', () => {
    expect(statusLabel('submitted')).toBe('Pending Verification');
    expect(statusLabel('not_submitted')).toBe('Not Submitted');
    expect(statusLabel('VERIFIED')).toBe('Verified');
    expect(statusLabel(true)).toBe('Active');
    expect(statusLabel(undefined)).toBe('Pending');
    expect(statusLabel('on_hold')).toBe('on_hold');
    expect(statusColor('rejected')).toBe('error');
    expect(statusColor('ELIMINATED')).toBe('error');
  });
});
