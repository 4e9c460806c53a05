import { Stack, Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import type { CertificateRow } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useReissueCertificate } from '../hooks/useCertificateWrites';
import { useT } from '../../../../../i18n';

/**
 * Re-issue (after a name correction): a new certificate under the holder's current name; the old
 * one keeps its code, which then verifies as superseded.
 */
export function ReissueDialog({ row, onClose }: { row: CertificateRow | null; onClose: () => void }) {
  const t = useT();
  const reissue = useReissueCertificate();
  const confirm = () => {
    if (!row) return;
    reissue.mutate(row._id, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('certificates.reissue.done', { number: answer.data.number }));
        onClose();
      },
      onError: (error) => {
        if (!error.shouldLogout) toast.error(errorMessage(error));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('certificates.reissue.title')}
      message={
        row ? (
          <Stack spacing={1}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('certificates.reissue.text', { name: row.holderName, number: row.number })}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('certificates.reissue.superseded', { code: row.code })}
            </Typography>
          </Stack>
        ) : undefined
      }
      confirmText={t('certificates.action.reissue')}
      waitSeconds={0}
      busy={reissue.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
