import { copyText } from './clipboard';

describe('copyText', () => {
  it('uses the async clipboard when it works', async () => {
    const written: string[] = [];
    const legacy = jest.fn(() => true);
    await expect(copyText('team@x.test', { writeText: async (text) => void written.push(text), legacyCopy: legacy })).resolves.toBe(true);
    expect(written).toEqual(['team@x.test']);
    expect(legacy).not.toHaveBeenCalled();
  });

  it('falls back to the legacy copy when the clipboard refuses or is missing', async () => {
    const legacy = jest.fn(() => true);
    await expect(copyText('x', { writeText: () => Promise.reject(new Error('denied')), legacyCopy: legacy })).resolves.toBe(true);
    await expect(copyText('y', { legacyCopy: legacy })).resolves.toBe(true);
    expect(legacy.mock.calls).toEqual([['x'], ['y']]);
  });

  it('reports failure when nothing can copy (the screen then says so)', async () => {
    await expect(copyText('x', {})).resolves.toBe(false);
    await expect(copyText('x', { writeText: () => Promise.reject(new Error('denied')), legacyCopy: () => false })).resolves.toBe(false);
    await expect(
      copyText('x', {
        legacyCopy: () => {
          throw new Error('no document');
        },
      }),
    ).resolves.toBe(false);
  });
});
