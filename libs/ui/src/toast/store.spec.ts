import { MAX_TOASTS } from '@hackathon/contracts';
import { defaultDuration, enqueue, ToastStore, type ToastItem } from './store';

const item = (id: string): ToastItem => ({ id, kind: 'blank', message: id, createdAt: 0, durationMs: 4000 });

describe('toast queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec durations', () => {
    expect(defaultDuration('error')).toBe(4000);
    expect(defaultDuration('blank')).toBe(4000);
    expect(defaultDuration('success')).toBe(2000);
    expect(defaultDuration('loading')).toBeNull();
  });

  it('keeps at most 20, dropping the oldest', () => {
    let queue: ToastItem[] = [];
    for (let i = 1; i <= 25; i += 1) queue = enqueue(queue, item(`t${i}`));
    expect(MAX_TOASTS).toBe(20);
    expect(queue).toHaveLength(20);
    expect(queue[0].id).toBe('t6');
    expect(queue[19].id).toBe('t25');
  });

  it('replaces a toast that reuses an id', () => {
    const queue = enqueue(enqueue([item('a'), item('b')], item('a')), { ...item('a'), message: 'done' });
    expect(queue.map((t) => `${t.id}:${t.message}`)).toEqual(['b:b', 'a:done']);
  });

  it('expires success after 2 s and error after 4 s; loading stays until dismissed', () => {
    const store = new ToastStore();
    store.show('success', 'Saved');
    store.show('error', 'Failed');
    const loading = store.show('loading', 'Working...');
    jest.advanceTimersByTime(2000);
    expect(store.getToasts().map((t) => t.message)).toEqual(['Failed', 'Working...']);
    jest.advanceTimersByTime(2000);
    expect(store.getToasts().map((t) => t.message)).toEqual(['Working...']);
    jest.advanceTimersByTime(60_000);
    expect(store.getToasts()).toHaveLength(1);
    store.show('success', 'Done', { id: loading });
    expect(store.getToasts().map((t) => `${t.kind}:${t.message}`)).toEqual(['success:Done']);
    jest.advanceTimersByTime(2000);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('enforces the limit on the live store and dismisses all', () => {
    const store = new ToastStore();
    for (let i = 0; i < 30; i += 1) store.show('loading', `l${i}`);
    expect(store.getToasts()).toHaveLength(20);
    store.dismiss();
    expect(store.getToasts()).toHaveLength(0);
  });

  it('collapses identical toasts fired while one is visible into one, restarting its timer', () => {
    const store = new ToastStore();
    const ids = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      ids.add(store.show('error', 'Edit team functionality is currently locked'));
      jest.advanceTimersByTime(100);
    }
    expect(ids.size).toBe(1);
    expect(store.getToasts()).toHaveLength(1);
    // 2.5 s of clicks, then the full 4 s after the last one (100 ms of it already passed)
    jest.advanceTimersByTime(3800);
    expect(store.getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(100);
    expect(store.getToasts()).toHaveLength(0);
    // once gone, the same message shows again as a new toast
    expect(ids.has(store.show('error', 'Edit team functionality is currently locked'))).toBe(false);
  });

  it('keeps toasts apart when the kind or the message differs, or an id is given', () => {
    const store = new ToastStore();
    store.show('error', 'Failed');
    store.show('success', 'Failed');
    store.show('error', 'Failed to save');
    store.show('error', 'Failed', { id: 'explicit' });
    store.show('loading', 'Working...');
    store.show('loading', 'Working...');
    expect(store.getToasts().map((t) => `${t.kind}:${t.message}`)).toEqual([
      'error:Failed',
      'success:Failed',
      'error:Failed to save',
      'error:Failed',
      'loading:Working...',
      'loading:Working...',
    ]);
  });
});
