import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints, isApiError, shouldRetry, useEndpointMutation } from '@hackathon/api-client';
import { JUDGING_API, type JudgeAssignment, type JudgeSheetInput } from '@hackathon/contracts';
import { toast } from '@hackathon/ui';
import { clearLocalSheet, isLocalNewer, newSubmissionId, readLocalSheet, sheetInput, updateLocalSheet, writeLocalSheet } from '../utils/localSheet';
import { translate } from '../../../i18n';

export type SendMode = 'draft' | 'submit';

/** Where a sheet's save stands: on its way, kept on this device until it can be sent, or refused by the server. */
export type SendStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; mode: SendMode }
  | { kind: 'waiting'; mode: SendMode }
  | { kind: 'refused'; mode: SendMode; message: string; problems: string[] };

export interface SheetOutbox {
  statusOf: (assignmentId: string) => SendStatus;
  /** Marks the stored sheet to be saved as a draft or submitted, and sends it. */
  queue: (assignment: JudgeAssignment, mode: SendMode) => void;
  /** Sends the stored sheet again (the Retry button). */
  send: (assignmentId: string) => void;
}

/** The field messages of a refusal (`errors`/`details`: [{ path, msg }]). */
function problemsOf(error: unknown): string[] {
  const details = isApiError(error) ? error.details : undefined;
  return Array.isArray(details) ? [...new Set(details.map((d) => d.msg).filter(Boolean))] : [];
}

/**
 * PUT /judging/assignments/{id}, through this device's storage: what is sent is the stored sheet,
 * and it stays stored until the server confirms it. A venue's network drops: a failure that may pass
 * (no answer, a 5xx) leaves it waiting, sent again on the window's 'online' event, on the next visit
 * or by the Retry button; a submit carries the same submissionId every time, so the server applies
 * it once. A refusal (4xx) is the judge's to correct.
 */
export function useSheetOutbox(assignments: readonly JudgeAssignment[]): SheetOutbox {
  const client = useQueryClient();
  const [statuses, setStatuses] = useState<Record<string, SendStatus>>({});
  const inFlight = useRef(new Set<string>());
  const { mutateAsync } = useEndpointMutation(JUDGING_API.saveSheet, ({ id, body }: { id: string; body: JudgeSheetInput }) => ({ params: [id] as [string], body, requireToken: true }));
  const setStatus = useCallback((id: string, status: SendStatus) => setStatuses((previous) => ({ ...previous, [id]: status })), []);

  /** Sends the stored sheet until nothing newer is left to send (the judge may type on meanwhile). */
  const send = useCallback(
    async (id: string): Promise<void> => {
      if (inFlight.current.has(id)) return;
      inFlight.current.add(id);
      try {
        for (let sheet = readLocalSheet(id); sheet?.outgoing; ) {
          const mode = sheet.outgoing;
          setStatus(id, { kind: 'sending', mode });
          try {
            const { data } = await mutateAsync({ id, body: sheetInput(sheet) });
            const now = readLocalSheet(id);
            if (mode === 'submit' || !now || (now.savedAt === sheet.savedAt && now.outgoing === mode)) {
              clearLocalSheet(id);
              sheet = null;
            } else {
              // typed on (or queued again) while this one was on its way: the newer words go next
              sheet = { ...now, baseUpdatedAt: data.updatedAt };
              writeLocalSheet(id, sheet);
            }
            setStatus(id, { kind: 'idle' });
            toast.success(translate(mode === 'submit' ? 'team.judgePortal.submitted' : 'team.judgePortal.draftSaved'));
            await invalidateEndpoints(client, [JUDGING_API.myAssignments]);
          } catch (error) {
            // a 401 signs the tab out (api-client): the sheet waits here for the judge's next visit
            if ((isApiError(error) && error.shouldLogout) || shouldRetry(0, error)) setStatus(id, { kind: 'waiting', mode });
            else {
              const now = readLocalSheet(id);
              if (now) writeLocalSheet(id, { ...now, outgoing: null });
              setStatus(id, { kind: 'refused', mode, message: isApiError(error) ? error.message : String(error), problems: problemsOf(error) });
            }
            return;
          }
        }
      } finally {
        inFlight.current.delete(id);
      }
    },
    [client, mutateAsync, setStatus],
  );

  const queue = useCallback(
    (assignment: JudgeAssignment, mode: SendMode) => {
      const stored = readLocalSheet(assignment._id);
      // one key per submit, kept through every retry until confirmed
      const submissionId = mode === 'submit' ? (stored?.submissionId ?? newSubmissionId()) : (stored?.submissionId ?? null);
      updateLocalSheet(assignment, { outgoing: mode, submissionId });
      void send(assignment._id);
    },
    [send],
  );

  // what is waiting goes when the connection returns, and on arrival (a reload after a drop)
  const latest = useRef(assignments);
  useEffect(() => {
    latest.current = assignments;
  }, [assignments]);
  const flush = useCallback(() => {
    for (const assignment of latest.current) {
      const stored = readLocalSheet(assignment._id);
      if (!stored?.outgoing) continue;
      // the server moved on (submitted, or saved from another device): nothing here to send
      if (!isLocalNewer(assignment, stored)) clearLocalSheet(assignment._id);
      else void send(assignment._id);
    }
  }, [send]);
  useEffect(() => {
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);
  useEffect(() => {
    if (navigator.onLine !== false) flush();
  }, [flush]);

  const statusOf = useCallback(
    (id: string): SendStatus => {
      const status = statuses[id];
      if (status && status.kind !== 'idle') return status;
      const outgoing = readLocalSheet(id)?.outgoing;
      return outgoing ? { kind: 'waiting', mode: outgoing } : { kind: 'idle' };
    },
    [statuses],
  );

  return { statusOf, queue, send: (id) => void send(id) };
}
