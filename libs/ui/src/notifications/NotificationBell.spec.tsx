import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApiClient, createQueryClient, type ApiClientConfig } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { toastStore } from '../toast/store';
import { NotificationBell } from './NotificationBell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A real server standing in for the notifications API. */
let server: http.Server;
let previous: ApiClientConfig;
let mode: 'ok' | 'missing';
let requests: string[];
const unread = Array.from({ length: 12 }, (_, i) => ({ _id: `n${i}`, title: `Notice ${i}`, message: 'm', type: 'info', isRead: false, createdAt: new Date().toISOString() }));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    if (mode === 'missing') {
      res.statusCode = 404;
      return res.end(JSON.stringify({ success: false, message: 'Not found' }));
    }
    if (req.method === 'GET') return res.end(JSON.stringify({ success: true, message: '', data: unread }));
    res.end(JSON.stringify({ success: true, message: 'ok', data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, getToken: () => 'tok' });
});

afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

async function until(predicate: () => boolean) {
  for (let i = 0; i < 100 && !predicate(); i += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(predicate()).toBe(true);
}

describe('NotificationBell', () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(() => {
    requests = [];
    toastStore.dismiss();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('caps the badge at 9+, and marks all as read with the success toast', async () => {
    mode = 'ok';
    await act(async () => root.render(<QueryClientProvider client={createQueryClient()}><NotificationBell /></QueryClientProvider>));
    await until(() => container.textContent?.includes('9+') ?? false);
    // the name starts with what the badge shows
    const bell = [...container.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '9+ unread notifications');
    expect(bell).toBeDefined();
    await act(async () => bell!.click());
    const markAll = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Mark all as read') as HTMLButtonElement;
    await act(async () => markAll.click());
    await until(() => toastStore.getToasts().some((t) => t.message === MSG.allMarkedRead));
    expect(requests).toContain('PUT /api/notifications/user/mark-all-read');
    // the badge hides (MUI keeps its last text for the fade), the button no longer announces unread ones
    await until(() => container.querySelector('button[aria-label="Notifications"]') !== null);
    expect(container.querySelector('.MuiBadge-invisible')).not.toBeNull();
    expect(document.body.textContent).toContain('Read');
  });

  it("shows the spec's toast once when the endpoint is missing, and the failure (not 'No notifications') with a retry", async () => {
    mode = 'missing';
    await act(async () => root.render(<QueryClientProvider client={createQueryClient()}><NotificationBell /></QueryClientProvider>));
    await until(() => toastStore.getToasts().some((t) => t.message === MSG.failedFetchNotifications));
    expect(requests).toEqual(['GET /api/notifications/user']); // a 4xx is not retried
    await act(async () => (container.querySelector('button[aria-label="Notifications"]') as HTMLButtonElement).click());
    const failure = document.querySelector('[data-testid="notifications-error"]');
    expect(failure?.textContent).toContain(MSG.failedFetchNotifications);
    expect(failure?.querySelector('[role="alert"]')).not.toBeNull();
    expect(document.body.textContent).not.toContain(MSG.noNotifications);

    // Try again reads the list again; it arrives
    mode = 'ok';
    const retry = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Try again') as HTMLButtonElement;
    await act(async () => retry.click());
    await until(() => document.body.textContent?.includes('Notice 0') ?? false);
    expect(requests).toEqual(['GET /api/notifications/user', 'GET /api/notifications/user']);
    expect(document.querySelector('[data-testid="notifications-error"]')).toBeNull();
  });

  it('keeps the bell a 40 px button that a crowded bar cannot squeeze (target size)', async () => {
    mode = 'ok';
    await act(async () => root.render(<QueryClientProvider client={createQueryClient()}><NotificationBell /></QueryClientProvider>));
    const bell = container.querySelector('button') as HTMLButtonElement;
    const style = getComputedStyle(bell);
    expect(style.flexShrink).toBe('0');
    expect(bell.className).toContain('MuiIconButton-sizeMedium'); // 8 px padding around a 24 px icon
  });
});
