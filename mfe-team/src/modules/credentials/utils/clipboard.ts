/** What copying needs from the browser (injected so the rule is testable without one). */
export interface ClipboardDeps {
  /** navigator.clipboard.writeText; absent on pages not served from a secure origin. */
  writeText?: (text: string) => Promise<void>;
  /** The older selection-based copy, for pages where the async clipboard is missing or refused. */
  legacyCopy?: (text: string) => boolean;
}

/** Copies text: the async clipboard first, then the legacy copy. True when one of them worked. */
export async function copyText(text: string, deps: ClipboardDeps = browserClipboard()): Promise<boolean> {
  if (deps.writeText) {
    try {
      await deps.writeText(text);
      return true;
    } catch {
      // refused (no permission, document not focused): try the legacy path
    }
  }
  try {
    return deps.legacyCopy ? deps.legacyCopy(text) : false;
  } catch {
    return false;
  }
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}

export function browserClipboard(): ClipboardDeps {
  if (typeof window === 'undefined') return {};
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  return {
    writeText: clipboard?.writeText ? (text) => clipboard.writeText(text) : undefined,
    legacyCopy: typeof document !== 'undefined' && typeof document.execCommand === 'function' ? legacyCopy : undefined,
  };
}
