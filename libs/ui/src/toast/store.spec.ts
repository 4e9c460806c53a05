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
});
