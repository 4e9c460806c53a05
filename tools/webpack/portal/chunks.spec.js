// @ts-check
/** Which chunk the shared MUI and ui code goes to. */
const { describe, expect, it } = require('@jest/globals');
const { muiChunkName, muiChunkOfSubpath, uiChunkName } = require('./chunks');

/** A module of the federation plugin, as the naming functions see it. */
class ConsumeSharedModule {
  /** @param {string} shareKey */
  constructor(shareKey) {
    this.options = { shareKey };
  }
}
/** A chunk made for the shared modules `keys` (one chunk group each); null: the entry's own chunk group. */
const chunkFor = (/** @type {Array<string | null>} */ ...keys) => ({
  groupsIterable: keys.map((key) => ({ origins: [{ module: key === null ? null : new ConsumeSharedModule(key) }] })),
});

describe('MUI chunks', () => {
  const chunkOf = muiChunkOfSubpath();

  it('puts what the shell and landing page render in `mui`, the other public pages in `mui-public`, the rest in `mui-dashboards`', () => {
    expect(chunkOf.get('Button')).toBe('mui');
    expect(chunkOf.get('styles')).toBe('mui');
    expect(chunkOf.get('SvgIcon')).toBe('mui');
    expect(chunkOf.get('TextField')).toBe('mui-public');
    expect(chunkOf.get('TablePagination')).toBeUndefined(); // dashboards only: `mui-dashboards`
  });

  it('names a module by the most-needed sub-path among the chunks that need it', () => {
    const name = muiChunkName();
    expect(name(null, [chunkFor('@mui/material/TablePagination')])).toBe('mui-dashboards');
    expect(name(null, [chunkFor('@mui/material/TablePagination'), chunkFor('@mui/material/TextField')])).toBe('mui-public');
    expect(name(null, [chunkFor('@mui/material/TablePagination', '@mui/material/Button')])).toBe('mui');
    expect(name(null, [chunkFor(null)])).toBe('mui');
  });
});

describe('ui chunks', () => {
  it('puts a file the first pages need in `ui`, one only dashboards need in `ui-dashboards`', () => {
    const name = uiChunkName();
    expect(name(null, [chunkFor('@hackathon/ui/toast/store')])).toBe('ui');
    expect(name(null, [chunkFor('@hackathon/ui/data-view/DataViewTable')])).toBe('ui-dashboards');
    expect(name(null, [chunkFor('@hackathon/ui/data-view/DataViewTable'), chunkFor('@hackathon/ui/toast/store')])).toBe('ui');
    // the barrel holds every file: it decides nothing
    expect(name(null, [chunkFor('@hackathon/ui', '@hackathon/ui/data-view/DataViewTable')])).toBe('ui-dashboards');
  });
});
