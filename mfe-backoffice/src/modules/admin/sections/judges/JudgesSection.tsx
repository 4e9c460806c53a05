import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { errorMessage } from '@hackathon/api-client';
import { ADMIN_JUDGE_SORTS, API_MSG, JUDGES_API, JUDGES_MSG, type AdminJudgeSort, type Judge } from '@hackathon/contracts';
import { ConfirmDialog, DataView, queryViewProps, saveBlob, toast, useListState } from '@hackathon/ui';
import { useT } from '../../../../i18n';
import { useInviteAccount } from '../shared/useInviteAccount';
import { ImportJudgesDialog } from './components/ImportJudgesDialog';
import { JudgeCard } from './components/JudgeCard';
import { judgeColumns } from './components/judgeColumns';
import { JudgeDetail, JudgeDetailActions } from './components/JudgeDetail';
import { JudgeFormDialog } from './components/JudgeFormDialog';
import { useDeleteJudge, useJudgeList } from './hooks/useJudges';
import type { JudgeActions } from './utils/judgeActions';
import { JUDGE_DEFAULT_SORT, JUDGE_FILTERS, JUDGE_TEMPLATE_FILE, judgeTemplate } from './utils/judgeList';

/**
 * Judges (issue 27): the judges of the judged rounds, paged, searched, filtered and sorted on the
 * server; add, edit, delete, invite to the portal (the mentors' rule and words), and the CSV import
 * with its preview. Cards below 600 px; a card or a row opens the detail with the same actions.
 */
export function JudgesSection() {
  const t = useT();
  const list = useListState<AdminJudgeSort>({ defaultSort: JUDGE_DEFAULT_SORT });
  const query = useJudgeList(list);
  const invite = useInviteAccount(JUDGES_API.invite, JUDGES_API.list, () => API_MSG.judgeInvited);
  const remove = useDeleteJudge();
  const [editing, setEditing] = useState<Judge | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Judge | null>(null);
  const [importing, setImporting] = useState(false);

  const sending = invite.isPending ? (invite.variables ?? null) : null;
  const onInvite = invite.mutate;
  const actions = useMemo<JudgeActions>(() => ({ sending, onInvite, onEdit: setEditing, onDelete: setDeleting }), [sending, onInvite]);
  const columns = useMemo(() => judgeColumns(t, actions), [t, actions]);
  // the detail holds the row it opened with; after an invitation the page is re-read, so show the fresh one
  const fresh = (row: Judge) => query.data?.items.find((item) => item._id === row._id) ?? row;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (result) => toast.success(result.message || JUDGES_MSG.deleted),
      onError: (error) => {
        if (!error.shouldLogout) toast.error(errorMessage(error));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <DataView<Judge>
        title={t('backoffice.section.judges')}
        list={list}
        {...queryViewProps(query)}
        errorText={t('backoffice.judges.errorLoading')}
        emptyText={t('backoffice.judges.empty')}
        loadingText={t('backoffice.judges.loading')}
        searchPlaceholder={t('backoffice.judges.search')}
        filters={JUDGE_FILTERS}
        sortFields={ADMIN_JUDGE_SORTS}
        actions={
          <>
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('backoffice.judges.add')}
            </Button>
            <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {t('backoffice.judges.import.open')}
            </Button>
            <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => saveBlob(judgeTemplate(), JUDGE_TEMPLATE_FILE)}>
              {t('backoffice.judges.template')}
            </Button>
          </>
        }
        getRowId={(row) => row._id}
        columns={columns}
        renderCard={(row) => <JudgeCard row={row} />}
        detailTitle={(row) => fresh(row).name}
        renderDetail={(row) => <JudgeDetail judge={fresh(row)} />}
        detailActions={(row, close) => <JudgeDetailActions judge={fresh(row)} actions={actions} close={close} />}
      />
      <JudgeFormDialog judge={editing} onClose={() => setEditing(null)} />
      <ImportJudgesDialog open={importing} onClose={() => setImporting(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('backoffice.judges.deleteTitle')}
        message={deleting ? t('backoffice.judges.deleteConfirm', { name: deleting.name, email: deleting.email }) : undefined}
        confirmText={t('backoffice.common.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
