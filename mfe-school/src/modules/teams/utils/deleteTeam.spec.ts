import { ApiError } from '@hackathon/api-client';
import { deleteTeamWithFallback } from './deleteTeam';

const notFound = new ApiError({ code: 'UNKNOWN_ERROR', status: 404, message: 'Team not found' });
const forbidden = new ApiError({ code: 'UNKNOWN_ERROR', status: 403, message: 'locked' });

describe('deleteTeamWithFallback', () => {
  it('deletes by Team ID', async () => {
    const byTeamId = jest.fn().mockResolvedValue('ok');
    const byId = jest.fn();
    await expect(deleteTeamWithFallback({ teamId: 'A1001JR1', _id: 'u1' }, byTeamId, byId)).resolves.toBe('ok');
    expect(byTeamId).toHaveBeenCalledWith('A1001JR1');
    expect(byId).not.toHaveBeenCalled();
  });

  it('falls back to the _id path on 404', async () => {
    const byId = jest.fn().mockResolvedValue('by-id');
    await expect(deleteTeamWithFallback({ teamId: 'A1001JR1', _id: 'u1' }, jest.fn().mockRejectedValue(notFound), byId)).resolves.toBe('by-id');
    expect(byId).toHaveBeenCalledWith('u1');
  });

  it('does not fall back on other refusals', async () => {
    const byId = jest.fn();
    await expect(deleteTeamWithFallback({ teamId: 'A1001JR1', _id: 'u1' }, jest.fn().mockRejectedValue(forbidden), byId)).rejects.toBe(forbidden);
    expect(byId).not.toHaveBeenCalled();
  });
});
