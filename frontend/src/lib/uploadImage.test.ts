import { ACCESS_TOKEN_KEY, MESSAGES } from '@tutorhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './uploadImage';

/** A scriptable stand-in for XMLHttpRequest. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const file = () => new File(['x'.repeat(100)], 'a.png', { type: 'image/png' });

describe('uploadImage', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the multipart field `image` with the token and reports progress', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'api-token');
    const progress: number[] = [];
    const promise = uploadImage(file(), { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${window.location.origin}/api/images`);
    expect(xhr.headers.Authorization).toBe('Bearer api-token');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('image')).toBeInstanceOf(File);
    xhr.progress(25, 100);
    xhr.progress(50, 100);
    xhr.respond(201, JSON.stringify({ data: { display_url: '/media/a.webp' } }));
    await expect(promise).resolves.toBe('/media/a.webp');
    expect(progress).toEqual([0, 25, 50, 100]);
  });

  it('uses an explicit token over the stored one', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'api-token');
    const promise = uploadImage(file(), { token: 'id-token' });
    FakeXhr.last!.respond(200, JSON.stringify({ data: { display_url: 'u' } }));
    await promise;
    expect(FakeXhr.last!.headers.Authorization).toBe('Bearer id-token');
  });

  it.each([
    ['a server error', (x: FakeXhr) => x.respond(500, '{"message":"boom"}')],
    ['a 400', (x: FakeXhr) => x.respond(400, '{"message":"not an image"}')],
    ['invalid JSON', (x: FakeXhr) => x.respond(200, 'not json')],
    ['a missing display_url', (x: FakeXhr) => x.respond(200, '{"data":{}}')],
    ['a network error', (x: FakeXhr) => x.onerror?.()],
    ['an abort', (x: FakeXhr) => x.onabort?.()],
  ])('throws the upload message on %s', async (_name, act) => {
    const promise = uploadImage(file());
    act(FakeXhr.last!);
    await expect(promise).rejects.toThrow(MESSAGES.imageUploadFailed);
  });

  it.each([
    [429, '{"statusCode":429,"error":"Too Many Requests","message":"Slow down"}', 'Slow down'],
    [503, '<html>upstream down</html>', MESSAGES.serviceUnavailable],
    [
      403,
      JSON.stringify({
        statusCode: 403,
        message: MESSAGES.accountSuspended,
        code: 'general.accountSuspended',
      }),
      MESSAGES.accountSuspended,
    ],
  ])('throws the API’s own message on a %s answer', async (status, body, message) => {
    const promise = uploadImage(file());
    FakeXhr.last!.respond(status, body);
    await expect(promise).rejects.toThrow(message);
  });
});
