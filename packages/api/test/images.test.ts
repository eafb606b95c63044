import { MESSAGES } from '@hourspace/validation';
import sharp from 'sharp';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });
let token: string;
beforeAll(async () => {
  token = (await api.signup(freshEmail('avatar'))).access_token;
});

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .composite([
      {
        input: { create: { width: Math.max(1, Math.floor(width / 4)), height: Math.max(1, Math.floor(height / 4)), channels: 3, background: { r: 20, g: 20, b: 200 } } },
        gravity: 'center',
      },
    ])
    .toFormat(format)
    .toBuffer();
}

function form(files: { data: Buffer; name: string; type: string }[]): FormData {
  const body = new FormData();
  for (const f of files) body.append('file', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return body;
}

const upload = (body: FormData, auth = token) => api.request('POST', '/v1/images', { raw: body, token: auth });

describe('image upload (POST /v1/images)', () => {
  it('crops a landscape PNG to a centred square and serves it with a 100x100 version', async () => {
    const answer = await upload(form([{ data: await picture(800, 500, 'png'), name: 'me.png', type: 'image/png' }]));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 500, height: 500, format: 'png', secure_url: expect.stringMatching(/\/v1\/images\/av_/) });
    expect(answer.body.avatar_url).toBe(`${answer.body.secure_url}/100x100`);
    const full = await sharp(Buffer.from(await (await fetch(answer.body.secure_url)).arrayBuffer())).metadata();
    expect([full.width, full.height, full.format]).toEqual([500, 500, 'png']);
    const small = await sharp(Buffer.from(await (await fetch(answer.body.avatar_url)).arrayBuffer())).metadata();
    expect([small.width, small.height]).toEqual([100, 100]);
  });

  it('takes a JPEG (.jpeg) and the avatar URL saves on the profile', async () => {
    const answer = await upload(form([{ data: await picture(300, 600, 'jpeg'), name: 'me.jpeg', type: 'image/jpeg' }]));
    expect(answer.body).toMatchObject({ width: 300, height: 300, format: 'jpg' });
    const saved = await api.request('PUT', '/v1/profiles/me', { token, body: { avatar_url: answer.body.avatar_url } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ avatar_url: answer.body.avatar_url, avatar_id: answer.body.public_id });
  });

  it('refuses an image larger than 1000 by 1000 with the clear message', async () => {
    const answer = await upload(form([{ data: await picture(1001, 400, 'png'), name: 'big.png', type: 'image/png' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(MESSAGES['avatar.dimensions']);
  });

  it('refuses formats other than jpg, jpeg and png, by content and by name', async () => {
    const gif = await upload(form([{ data: await picture(50, 50, 'gif'), name: 'a.gif', type: 'image/gif' }]));
    expect(gif.body.error_description).toBe(MESSAGES['avatar.fileType']);
    const disguised = await upload(form([{ data: await picture(50, 50, 'webp'), name: 'a.png', type: 'image/png' }]));
    expect(disguised.body.error_description).toBe(MESSAGES['avatar.fileType']);
    const text = await upload(form([{ data: Buffer.from('hello'), name: 'a.jpg', type: 'image/jpeg' }]));
    expect(text.body.error_description).toBe(MESSAGES['avatar.fileType']);
  });

  it('refuses a file over 8,000,000 bytes', async () => {
    const answer = await upload(form([{ data: Buffer.alloc(8_000_001, 1), name: 'huge.png', type: 'image/png' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(MESSAGES['avatar.fileSize']);
  });

  it('refuses two files and a request with none', async () => {
    const png = await picture(40, 40, 'png');
    const two = await upload(
      form([
        { data: png, name: 'a.png', type: 'image/png' },
        { data: png, name: 'b.png', type: 'image/png' },
      ]),
    );
    expect(two.body.error_description).toBe(MESSAGES['avatar.tooManyFiles']);
    const none = await api.request('POST', '/v1/images', { token, body: { nothing: true } });
    expect(none.body.error_description).toBe(MESSAGES['avatar.required']);
  });

  it('needs a logged-in user', async () => {
    const answer = await upload(form([{ data: await picture(40, 40, 'png'), name: 'a.png', type: 'image/png' }]), '');
    expect(answer.status).toBe(401);
  });
});

describe('avatar from a URL (POST /v1/images/fetch)', () => {
  it("fetches a fake provider's picture and crops it", async () => {
    const answer = await api.request('POST', '/v1/images/fetch', { token, body: { url: `${api.url}/dev/google/photos/100000000000000000002.png` } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 256, height: 256, format: 'png' });
  });

  it('refuses hosts outside the allow-list', async () => {
    const answer = await api.request('POST', '/v1/images/fetch', { token, body: { url: 'http://169.254.169.254/latest/meta-data' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(MESSAGES['avatarUrl.invalid']);
  });
});

describe('stored images', () => {
  it('serves seeded space photos as WebP with long-lived caching, and 404s unknown ids', async () => {
    const photo = await fetch(`${api.url}/v1/images/ph-0000`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${api.url}/v1/images/nope`)).status).toBe(404);
  });
});
