import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { DataGrid } from '@mui/x-data-grid';
import { useState } from 'react';
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
(globalThis as any).ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
const ALL = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
let setP: (n: number) => void = () => undefined;
const log: string[] = [];
function G() {
  const [page, setPage] = useState(0);
  setP = setPage;
  log.push(`render ${page}`);
  return <DataGrid rows={ALL.slice(page * 2, page * 2 + 2)} columns={[{ field: 'id' }]} rowCount={3} paginationMode="server" autoHeight pageSizeOptions={[2]}
    paginationModel={{ page, pageSize: 2 }} onPaginationModelChange={(m, d) => { log.push(`change ${JSON.stringify(m)} ${d.reason}`); setPage(m.page); }} />;
}
it('probe', async () => {
  const c = document.createElement('div'); document.body.appendChild(c);
  const root = createRoot(c);
  await act(async () => root.render(<G />));
  await act(async () => setP(1));
  await act(async () => new Promise((r) => setTimeout(r, 500)));
  console.log(log.join('\n'));
});
