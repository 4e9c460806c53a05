import type { ConnectionState } from '../../shared/utils/connection';
import { tr } from '../../../i18n';

/** The sidebar's words, in the language of the moment (read during render). */
export const SIDEBAR_TEXT = {
  get navLabel() {
    return tr('backoffice.sidebar.navLabel');
  },
  get sectionSelect() {
    return tr('backoffice.sidebar.sectionSelect');
  },
  get collapse() {
    return tr('backoffice.sidebar.collapse');
  },
  get expand() {
    return tr('backoffice.sidebar.expand');
  },
  get online() {
    return tr('backoffice.sidebar.online');
  },
  get offline() {
    return tr('backoffice.sidebar.offline');
  },
};

/** localStorage key of the sidebar's collapsed state (a preference of this browser). */
export const SIDEBAR_COLLAPSED_KEY = 'adminSidebarCollapsed';

/** The indicator under the sidebar: 'System Online' while the API answers, 'System Offline' when the dashboard read fails. */
export function systemStatus(connection: ConnectionState): { label: string; color: 'success' | 'warning' | 'error' } {
  if (connection === 'Error') return { label: SIDEBAR_TEXT.offline, color: 'error' };
  return { label: SIDEBAR_TEXT.online, color: connection === 'Connected' ? 'success' : 'warning' };
}

export function readCollapsed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeCollapsed(storage: Pick<Storage, 'setItem'> | undefined, collapsed: boolean): void {
  try {
    storage?.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // private mode or storage full: the preference just is not kept
  }
}
