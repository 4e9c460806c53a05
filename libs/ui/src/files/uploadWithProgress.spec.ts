import { ApiError, configureApiClient, type ApiClientConfig } from '@hackathon/api-client';
import { endpoint, MSG } from '@hackathon/contracts';
import { progressOf, uploadEndpoint, uploadWithProgress } from './uploadWithProgress';

/** Just enough of XMLHttpRequest to drive the helper: records the request, lets a test answer it. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  let previous: ApiClientConfig;
  let xhr: FakeXhr;
  const createXhr = () => xhr as unknown as XMLHttpRequest;

  beforeEach(() => {
    xhr = new FakeXhr();
    previous = configureApiClient({ baseUrl: '/api', getToken: () => 'tok-123' });
  });
  afterEach(() => {
    configureApiClient(previous);
  });

  it('posts the form under /api with the bearer token and credentials, reporting progress', async () => {
    const seen: number[] = [];
    const form = new FormData();
    const promise = uploadWithProgress<{ fileId: string }>('/api/mongo-upload/receipt', form, {
      createXhr,
      onProgress: (p) => seen.push(p.percent),
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/mongo-upload/receipt');
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent).toBe(form);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.respond(201, { success: true, message: 'Receipt uploaded', data: { fileId: 'f1' } });
    const result = await promise;
    expect(result.data).toEqual({ fileId: 'f1' });
    expect(result.message).toBe('Receipt uploaded');
    expect(seen).toEqual([25, 100]);
  });

  it("rejects a refusal with the server's message and field details", async () => {
    const promise = uploadWithProgress('/mongo-upload/receipt', new FormData(), { createXhr });
    xhr.respond(400, { success: false, message: MSG.receiptFileType, errors: [{ path: 'receipt', msg: MSG.receiptFileType }] });
    await expect(promise).rejects.toMatchObject({ status: 400, message: MSG.receiptFileType });
  });

  it('treats success:false on a 2xx as a refusal', async () => {
    const promise = uploadWithProgress('/x', new FormData(), { createXhr });
    xhr.respond(200, { success: false, message: 'nope' });
    await expect(promise).rejects.toMatchObject({ message: 'nope' });
  });

  it('maps an unreachable server to the network error and a timeout to the timeout message', async () => {
    const failed = uploadWithProgress('/x', new FormData(), { createXhr });
    xhr.onerror?.();
    await expect(failed).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: MSG.networkError });

    xhr = new FakeXhr();
    const slow = uploadWithProgress('/x', new FormData(), { createXhr, timeoutMs: 5 });
    expect(xhr.timeout).toBe(5);
    xhr.ontimeout?.();
    await expect(slow).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('aborts the request when the caller aborts, rejecting with the abort reason', async () => {
    const controller = new AbortController();
    const promise = uploadWithProgress('/x', new FormData(), { createXhr, signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(promise).rejects.toThrow('cancelled');
    expect(xhr.aborted).toBe(true);
  });

  it('sends no Authorization header without a token and rejects a 401 as an expired session', async () => {
    configureApiClient({ getToken: () => null });
    const promise = uploadWithProgress('/x', new FormData(), { createXhr });
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.respond(401, { success: false, message: 'Unauthorized' });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).shouldLogout).toBe(true);
  });

  it('uses the method and path of a declaration, its parameters encoded', async () => {
    const files = endpoint<{ data: number[]; body: FormData }>()('POST', '/files/:id');
    const promise = uploadEndpoint(files, { params: ['a b'], body: new FormData(), createXhr });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/a%20b');
    xhr.respond(200, [1, 2]);
    await expect(promise).resolves.toMatchObject({ success: true, data: [1, 2] });
  });
});

describe('progressOf', () => {
  it('rounds and bounds the percentage', () => {
    expect(progressOf(1, 3).percent).toBe(33);
    expect(progressOf(5, 0).percent).toBe(0);
    expect(progressOf(200, 100).percent).toBe(100);
  });
});
