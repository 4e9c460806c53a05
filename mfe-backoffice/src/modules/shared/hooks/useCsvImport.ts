import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '@hackathon/api-client';
import { CSV_MSG, type Endpoint, type Multipart } from '@hackathon/contracts';
import { uploadEndpoint } from '@hackathon/ui';

/** The upload of a CSV import (its preview or its apply): the file as multipart, no path parameters. */
export type CsvImportEndpoint<T> = Endpoint<T, Multipart<'file'>, [], void, 'json'>;

export interface CsvImportOptions<P, R> {
  preview: CsvImportEndpoint<P>;
  apply: CsvImportEndpoint<R>;
  /** The multipart field of the file. */
  field: string;
  /** The largest file the server takes (bytes). */
  maxBytes: number;
  /** Whether a preview has rows to write (Apply stays off otherwise). */
  hasChanges: (preview: P) => boolean;
  /** After the server applied the file: say so and re-read what changed. */
  onApplied: (result: R) => unknown;
}

/** What an import dialog shows and does, from `useCsvImport`. */
export interface CsvImport<P, R> {
  file: File | null;
  /** The upload's progress, 0-100. */
  progress: number;
  choose: (file: File) => void;
  preview: P | null;
  previewing: boolean;
  applying: boolean;
  /** What the server applied, once it has. */
  result: R | null;
  error: string | null;
  canApply: boolean;
  apply: () => void;
}

/**
 * A CSV import (the schedule's, the judges'): a chosen file goes to the preview (nothing written),
 * the preview shows what would change and what is refused, Apply sends the same file again (the
 * server re-validates and writes in one transaction). A file the server refuses (encoding, columns,
 * size) shows the server's own message.
 */
export function useCsvImport<P, R>(options: CsvImportOptions<P, R>): CsvImport<P, R> {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);

  const send = async <T>(endpoint: CsvImportEndpoint<T>, chosen: File): Promise<T> => {
    setProgress(0);
    const form = new FormData();
    form.append(options.field, chosen, chosen.name);
    const result = await uploadEndpoint(endpoint, { params: [], body: form, onProgress: ({ percent }) => setProgress(percent) });
    return result.data;
  };

  const preview = useMutation<P, ApiError, File>({ mutationFn: (chosen) => send(options.preview, chosen) });
  const apply = useMutation<R, ApiError, File>({
    mutationFn: (chosen) => send(options.apply, chosen),
    onSuccess: (result) => options.onApplied(result),
  });

  /** A new file: a fresh preview (a file over the limit is refused here, without uploading it for nothing). */
  const choose = (chosen: File) => {
    setFile(chosen);
    preview.reset();
    apply.reset();
    const over = chosen.size > options.maxBytes;
    setTooLarge(over);
    if (!over) preview.mutate(chosen);
  };

  const error = tooLarge ? CSV_MSG.tooLarge : (apply.error?.message ?? preview.error?.message ?? null);
  // once applied, the same file again would only be refused row by row
  const canApply = Boolean(file && preview.data && !tooLarge && !apply.data && options.hasChanges(preview.data));

  return {
    file,
    progress,
    choose,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    applying: apply.isPending,
    result: apply.data ?? null,
    error,
    canApply,
    apply: () => {
      if (file && canApply) apply.mutate(file);
    },
  };
}
