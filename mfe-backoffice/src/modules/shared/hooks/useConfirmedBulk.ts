import { useState, type FormEvent } from 'react';
import { errorMessage, isApiError, type ApiError } from '@hackathon/api-client';
import { toast } from '@hackathon/ui';
import { useT } from '../../../i18n';
import type { BulkTexts } from '../components/BulkPreview';

export interface BulkPreviewAnswer<Result> {
  result: Result;
  /** The server's words for the counts. */
  message: string;
}

export interface ConfirmedBulkOptions<Result> {
  texts: BulkTexts;
  /** The preview query of the body the dialog shows now. */
  previewQuery: { data?: BulkPreviewAnswer<Result>; error: ApiError | null; isFetching: boolean };
  /** Sends the apply with the preview's count of changes. */
  apply: (expectedChanges: number, handlers: { onSuccess: (answer: { message: string }) => void; onError: (failure: ApiError) => void }) => void;
  applying: boolean;
  /** After a successful apply (then the dialog closes). */
  onDone: () => void;
  onClose: () => void;
}

/**
 * A previewed bulk action's confirm step (issue 25): the apply sends the preview's count; when the
 * rows changed meanwhile the server answers 409 with a new preview, shown in place of the old one
 * to confirm again. `reset` when a choice changes (a new preview is asked for).
 */
export function useConfirmedBulk<Result extends { changes: number; skipped: number }>({ texts, previewQuery, apply, applying, onDone, onClose }: ConfirmedBulkOptions<Result>) {
  const t = useT();
  const [fresh, setFresh] = useState<BulkPreviewAnswer<Result> | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const preview = fresh ?? previewQuery.data ?? null;
  const error = applyError ?? (previewQuery.error ? errorMessage(previewQuery.error) : null);

  const reset = () => {
    setFresh(null);
    setApplyError(null);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!preview || preview.result.changes === 0) return;
    setApplyError(null);
    apply(preview.result.changes, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
        onClose();
      },
      onError: (failure) => {
        if (failure.shouldLogout) return;
        const newer = isApiError(failure) && failure.status === 409 ? (failure.body as { data?: Result } | undefined)?.data : undefined;
        if (newer) setFresh({ result: newer, message: t(`${texts}.previewCounts`, { changes: newer.changes, skipped: newer.skipped }) });
        setApplyError(errorMessage(failure));
      },
    });
  };

  return { preview, error, busy: applying || previewQuery.isFetching, reset, confirm };
}
