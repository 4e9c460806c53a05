import { useCallback, useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  MSG,
  PAYMENT_VERIFICATION_DEFAULT_LIMIT,
  type PaymentBulkRefused,
  type PaymentSubmissionRow,
  type PaymentVerdictAction,
  type PaymentVerificationSort,
} from '@hackathon/contracts';
import { DataView, queryViewProps, toast, useListState } from '@hackathon/ui';
import { useSession } from '@hackathon/session';
import { useT } from '../../i18n';
import { useFailureToast } from '../shared/hooks/useFailureToast';
import { BulkActionBar } from '../shared/components/BulkActionBar';
import { ReceiptViewerDialog } from './components/ReceiptViewerDialog';
import { RefusedReport } from './components/RefusedReport';
import { SubmissionCard } from './components/SubmissionCard';
import { paymentStatCards } from './components/statCards';
import { useSubmissionColumns } from './components/submissionColumns';
import { VerdictDialog, type VerdictRequest } from './components/VerdictDialog';
import { usePaymentExport } from './hooks/usePaymentExport';
import { usePaymentRegions, usePaymentStats, usePaymentSubmissions } from './hooks/usePaymentReads';
import { useSelection } from './hooks/useSelection';
import { useVerdict } from './hooks/useVerdict';
import { SelectionNote } from './components/SelectionNote';
import { paymentFilters, PAYMENT_SORT_FIELDS } from './utils/filters';
import { isSubmitted } from './utils/format';
import { BULK_VERDICTS, failedActionMessage, selectedSchools, verdictOutcome, type VerdictInput } from './utils/verdict';

const rowId = (row: PaymentSubmissionRow) => row._id;

/**
 * Payment Verification (back-office spec, "Payment Verification screen"; issue 7 section 3): the
 * stats, the filtered server-paged table with row and bulk verdicts, the receipt viewer and the
 * confirm dialog that shows the school's mail. A tab of the super admin and region admin
 * dashboards; the server limits a region admin to its region. The selection is a set of ids that
 * survives pages, searches and filters (issue 25); the dialog names every selected school.
 */
export function PaymentVerificationPanel(): JSX.Element {
  const t = useT();
  const list = useListState<PaymentVerificationSort>({ defaultLimit: PAYMENT_VERIFICATION_DEFAULT_LIMIT });
  const submissions = usePaymentSubmissions(list.query);
  const stats = usePaymentStats();
  const verdict = useVerdict();
  const exportCsv = usePaymentExport(list, submissions.data?.pagination.total);
  useFailureToast(submissions.error, t('dashboards.payments.failedLoad'));

  // the region filter offers what the server lets this caller see (issue 25)
  const { role } = useSession();
  const regions = usePaymentRegions(role);
  const filters = useMemo(() => paymentFilters(regions.data), [regions.data]);
  // ids, kept whatever the page, search or filters (issue 25)
  const selection = useSelection();
  const [request, setRequest] = useState<VerdictRequest | null>(null);
  const [opening, setOpening] = useState(0);
  const [receiptRow, setReceiptRow] = useState<PaymentSubmissionRow | null>(null);
  const [report, setReport] = useState<{ action: PaymentVerdictAction; refused: PaymentBulkRefused[] } | null>(null);

  // the school code of every row seen, to name a refused item
  const kvCodes = useRef(new Map<string, string>());
  useEffect(() => {
    for (const row of submissions.data?.items ?? []) kvCodes.current.set(row._id, row.kvCode);
  }, [submissions.data]);

  const openVerdict = useCallback((action: PaymentVerdictAction, ids: string[]) => {
    setReceiptRow(null);
    setOpening((n) => n + 1);
    // the schools named when the dialog opens: a selection gathered over searches is confirmed by name
    setRequest({ action, ids, schools: selectedSchools(ids, kvCodes.current) });
  }, []);
  const onRowVerdict = useCallback((action: PaymentVerdictAction, row: PaymentSubmissionRow) => openVerdict(action, [row._id]), [openVerdict]);
  const onBulk = (action: PaymentVerdictAction) => {
    if (selection.selected.length === 0) {
      toast.error(MSG.selectSubmissions);
      return;
    }
    openVerdict(action, [...selection.selected]);
  };

  const pageIds = useMemo(() => new Set((submissions.data?.items ?? []).map(rowId)), [submissions.data]);
  const offPage = selection.selected.filter((id) => !pageIds.has(id)).length;

  const confirm = (input: VerdictInput) => {
    verdict.mutate(
      { ...input, kvCodes: kvCodes.current },
      {
        onSuccess: (result) => {
          const outcome = verdictOutcome(input.action, result);
          if (outcome.success) toast.success(outcome.success);
          if (outcome.failed) toast.error(outcome.failed);
          if (outcome.refused) toast.error(outcome.refused);
          setReport(result.refused.length > 0 ? { action: input.action, refused: result.refused } : null);
          selection.clear();
          setRequest(null);
        },
        onError: (error) => {
          // the dialog stays open with what was typed, to try again
          if (!error.shouldLogout) toast.error(failedActionMessage(input.action));
        },
      },
    );
  };

  const refresh = async () => {
    const [listAnswer] = await Promise.all([submissions.refetch(), stats.refetch()]);
    if (!listAnswer.error) toast.success(t('dashboards.payments.refreshed'));
  };

  const columns = useSubmissionColumns({ onViewReceipt: setReceiptRow, onVerdict: onRowVerdict });
  // the cards (a phone's view) pick rows for the bulk actions with their own checkbox
  const onCardSelect = (row: PaymentSubmissionRow, picked: boolean) =>
    selection.setSelected(picked ? [...selection.selected.filter((id) => id !== row._id), row._id] : selection.selected.filter((id) => id !== row._id));

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2">
          {t('dashboards.payments.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboards.payments.subtitle')}</Typography>
      </Box>
      <DataView<PaymentSubmissionRow>
        list={list}
        {...queryViewProps(submissions)}
        errorText={t('dashboards.payments.failedLoad')}
        emptyText={t('dashboards.payments.empty')}
        loadingText={t('dashboards.payments.loading')}
        onRefresh={() => void refresh()}
        exportAction={{ onExport: exportCsv }}
        stats={paymentStatCards(stats.data)}
        searchPlaceholder={t('dashboards.payments.searchPlaceholder')}
        filters={filters}
        aboveRows={
          <Stack spacing={1}>
            <BulkActionBar selectedCount={selection.selected.length} actions={BULK_VERDICTS} busy={verdict.isPending} onAction={onBulk} onClear={selection.clear} />
            <SelectionNote offPage={offPage} />
            {report ? <RefusedReport action={report.action} refused={report.refused} onClose={() => setReport(null)} /> : null}
          </Stack>
        }
        getRowId={rowId}
        columns={columns}
        sortFields={PAYMENT_SORT_FIELDS}
        selection={{ selected: selection.selected, onChange: selection.setSelected, isSelectable: isSubmitted }}
        renderCard={(row) => (
          <SubmissionCard row={row} selected={selection.selected.includes(row._id)} onSelect={onCardSelect} onViewReceipt={setReceiptRow} onVerdict={onRowVerdict} />
        )}
      />
      <ReceiptViewerDialog row={receiptRow} onClose={() => setReceiptRow(null)} onVerdict={onRowVerdict} />
      <VerdictDialog
        key={opening}
        request={request}
        busy={verdict.isPending}
        onConfirm={confirm}
        onCancel={() => setRequest(null)}
      />
    </Stack>
  );
}
