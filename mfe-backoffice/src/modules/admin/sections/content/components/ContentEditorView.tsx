import { useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { Box, Paper } from '@mui/material';
import { errorMessage, type ApiError } from '@hackathon/api-client';
import { formatDateTime, photosWithoutConsent, siteContentProblems, type ContentWorkspace, type FieldError, type MessageId, type SiteContent } from '@hackathon/contracts';
import { ConfirmDialog, toast } from '@hackathon/ui';
import { useContentActions, useContentVersions } from '../hooks/useContentApi';
import { ContentEditorContext, type ContentEditor } from '../hooks/useContentEditor';
import {
  fieldId,
  problemMap,
  problemsPerTab,
  rollbackTarget,
  sameContent,
  tabOfPath,
  withoutProblemsAt,
  withValueAt,
  type ContentTab,
  type ProblemMap,
} from '../utils/contentDraft';
import { ContentActionBar } from './ContentActionBar';
import { ContentTabs } from './ContentTabs';
import { DatesTab } from './DatesTab';
import { DocumentsTab } from './DocumentsTab';
import { LinksTab } from './LinksTab';
import { MediaTab } from './MediaTab';
import { PreviewDialog } from './PreviewDialog';
import { ProblemSummary } from './ProblemSummary';
import { TextsTab } from './TextsTab';
import { VersionsDialog } from './VersionsDialog';
import { tr, useT } from '../../../../../i18n';

const PANELS: Record<ContentTab, () => JSX.Element> = { documents: DocumentsTab, links: LinksTab, media: MediaTab, texts: TextsTab, dates: DatesTab };

type Confirming = 'publish' | 'discard' | 'rollback' | null;

/** The problems of a refused save, as the API listed them (`details`), or none when it gave no list. */
function refusedProblems(error: ApiError): FieldError[] {
  return Array.isArray(error.details) ? error.details.filter((item): item is FieldError => typeof item?.path === 'string' && typeof item?.msg === 'string') : [];
}

/** Focuses the field a problem names, or the nearest one above it ('faqs.0.answer' has its '.en' field). */
function focusField(path: string): void {
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const at = parts.join('.');
    const element = document.getElementById(fieldId(at)) ?? document.getElementById(fieldId(`${at}.en`));
    if (element) {
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      return;
    }
  }
}

/**
 * The editor: a copy of the draft changed on screen, saved whole (PUT /admin/content/draft), with
 * the problems shown at their fields; then preview, publish, discard and roll back.
 */
export function ContentEditorView({ workspace, tab, onTab }: { workspace: ContentWorkspace; tab: ContentTab; onTab: (tab: ContentTab) => void }) {
  const t = useT();
  const actions = useContentActions();
  const [draft, setDraft] = useState<SiteContent>(workspace.draft);
  const [seen, setSeen] = useState<SiteContent>(workspace.draft);
  const [problems, setProblems] = useState<ProblemMap>({});
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [previewing, setPreviewing] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const [checkingRollback, setCheckingRollback] = useState(false);
  // read when Roll back is pressed (the newest version says what it goes back to), shared with the versions dialog
  const versions = useContentVersions(false);
  const pendingFocus = useRef<string | null>(null);

  // a new saved draft (a save, a publish, a rollback) replaces the copy unless it holds unsaved edits
  if (seen !== workspace.draft) {
    setSeen(workspace.draft);
    if (sameContent(draft, seen)) setDraft(workspace.draft);
  }

  useEffect(() => {
    if (!pendingFocus.current) return;
    focusField(pendingFocus.current);
    pendingFocus.current = null;
  });

  const target = versions.data ? rollbackTarget(versions.data) : null;

  const editor = useMemo<ContentEditor>(
    () => ({
      draft,
      problems,
      set: (path, value) => {
        setDraft((current) => withValueAt(current, path, value));
        setProblems((current) => withoutProblemsAt(current, path));
      },
      change: (update, path) => {
        setDraft(update);
        setProblems((current) => withoutProblemsAt(current, path));
      },
    }),
    [draft, problems],
  );

  const unsaved = !sameContent(draft, workspace.draft);
  const unconsented = photosWithoutConsent(draft);
  const busy = actions.save.isPending || actions.discard.isPending || actions.publish.isPending || actions.rollback.isPending;
  const publishBlocked = unsaved
    ? t('backoffice.content.publishHintUnsaved')
    : !workspace.draftChanged
      ? t('backoffice.content.publishHintNothing')
      : unconsented.length > 0
        ? t('backoffice.content.consentBlocks', { photos: unconsented.join(', ') })
        : null;

  const showProblems = (list: FieldError[]) => {
    setProblems(problemMap(list));
    setSummary(list);
  };

  const goTo = (path: string) => {
    const where = tabOfPath(path);
    if (where === tab) focusField(path);
    else {
      pendingFocus.current = path;
      onTab(where);
    }
  };

  /** Saves the draft shown; resolves whether it was saved (the preview waits for it). */
  const save = (): Promise<boolean> => {
    const local = siteContentProblems(draft);
    if (local.length > 0) {
      showProblems(local);
      toast.error(t('backoffice.content.failedSave'));
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      actions.save.mutate(draft, {
        onSuccess: () => {
          showProblems([]);
          toast.success(tr('backoffice.content.saved'));
          resolve(true);
        },
        onError: (error) => {
          resolve(false);
          if (error.shouldLogout) return;
          const refused = refusedProblems(error);
          if (refused.length > 0) showProblems(refused);
          toast.error(errorMessage(error, tr('backoffice.content.failedSave')));
        },
      });
    });
  };

  const preview = async () => {
    if (unsaved && !(await save())) return;
    setPreviewing(true);
  };

  const failed = (error: ApiError) => {
    setConfirming(null);
    if (!error.shouldLogout) toast.error(errorMessage(error));
  };

  const publish = () =>
    actions.publish.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(null);
        toast.success(tr('backoffice.content.publishedToast', { version: result.published.version }));
      },
      onError: failed,
    });

  const discard = () =>
    actions.discard.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(null);
        // the edits on screen go too: the editor starts again from what is published
        setDraft(result.draft);
        showProblems([]);
        toast.success(tr('backoffice.content.discarded'));
      },
      onError: failed,
    });

  /** Roll back asks once the versions say which one it publishes again (none: said, nothing asked). */
  const askRollback = async () => {
    setCheckingRollback(true);
    const read = await versions.refetch();
    setCheckingRollback(false);
    if (read.error) toast.error(errorMessage(read.error));
    else if (rollbackTarget(read.data ?? []) === null) toast.error(tr('backoffice.content.rollbackNone'));
    else setConfirming('rollback');
  };

  const rollback = () => {
    const restored = target;
    actions.rollback.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(null);
        toast.success(tr('backoffice.content.rolledBackToast', { restored: restored ?? 0, version: result.published.version }));
      },
      onError: failed,
    });
  };

  const targetVersion = versions.data?.find((version) => version.version === target);
  const Panel = PANELS[tab];
  return (
    <ContentEditorContext.Provider value={editor}>
      <Box>
        <ProblemSummary problems={summary} onGo={goTo} />
        <Box sx={{ mt: summary.length > 0 ? 2 : 0 }}>
          <ContentTabs tab={tab} onTab={onTab} counts={problemsPerTab(problems)} />
        </Box>
        <Paper variant="outlined" role="tabpanel" id="content-panel" aria-label={t(`backoffice.content.tab.${tab}` as MessageId)} sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 1 }}>
          <Panel />
        </Paper>
        <ContentActionBar
          published={workspace.published}
          unsaved={unsaved}
          unpublished={workspace.draftChanged}
          publishBlocked={publishBlocked}
          saving={actions.save.isPending}
          busy={busy}
          onSave={() => void save()}
          onDiscard={() => setConfirming('discard')}
          onPreview={() => void preview()}
          onPublish={() => setConfirming('publish')}
          onRollback={() => void askRollback()}
          rollbackLoading={checkingRollback}
          onVersions={() => setShowVersions(true)}
        />
      </Box>
      <ConfirmDialog
        open={confirming === 'publish'}
        title={t('backoffice.content.publishTitle')}
        message={t('backoffice.content.publishMessage', { version: workspace.published.version + 1 })}
        confirmText={t('backoffice.content.action.publish')}
        busy={actions.publish.isPending}
        onConfirm={publish}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'discard'}
        title={t('backoffice.content.discardTitle')}
        message={t('backoffice.content.discardMessage', { version: workspace.published.version })}
        confirmText={t('backoffice.content.action.discard')}
        destructive
        busy={actions.discard.isPending}
        onConfirm={discard}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'rollback'}
        title={t('backoffice.content.rollbackTitle')}
        message={t('backoffice.content.rollbackMessage', {
          target: target ?? 0,
          date: targetVersion ? formatDateTime(targetVersion.publishedAt) : '',
          version: workspace.published.version + 1,
        })}
        confirmText={t('backoffice.content.action.rollback')}
        destructive
        busy={actions.rollback.isPending}
        onConfirm={rollback}
        onCancel={() => setConfirming(null)}
      />
      <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} stamp={workspace.draftUpdatedAt ?? String(workspace.published.version)} />
      <VersionsDialog open={showVersions} onClose={() => setShowVersions(false)} />
    </ContentEditorContext.Provider>
  );
}
