import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointUrl, invalidateEndpoints, useEndpointQuery, type ApiError } from '@hackathon/api-client';
import { CONTENT_API, endpointKey, type ContentFileSummary, type ContentUploadQuery, type ContentWorkspace, type SiteContent } from '@hackathon/contracts';
import { uploadWithProgress } from '@hackathon/ui';

const WORKSPACE_KEY = endpointKey(CONTENT_API.workspace);

/** GET /admin/content: the draft, whether it differs from what is published, and the published version. */
export function useContentWorkspace() {
  // the editor holds its own copy of the draft: a refetch on focus must not look like a change
  return useEndpointQuery(null, CONTENT_API.workspace, [], { request: { requireToken: true }, refetchOnWindowFocus: false });
}

/** GET /admin/content/versions, read only while something shows them (the versions dialog, the rollback confirmation). */
export function useContentVersions(enabled: boolean) {
  return useEndpointQuery(null, CONTENT_API.versions, [], { request: { requireToken: true }, enabled });
}

/** GET /admin/content/files?purpose=document:<key>: every upload of one document, newest first. */
export function useDocumentHistory(documentKey: string, enabled: boolean) {
  return useEndpointQuery(null, CONTENT_API.files, [], { query: { purpose: `document:${documentKey}` }, request: { requireToken: true }, enabled });
}

type WorkspaceAction = 'save' | 'discard' | 'publish' | 'rollback';

/**
 * The writes of the workspace. Each answers with the new workspace, which replaces the cached one at
 * once (the editor is seeded from it); publish and rollback also change the versions list.
 */
export function useContentActions() {
  const client = useQueryClient();
  const settle = (workspace: ContentWorkspace, action: WorkspaceAction) => {
    client.setQueryData(WORKSPACE_KEY, workspace);
    if (action === 'publish' || action === 'rollback') void invalidateEndpoints(client, [CONTENT_API.versions]);
  };
  const save = useMutation<ContentWorkspace, ApiError, SiteContent>({
    mutationFn: async (body) => (await callEndpoint(CONTENT_API.saveDraft, { params: [], body, requireToken: true })).data,
    onSuccess: (workspace) => settle(workspace, 'save'),
  });
  const discard = useMutation<ContentWorkspace, ApiError, void>({
    mutationFn: async () => (await callEndpoint(CONTENT_API.discardDraft, { params: [], requireToken: true })).data,
    onSuccess: (workspace) => settle(workspace, 'discard'),
  });
  const publish = useMutation<ContentWorkspace, ApiError, void>({
    mutationFn: async () => (await callEndpoint(CONTENT_API.publish, { params: [], requireToken: true })).data,
    onSuccess: (workspace) => settle(workspace, 'publish'),
  });
  const rollback = useMutation<ContentWorkspace, ApiError, void>({
    mutationFn: async () => (await callEndpoint(CONTENT_API.rollback, { params: [], requireToken: true })).data,
    onSuccess: (workspace) => settle(workspace, 'rollback'),
  });
  return { save, discard, publish, rollback };
}

/**
 * POST /admin/content/files?purpose=...: one upload (multipart field `file`) with its progress, as
 * the school's receipt upload does it. A document's upload refreshes that document's history.
 */
export function useContentUpload() {
  const client = useQueryClient();
  const [progress, setProgress] = useState(0);
  const upload = useMutation<ContentFileSummary, ApiError, { file: File; query: ContentUploadQuery }>({
    mutationFn: async ({ file, query }) => {
      setProgress(0);
      const form = new FormData();
      form.append('file', file, file.name);
      const url = endpointUrl(CONTENT_API.upload, [], { ...query });
      return (await uploadWithProgress<ContentFileSummary>(url, form, { onProgress: ({ percent }) => setProgress(percent) })).data;
    },
    onSuccess: (_file, { query }) => {
      if (query.purpose === 'document') void invalidateEndpoints(client, [CONTENT_API.files]);
    },
  });
  return { upload, progress };
}
