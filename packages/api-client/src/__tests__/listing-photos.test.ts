import { createApiClient } from '../client';
import { ApiError, ApiErrorCode } from '../errors';
import { LISTING_DRAFT as DRAFT } from '../testing';
import { startTestServer, sendJson, type TestServer } from './test-server';

/** Listing photo calls (docs/decisions/listing-photos.md): upload with progress, arrange, delete. */
const PHOTO = { id: 'ph_abc123', url: 'http://127.0.0.1/v1/images/ph_abc123', blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', width: 1280, height: 854, alt: null };

/**
 * A stand-in for the browser's XMLHttpRequest with the parts an upload uses: the test drives its
 * progress and its answer, as a browser's network would.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The network: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The API's answer. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });

describe('uploadPhoto with XMLHttpRequest (a browser)', () => {
  const api = createApiClient({
    baseUrl: 'http://api.test/',
    basicKey: 'basic-123',
    getAccessToken: () => 'user-token',
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  });

  it('posts the file as multipart with the access token, reports progress and resolves with the photo', async () => {
    const seen: number[] = [];
    const done = api.listingDrafts.uploadPhoto(3, jpeg(), { onProgress: (fraction) => seen.push(fraction) });
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(['POST', 'http://api.test/v1/listings/drafts/3/photos', 'Bearer user-token']);
    expect(xhr.body).toBeInstanceOf(FormData);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(201, PHOTO);
    await expect(done).resolves.toEqual(PHOTO);
    expect(seen).toEqual([0, 0.25, 1]);
  });

  it('rejects with the API’s message and issues on a refusal', async () => {
    const message = 'Please upload a photo at least 1024 pixels on its long side and 683 on its short side.';
    const done = api.listingDrafts.uploadPhoto(3, jpeg());
    (FakeXhr.last as FakeXhr).answer(400, { error: 'validation', error_description: message, statusCode: 400, issues: [{ field: 'file', message }] });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message, error.issues]).toEqual([ApiErrorCode.HTTP, 400, message, [{ field: 'file', message }]]);
  });

  it('rejects an answer that is not a photo, and a network failure', async () => {
    const shape = api.listingDrafts.uploadPhoto(3, jpeg());
    (FakeXhr.last as FakeXhr).answer(201, { id: 7 });
    await expect(shape).rejects.toMatchObject({ code: ApiErrorCode.SCHEMA });
    const offline = api.listingDrafts.uploadPhoto(3, jpeg());
    (FakeXhr.last as FakeXhr).onerror?.();
    await expect(offline).rejects.toMatchObject({ code: ApiErrorCode.NETWORK });
  });

  it('cancels when its signal aborts, rejecting with the signal’s reason', async () => {
    const controller = new AbortController();
    const done = api.listingDrafts.uploadPhoto(3, jpeg(), { signal: controller.signal });
    const xhr = FakeXhr.last as FakeXhr;
    controller.abort(new Error('the host removed it'));
    await expect(done).rejects.toThrow('the host removed it');
    expect(xhr.aborted).toBe(true);
    await expect(api.listingDrafts.uploadPhoto(3, jpeg(), { signal: controller.signal })).rejects.toThrow('the host removed it');
  });

  it('refuses what is not a file before sending', async () => {
    FakeXhr.last = undefined;
    await expect(api.listingDrafts.uploadPhoto(3, 'photo.jpg' as unknown as Blob)).rejects.toMatchObject({ code: ApiErrorCode.BAD_INPUT });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('uploads to a published listing’s photos too', async () => {
    const done = api.hostListings.uploadPhoto(9, jpeg());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.url).toBe('http://api.test/v1/hosts/me/spaces/9/photos');
    xhr.answer(201, PHOTO);
    await expect(done).resolves.toEqual(PHOTO);
  });
});

describe('photo calls over HTTP', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());
  const client = () => createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => 'user-token', XMLHttpRequest: undefined });

  it('uploads with fetch where there is no XMLHttpRequest (Node), and an older API’s photo without alt parses', async () => {
    const { alt: _alt, ...older } = PHOTO;
    server.handle = (_request, response) => sendJson(response, 201, older);
    const seen: number[] = [];
    const api = createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => 'user-token' });
    // Jest's node environment has no XMLHttpRequest: the default takes the fetch path.
    expect(typeof XMLHttpRequest).toBe('undefined');
    await expect(api.listingDrafts.uploadPhoto(3, jpeg(), { onProgress: (f) => seen.push(f) })).resolves.toEqual({ ...older, alt: null });
    const request = server.seen.at(-1);
    expect([request?.method, request?.url.pathname, request?.headers.authorization]).toEqual(['POST', '/v1/listings/drafts/3/photos', 'Bearer user-token']);
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.toString('latin1')).toContain('name="file"');
    expect(seen).toEqual([0, 1]);
  });

  it('arranges the photos and deletes one, each answering the draft', async () => {
    const draft = { ...DRAFT, photos: [{ ...PHOTO, alt: 'The terrace' }] };
    server.handle = (_request, response) => sendJson(response, 200, draft);
    const api = client();
    const arranged = await api.listingDrafts.arrangePhotos(3, { order: ['ph_abc123'], alt: { ph_abc123: 'The terrace' } });
    expect(arranged.photos?.[0]?.alt).toBe('The terrace');
    let request = server.seen.at(-1);
    expect([request?.method, request?.url.pathname, JSON.parse(String(request?.body))]).toEqual([
      'PUT',
      '/v1/listings/drafts/3/photos',
      { order: ['ph_abc123'], alt: { ph_abc123: 'The terrace' } },
    ]);
    await api.listingDrafts.deletePhoto(3, 'ph_abc/123');
    request = server.seen.at(-1);
    expect([request?.method, request?.url.pathname]).toEqual(['DELETE', '/v1/listings/drafts/3/photos/ph_abc%2F123']);
  });

  it('arranges and deletes a published listing’s photos', async () => {
    server.handle = (_request, response) => sendJson(response, 200, { photos: [PHOTO] });
    const api = client();
    expect((await api.hostListings.arrangePhotos(9, { order: ['ph_abc123'] })).photos).toEqual([PHOTO]);
    expect(server.seen.at(-1)?.url.pathname).toBe('/v1/hosts/me/spaces/9/photos');
    await api.hostListings.deletePhoto(9, 'ph_abc123');
    expect([server.seen.at(-1)?.method, server.seen.at(-1)?.url.pathname]).toEqual(['DELETE', '/v1/hosts/me/spaces/9/photos/ph_abc123']);
  });
});
