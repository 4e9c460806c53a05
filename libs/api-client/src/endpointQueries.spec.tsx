/**
 * @jest-environment ../../tools/webpack/jest-env-jsdom.js
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { endpoint, endpointKey, endpointName } from '@hackathon/contracts';
import { configureApiClient, type ApiClientConfig } from './config';
import { invalidateEndpoints, setEndpointQueriesData, useEndpointQuery } from './endpoints';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const list = endpoint<{ data: { url: string }; query: { page?: number; limit?: number; search?: string } }>()('GET', '/admin/teams');
const counters = endpoint<{ data: { url: string } }>()('GET', '/admin/teams/counters');
const bySchool = endpoint<{ data: { url: string } }>()('GET', '/teams/school/:code');

/** A real HTTP server answering each read with the URL it was asked for. */
let server: http.Server;
let urls: string[] = [];
let previous: ApiClientConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    urls.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' });
    res.end(JSON.stringify({ success: true, message: 'OK', data: { url: req.url } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  previous = configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, getToken: () => null });
});
afterAll(async () => {
  configureApiClient(previous);
  await new Promise((resolve) => server.close(resolve));
});

let client: QueryClient;
let root: Root | null = null;
beforeEach(() => {
  urls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  client.clear();
});

async function render(ui: ReactNode): Promise<void> {
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
}

async function settled(): Promise<void> {
  for (let i = 0; i < 200 && client.isFetching() > 0; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(client.isFetching()).toBe(0);
}

const cachedKeys = () => client.getQueryCache().findAll().map((query) => query.queryKey);

describe('the key of a read through its declaration', () => {
  function Page({ query }: { query: { page?: number; limit?: number } }) {
    useEndpointQuery(null, list, [], { query });
    return null;
  }
  function Total() {
    // the query given only as a request option: still what the key holds, since it is what is sent
    useEndpointQuery(null, list, [], { request: { query: { page: 1, limit: 1 } } });
    return null;
  }

  it('is the name, the path parameters and the query sent, so two queries of one list are two entries', async () => {
    await render(
      <>
        <Page query={{ page: 2, limit: 25 }} />
        <Total />
        <Owned code="1001" />
      </>,
    );
    await settled();
    expect(cachedKeys()).toEqual(
      expect.arrayContaining([endpointKey(list, [], { page: 2, limit: 25 }), endpointKey(list, [], { page: 1, limit: 1 }), endpointKey(bySchool, ['1001'])]),
    );
    expect(cachedKeys()).toHaveLength(3);
    expect(urls.sort()).toEqual(['/api/admin/teams?page=1&limit=1', '/api/admin/teams?page=2&limit=25', '/api/teams/school/1001']);
    expect(client.getQueryData(endpointKey(list, [], { page: 1, limit: 1 }))).toEqual({ url: '/api/admin/teams?page=1&limit=1' });
  });

  function Owned({ code }: { code: string }) {
    useEndpointQuery(null, bySchool, [code]);
    return null;
  }

  it("takes the caller into the key and never onto the wire, so another caller's answer is never shown", async () => {
    function Own({ caller }: { caller: string }) {
      useEndpointQuery(null, counters, [], { caller });
      return null;
    }
    await render(<Own caller="T1" />);
    await settled();
    await act(async () => root?.render(<QueryClientProvider client={client}><Own caller="T2" /></QueryClientProvider>));
    await settled();
    expect(cachedKeys()).toEqual([
      [...endpointKey(counters), { caller: 'T1' }],
      [...endpointKey(counters), { caller: 'T2' }],
    ]);
    expect(urls).toEqual(['/api/admin/teams/counters', '/api/admin/teams/counters']);
  });

  it('keeps a given key (reads not yet derived)', async () => {
    function Given() {
      useEndpointQuery(['own', 'key'], counters, []);
      return null;
    }
    await render(<Given />);
    await settled();
    expect(cachedKeys()).toEqual([['own', 'key']]);
  });
});

describe('invalidateEndpoints', () => {
  const seed = () => {
    for (const key of [endpointKey(list, [], { page: 1 }), endpointKey(list, [], { page: 2, search: 'kv' }), endpointKey(counters), [...endpointKey(counters), { caller: 'T1' }], endpointKey(bySchool, ['1001']), endpointKey(bySchool, ['1002'])]) {
      client.setQueryData(key, { url: 'cached' });
    }
  };
  const stale = () =>
    client
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('marks every page, filter and caller of the named declarations stale, and nothing else', async () => {
    seed();
    await invalidateEndpoints(client, [list, counters]);
    expect(stale()).toEqual([endpointKey(list, [], { page: 1 }), endpointKey(list, [], { page: 2, search: 'kv' }), endpointKey(counters), [...endpointKey(counters), { caller: 'T1' }]]);
  });

  it('narrows to the given path parameters', async () => {
    seed();
    await invalidateEndpoints(client, [bySchool], ['1001']);
    expect(stale()).toEqual([endpointKey(bySchool, ['1001'])]);
  });

  it('re-reads a declaration on screen', async () => {
    function Shown() {
      useEndpointQuery(null, bySchool, ['1001'], { staleTime: Infinity });
      return null;
    }
    await render(<Shown />);
    await settled();
    await act(() => invalidateEndpoints(client, [bySchool]));
    await settled();
    expect(urls).toEqual(['/api/teams/school/1001', '/api/teams/school/1001']);
  });
});

describe('setEndpointQueriesData', () => {
  it("rewrites every cached answer of the declaration, and no other declaration's", () => {
    client.setQueryData(endpointKey(list, [], { page: 1 }), { url: 'one' });
    client.setQueryData(endpointKey(list, [], { page: 2 }), { url: 'two' });
    client.setQueryData(endpointKey(counters), { url: 'counters' });
    setEndpointQueriesData(client, list, (data) => (data ? { url: `${data.url}!` } : data));
    expect(client.getQueriesData({ queryKey: [endpointName(list)] }).map(([, data]) => data)).toEqual([{ url: 'one!' }, { url: 'two!' }]);
    expect(client.getQueryData(endpointKey(counters))).toEqual({ url: 'counters' });
  });
});
