import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { ApiError } from '@hackathon/api-client';
import { API_MSG, MSG, type PaymentInfo } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { useReceiptUpload } from '../hooks/useReceiptUpload';
import { useSubmitPayment } from '../hooks/usePaymentInfo';
import {
  PAYMENT_FIELDS,
  checkReceiptFile,
  toPaymentSubmit,
  validatePaymentForm,
  type PaymentField,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../utils/paymentForm';
import { serverMessageOr } from '../../shared/utils/serverErrors';
import { RECEIPT_INPUT_ID, ReceiptUploadField } from './ReceiptUploadField';
import { LocalReceiptPreviewDialog } from './ReceiptPreviewDialog';
import { useT } from '../../../i18n';

export interface PaymentFormProps {
  schoolCode: string;
  /** The last submission: a resubmission starts from its text fields. */
  previous: PaymentInfo | null;
  isResubmit: boolean;
  onSubmitted: () => void;
  onCancel: () => void;
}

const TEXT_FIELDS = [
  { field: 'fullName', labelKey: 'school.payment.form.fullName' },
  { field: 'referenceNumber', labelKey: 'school.payment.form.referenceNumber' },
  { field: 'receiptNumber', labelKey: 'school.payment.form.receiptNumber' },
] as const satisfies readonly { field: keyof PaymentFormValues; labelKey: string }[];

const fieldId = (field: PaymentField) => (field === 'receiptFile' ? RECEIPT_INPUT_ID : `payment-${field}`);

/** A refused upload says why (type, size, empty file); no answer at all gets the spec's retry text. */
function uploadFailure(error: unknown): string {
  return error instanceof ApiError && error.isClientError ? serverMessageOr(error, MSG.failedUploadReceipt) : MSG.failedUploadReceipt;
}

/** 'Verify Payment Information': the four required fields and the receipt upload. */
export function PaymentForm({ schoolCode, previous, isResubmit, onSubmitted, onCancel }: PaymentFormProps) {
  const t = useT();
  const [values, setValues] = useState<PaymentFormValues>(() => ({
    fullName: (isResubmit && previous?.fullName) || '',
    referenceNumber: (isResubmit && previous?.referenceNumber) || '',
    receiptNumber: (isResubmit && previous?.receiptNumber) || '',
  }));
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const { receipt, progress, upload, remove, forget } = useReceiptUpload();
  const submit = useSubmitPayment(schoolCode);
  const busy = submit.isPending;

  const validateField = (field: PaymentField, next = values) => validatePaymentForm(next, receipt)[field];

  const selectFile = (file: File) => {
    const problem = checkReceiptFile(file);
    if (problem) {
      setErrors((current) => ({ ...current, receiptFile: problem }));
      toast.error(problem);
      return;
    }
    setErrors((current) => ({ ...current, receiptFile: undefined }));
    upload.mutate(file, {
      onSuccess: () => setChosen(file),
      onError: (error) => {
        const message = uploadFailure(error);
        setErrors((current) => ({ ...current, receiptFile: message }));
        toast.error(message);
      },
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePaymentForm(values, receipt);
    setErrors(found);
    setFormError(null);
    const first = PAYMENT_FIELDS.find((field) => found[field]);
    if (first || !receipt) {
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      const result = await submit.mutateAsync(toPaymentSubmit(values, receipt, schoolCode));
      toast.success(result.message || API_MSG.paymentSubmitted);
      forget();
      onSubmitted();
    } catch (error) {
      const message = serverMessageOr(error, MSG.failedSubmitPayment);
      setFormError(message);
      toast.error(message);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label={t('school.payment.verify')}>
      <Typography variant="h6" component="h2">
        {t(isResubmit ? 'school.payment.form.resubmitTitle' : 'school.payment.verify')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('school.payment.form.intro')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {formError}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {TEXT_FIELDS.map(({ field, labelKey }, index) => (
            <TextField
              key={field}
              id={fieldId(field)}
              // the button that opened the form is gone: focus starts in the form, not at the page top
              autoFocus={index === 0}
              label={t(labelKey)}
              value={values[field]}
              onChange={(event) => {
                const next = { ...values, [field]: event.target.value };
                setValues(next);
                if (errors[field]) setErrors((current) => ({ ...current, [field]: validateField(field, next) }));
              }}
              onBlur={() => setErrors((current) => ({ ...current, [field]: validateField(field) }))}
              error={Boolean(errors[field])}
              helperText={errors[field]}
              required
              fullWidth
              disabled={busy}
            />
          ))}
          <ReceiptUploadField
            receipt={receipt}
            uploading={upload.isPending}
            progress={progress}
            error={errors.receiptFile}
            disabled={busy}
            onSelect={selectFile}
            onPreview={() => setPreviewing(true)}
            onRemove={() => {
              remove();
              setChosen(null);
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || upload.isPending}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('school.payment.form.submit')}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              {t('school.payment.form.cancel')}
            </Button>
          </Stack>
        </Stack>
      </form>
      <LocalReceiptPreviewDialog file={previewing ? chosen : null} onClose={() => setPreviewing(false)} />
    </Paper>
  );
}
