import { MAX_TOASTS, TOAST_MS } from '@hackathon/contracts';

export type ToastKind = 'success' | 'error' | 'loading' | 'blank';

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  createdAt: number;
  /** null: stays until dismissed (loading). */
  durationMs: number | null;
}

export interface ToastOptions {
  /**
   * Reusing an id replaces that toast (e.g. a loading toast turning into a success). Without an id,
   * a toast identical to a visible one (same kind and message) is not stacked: the visible one
   * stays and its timer starts again.
   */
  id?: string;
  /** Overrides the spec's duration for this toast. */
  durationMs?: number | null;
}

/** Durations of the spec: error and blank 4000 ms, success 2000 ms, loading until dismissed. */
export function defaultDuration(kind: ToastKind): number | null {
  switch (kind) {
    case 'error':
      return TOAST_MS.error;
    case 'success':
      return TOAST_MS.success;
    case 'blank':
      return TOAST_MS.blank;
    case 'loading':
      return null;
  }
}

/** Adds or replaces a toast, keeping at most `limit` (the oldest leave first). Pure. */
export function enqueue(queue: readonly ToastItem[], item: ToastItem, limit: number = MAX_TOASTS): ToastItem[] {
  const without = queue.filter((existing) => existing.id !== item.id);
  const next = [...without, item];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

type Listener = (toasts: readonly ToastItem[]) => void;

/** The page's toast queue, independent of React so any code (even outside components) can toast. */
export class ToastStore {
  private toasts: ToastItem[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private counter = 0;

  constructor(private readonly limit: number = MAX_TOASTS) {}

  getToasts = (): readonly ToastItem[] => this.toasts;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private emit(): void {
    for (const listener of [...this.listeners]) listener(this.toasts);
  }

  /** The visible toast a new one would only repeat (loading toasts are told apart by their ids). */
  private duplicateOf(kind: ToastKind, message: string): ToastItem | undefined {
    if (kind === 'loading') return undefined;
    return this.toasts.find((item) => item.kind === kind && item.message === message);
  }

  show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
    const durationMs = options.durationMs !== undefined ? options.durationMs : defaultDuration(kind);
    const same = options.id === undefined ? this.duplicateOf(kind, message) : undefined;
    if (same) {
      // a button clicked 25 times shows one toast, kept for its full duration after the last click
      this.toasts = this.toasts.map((item) => (item.id === same.id ? { ...item, createdAt: Date.now(), durationMs } : item));
      this.startTimer(same.id, durationMs);
      this.emit();
      return same.id;
    }
    this.counter += 1;
    const id = options.id ?? `toast-${this.counter}`;
    const before = new Set(this.toasts.map((item) => item.id));
    this.toasts = enqueue(this.toasts, { id, kind, message, createdAt: Date.now(), durationMs }, this.limit);
    // timers of toasts pushed out by the limit are no longer needed
    for (const old of before) if (!this.toasts.some((item) => item.id === old)) this.clearTimer(old);
    this.startTimer(id, durationMs);
    this.emit();
    return id;
  }

  private startTimer(id: string, durationMs: number | null): void {
    this.clearTimer(id);
    if (durationMs !== null) this.timers.set(id, setTimeout(() => this.dismiss(id), durationMs));
  }

  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void {
    if (id === undefined) {
      for (const key of [...this.timers.keys()]) this.clearTimer(key);
      this.toasts = [];
    } else {
      this.clearTimer(id);
      this.toasts = this.toasts.filter((item) => item.id !== id);
    }
    this.emit();
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }
}

export const toastStore = new ToastStore();

export interface ToastApi {
  (message: string, options?: ToastOptions): string;
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  loading: (message: string, options?: ToastOptions) => string;
  dismiss: (id?: string) => void;
}

/** Imperative toasts: `toast.success('Saved')`, `const id = toast.loading('...'); toast.dismiss(id)`. */
export const toast: ToastApi = Object.assign(
  (message: string, options?: ToastOptions) => toastStore.show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => toastStore.show('success', message, options),
    error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
    loading: (message: string, options?: ToastOptions) => toastStore.show('loading', message, options),
    dismiss: (id?: string) => toastStore.dismiss(id),
  },
);
