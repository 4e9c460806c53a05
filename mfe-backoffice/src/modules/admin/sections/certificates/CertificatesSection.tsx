import { useCallback, useRef } from 'react';
import { Stack } from '@mui/material';
import { BatchesPanel } from './components/BatchesPanel';
import { CertificatesList } from './components/CertificatesList';
import { IssueBatchPanel } from './components/IssueBatchPanel';

/**
 * Certificates (issue 28): issue a batch (who qualifies, the preview and a rendered sample, then the
 * confirmed issue), the batches with their jobs' progress, and every certificate issued with its
 * downloads, revoke and re-issue.
 */
export function CertificatesSection() {
  const batches = useRef<HTMLDivElement>(null);
  // a batch just issued: its progress is the next thing to look at
  const onIssued = useCallback(() => batches.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), []);
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <IssueBatchPanel onIssued={onIssued} />
      <div ref={batches}>
        <BatchesPanel />
      </div>
      <CertificatesList />
    </Stack>
  );
}
