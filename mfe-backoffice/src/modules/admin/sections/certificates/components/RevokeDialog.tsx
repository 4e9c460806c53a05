import { useState, type FormEvent } from 'react';
import { Typography } from '@mui/material';
import { errorMessage } from '@hackathon/api-client';
import { CERTIFICATE_LIMITS, MSG, type CertificateRow } from '@hackathon/contracts';
import { DialogForm, FormDialog, toast } from '@hackathon/ui';
import { useRevokeCertificate } from '../hooks/useCertificateWrites';
import { ReasonField } from '../../../../shared/components/ReasonField';
import { useT } from '../../../../../i18n';

/** Revoke: the certificate then verifies as revoked; the reason is required (it is audited and shown on the record). */
export function RevokeDialog({ row, onClose }: { row: CertificateRow | null; onClose: () => void }) {
  const t = useT();
  return (
    <FormDialog open={row !== null} onClose={onClose} title={t('certificates.revoke.title')} titleId="certificate-revoke-title" maxWidth="xs">
      {row ? <RevokeForm row={row} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function RevokeForm({ row, onClose }: { row: CertificateRow; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = useRevokeCertificate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (reason.trim() === '') {
      setProblem(MSG.required);
      return;
    }
    revoke.mutate(
      { id: row._id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || t('certificates.revoke.done', { number: row.number }));
          onClose();
        },
        onError: (error) => {
          if (error.shouldLogout) return;
          setProblem(errorMessage(error));
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <DialogForm onSubmit={submit} onCancel={onClose} saving={revoke.isPending} submitLabel={t('certificates.action.revoke')} savingLabel={t('certificates.revoke.saving')}>
      <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('certificates.revoke.intro', { name: row.holderName, number: row.number, code: row.code })}
      </Typography>
      <ReasonField
        id="certificate-revoke-reason"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        problem={problem}
        max={CERTIFICATE_LIMITS.reasonMax}
      />
    </DialogForm>
  );
}
