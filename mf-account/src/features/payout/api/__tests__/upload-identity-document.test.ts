import { ProviderFileError, uploadProviderFile } from '../upload-identity-document';

const FILE = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const PAYMENTS = { publishableKey: 'pk_live_51Hourspace', filesUrl: 'https://files.stripe.com/v1/files' };

/** The little of a fetch Response the upload reads (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

describe("the identity document's file service", () => {
  it('posts the side straight to the provider with the publishable key and no credential of ours', async () => {
    const doFetch = jest.fn(async () => answer(200, { id: 'file_2', purpose: 'identity_document' }));
    const id = await uploadProviderFile(FILE, 'back.pdf', PAYMENTS, doFetch as unknown as typeof fetch);
    expect(id).toBe('file_2');
    const [url, init] = doFetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://files.stripe.com/v1/files');
    expect(init).toEqual(expect.objectContaining({ method: 'POST', credentials: 'omit', headers: { Authorization: 'Bearer pk_live_51Hourspace' } }));
    const form = init.body as FormData;
    expect(form.get('purpose')).toBe('identity_document');
    expect((form.get('file') as File).name).toBe('back.pdf');
  });

  it('says what the provider said when it refuses the file', async () => {
    const doFetch = jest.fn(async () => answer(400, { error: { type: 'invalid_request_error', message: 'File size too large' } }));
    const upload = uploadProviderFile(FILE, 'big.pdf', PAYMENTS, doFetch as unknown as typeof fetch);
    await expect(upload).rejects.toThrow(ProviderFileError);
    await expect(upload).rejects.toThrow('The file service answered 400: File size too large');
  });

  it('fails clearly when the service cannot be reached', async () => {
    const doFetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadProviderFile(FILE, 'front.pdf', PAYMENTS, doFetch as unknown as typeof fetch)).rejects.toThrow(/could not be reached/);
  });
});
