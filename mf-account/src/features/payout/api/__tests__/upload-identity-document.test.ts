import { uploadProviderFile } from '../upload-identity-document';

const FILE = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

/** The little of a fetch Response the upload reads (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe("the identity document's file service", () => {
  it('goes through the API client, with the bearer, when the service is the development fake on the API origin', async () => {
    const request = jest.fn(async () => ({ id: 'file_1', purpose: 'identity_document' }));
    const doFetch = jest.fn();
    const id = await uploadProviderFile(
      { request } as never,
      FILE,
      'front.pdf',
      { apiOrigin: 'http://localhost:8120', fileServiceUrl: 'http://localhost:8120/dev/files' },
      doFetch,
    );
    expect(id).toBe('file_1');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', path: '/dev/files', auth: 'bearer' }));
    expect(doFetch).not.toHaveBeenCalled();
  });

  it('posts to a service on another origin without any credential of ours', async () => {
    const request = jest.fn();
    const doFetch = jest.fn(async () => answer(200, { id: 'file_2', purpose: 'identity_document' }));
    const id = await uploadProviderFile(
      { request } as never,
      FILE,
      'back.pdf',
      { apiOrigin: 'https://api.hourspace.test', fileServiceUrl: 'https://files.provider.test/v1/files' },
      doFetch as unknown as typeof fetch,
    );
    expect(id).toBe('file_2');
    expect(request).not.toHaveBeenCalled();
    const [url, init] = doFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://files.provider.test/v1/files');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', credentials: 'omit' }));
    expect(init.headers).toBeUndefined();
  });

  it('says so when the service refuses the file', async () => {
    const doFetch = jest.fn(async () => answer(413, {}));
    await expect(
      uploadProviderFile(
        { request: jest.fn() } as never,
        FILE,
        'big.pdf',
        { apiOrigin: 'https://api.hourspace.test', fileServiceUrl: 'https://files.provider.test/v1/files' },
        doFetch as unknown as typeof fetch,
      ),
    ).rejects.toThrow('The file service answered 413');
  });
});
