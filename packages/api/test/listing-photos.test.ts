import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MESSAGES } from '@hourspace/validation';
import sharp from 'sharp';
import { DEV_S3_ACCESS_KEY_ID, DEV_S3_BUCKET, DEV_S3_SECRET_ACCESS_KEY } from '../src/config/storage';
import { placeId } from './support/places';
import { freshEmail, readyHost, testApiOfFile } from './support/test-api';

/**
 * Listing photos (docs/decisions/listing-photos.md): one photo a request, its type read from
 * the bytes, sized and stored in the object store through the S3 SDK (this file's own local S3
 * server), served from there with a year's cache; arranged, described and removed; published
 * with the draft onto search cards and the space page; edited on the published listing.
 */
const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });

const OPEN = { opens: '08:00', closes: '23:00' };
const WEEK = { mon: OPEN, tue: OPEN, wed: OPEN, thu: OPEN, fri: OPEN, sat: OPEN, sun: null };
/** An hourly price no seeded space has, so a price filter finds only this file's spaces. */
const PRICE_MINOR = 9137;
const REST = {
  space_type: 'studio',
  size: 90,
  size_unit: 'm2',
  street: '3 Photo Lane',
  hourly_price_minor: PRICE_MINOR,
  min_hours: 1,
  opening_hours: WEEK,
  description: 'A quiet daylight studio with white walls, a cyclorama and room for a crew of twelve people.',
  cancellation_policy: 'flexible',
};

/** A photo of `width` x `height` in `format`, each one different (`seed` colours it). */
async function photo(width: number, height: number, seed: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg', orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${(seed * 47) % 360},60%,55%)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${(seed * 91) % 360},70%,35%)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  const encoded = format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.gif();
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

/** POSTs files as one multipart request (field `file` each). */
function upload(path: string, token: string, files: { data: Buffer; name: string; type?: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
  return api.request('POST', path, { token, raw: form });
}

const uploadTo = (draftId: number, token: string, data: Buffer, name = 'room.jpg') => upload(`/v1/listings/drafts/${draftId}/photos`, token, [{ data, name }]);

async function newDraft(token: string, title = 'Daylight studio on Photo Lane'): Promise<number> {
  const created = await api.request('POST', '/v1/listings/drafts', { token, body: { title, activities: ['photo-shoot'], place_id: await placeId(api, 'Brooklyn'), capacity: 12 } });
  if (created.status !== 201) throw new Error(created.text);
  return created.body.id as number;
}

/** Reads an object straight from this server's local S3 server, as S3's own clients would. */
let s3: S3Client;
beforeAll(() => {
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: api.s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: DEV_S3_ACCESS_KEY_ID, secretAccessKey: DEV_S3_SECRET_ACCESS_KEY },
  });
});
afterAll(() => s3?.destroy());

async function s3Object(key: string): Promise<Buffer | undefined> {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: DEV_S3_BUCKET, Key: key }));
    return Buffer.from(await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

async function s3Keys(prefix: string): Promise<string[]> {
  const answer = await s3.send(new ListObjectsV2Command({ Bucket: DEV_S3_BUCKET, Prefix: prefix }));
  return (answer.Contents ?? []).map((c) => c.Key as string).sort();
}

/** GETs an absolute URL the API gave. */
async function download(url: string): Promise<{ status: number; type: string | null; cache: string | null; body: Buffer }> {
  const answer = await fetch(url);
  return { status: answer.status, type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control'), body: Buffer.from(await answer.arrayBuffer()) };
}

describe('uploading a draft’s photos', () => {
  it('stores each size in the object store and serves them with a year’s cache, upright and without metadata', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const uploaded = await uploadTo(id, token, await photo(1600, 1067, 1));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({
      id: expect.stringMatching(/^ph_/),
      url: `${api.url}/v1/images/${uploaded.body.id}`,
      blurHash: expect.any(String),
      width: 1280,
      height: 854,
      alt: null,
    });
    expect(uploaded.body.blurHash.length).toBeGreaterThanOrEqual(6);

    // In the bucket, through S3's protocol: one object per size.
    const photoId = uploaded.body.id as string;
    expect(await s3Keys(`listing-photos/${photoId}/`)).toEqual([`listing-photos/${photoId}/1280.jpg`, `listing-photos/${photoId}/1920.jpg`, `listing-photos/${photoId}/640.jpg`]);
    const served = await download(uploaded.body.url);
    expect(served).toMatchObject({ status: 200, type: 'image/jpeg', cache: 'public, max-age=31536000, immutable' });
    expect(served.body.equals((await s3Object(`listing-photos/${photoId}/1280.jpg`)) as Buffer)).toBe(true);
    const sizes = await Promise.all([640, 1920].map(async (w) => sharp((await download(`${uploaded.body.url}/w/${w}`)).body).metadata()));
    // Never enlarged: the 1600-wide photo is its own largest size.
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [640, 427],
      [1600, 1067],
    ]);
    expect((await download(`${uploaded.body.url}/w/800`)).status).toBe(404);
    expect((await download(`${uploaded.body.url}/100x100`)).status).toBe(200);

    // A phone photo held sideways (EXIF orientation 6) is turned upright, and its metadata dropped.
    const turned = await uploadTo(id, token, await photo(1600, 1100, 2, 'jpeg', 6), 'IMG_0001.JPG');
    expect(turned.body).toMatchObject({ width: 1100, height: 1600 });
    const upright = await sharp((await download(turned.body.url)).body).metadata();
    expect([upright.width, upright.height, upright.exif, upright.orientation]).toEqual([1100, 1600, undefined, undefined]);

    // PNG and WebP are taken too; every size is a JPEG.
    const png = await uploadTo(id, token, await photo(1200, 900, 3, 'png'), 'plan.png');
    const webp = await uploadTo(id, token, await photo(2048, 1365, 4, 'webp'), 'terrace.webp');
    expect([png.status, webp.status]).toEqual([201, 201]);
    expect((await download(webp.body.url)).type).toBe('image/jpeg');

    const draft = (await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body;
    expect(draft.photos.map((p: { id: string }) => p.id)).toEqual([photoId, turned.body.id, png.body.id, webp.body.id]);
    expect(draft.photos[0]).toEqual(uploaded.body);
  });

  it('refuses what is not a photo it can use, each with its message', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const path = `/v1/listings/drafts/${id}/photos`;
    const stored = await s3Keys('listing-photos/');
    const refused = async (answer: Promise<{ status: number; body: { error_description?: string; issues?: unknown } }>, key: keyof typeof MESSAGES) => {
      const { status, body } = await answer;
      expect([status, body.error_description]).toEqual([400, MESSAGES[key]]);
      expect(body.issues).toEqual([{ field: 'file', message: MESSAGES[key] }]);
    };
    // The type is read from the bytes, whatever the name and the declared type say.
    await refused(upload(path, token, [{ data: Buffer.from('not a photo at all, just some text'), name: 'room.jpg' }]), 'listing.photo.fileType');
    await refused(upload(path, token, [{ data: await photo(1600, 1067, 5, 'gif'), name: 'room.jpg' }]), 'listing.photo.fileType');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"><rect width="100%" height="100%"/></svg>');
    await refused(upload(path, token, [{ data: svg, name: 'room.png', type: 'image/png' }]), 'listing.photo.fileType');
    // A JPEG cut off after its header: it says it is a photo and cannot be decoded.
    const whole = await photo(1600, 1067, 6);
    await refused(upload(path, token, [{ data: whole.subarray(0, 600), name: 'cut.jpg' }]), 'listing.photo.fileType');
    await refused(upload(path, token, [{ data: Buffer.alloc(15_000_001, 1), name: 'huge.jpg' }]), 'listing.photo.fileSize');
    await refused(uploadTo(id, token, await photo(1000, 683, 7)), 'listing.photo.tooSmall');
    await refused(uploadTo(id, token, await photo(1024, 600, 8)), 'listing.photo.tooSmall');
    await refused(
      upload(path, token, [
        { data: whole, name: 'a.jpg' },
        { data: whole, name: 'b.jpg' },
      ]),
      'listing.photo.tooManyFiles',
    );
    await refused(api.request('POST', path, { token, body: { file: 'room.jpg' } }), 'listing.photo.required');
    const empty = new FormData();
    empty.append('caption', 'no file here');
    await refused(api.request('POST', path, { token, raw: empty }), 'listing.photo.required');
    // Nothing of the refused ones reached the bucket or the draft.
    expect(await s3Keys('listing-photos/')).toEqual(stored);
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos).toEqual([]);
    // Portrait at the minimum is as good as landscape at it.
    expect((await uploadTo(id, token, await photo(683, 1024, 9))).status).toBe(201);
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos).toHaveLength(1);
  });
});

describe('arranging and removing a draft’s photos', () => {
  it('reorders the photos, sets and clears alt texts, and the first is the cover', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const ids: string[] = [];
    for (const seed of [11, 12, 13]) ids.push((await uploadTo(id, token, await photo(1024, 683, seed))).body.id);
    const [a, b, c] = ids as [string, string, string];
    const arranged = await api.request('PUT', `/v1/listings/drafts/${id}/photos`, {
      token,
      body: { order: [c, a, b], alt: { [c]: '  The studio with the cyclorama lit  ', [a]: 'The kitchen' } },
    });
    expect(arranged.status).toBe(200);
    expect(arranged.body.photos.map((p: { id: string; alt: string | null }) => [p.id, p.alt])).toEqual([
      [c, 'The studio with the cyclorama lit'],
      [a, 'The kitchen'],
      [b, null],
    ]);
    // A photo not named in `alt` keeps its text; '' clears one.
    const again = await api.request('PUT', `/v1/listings/drafts/${id}/photos`, { token, body: { order: [a, b, c], alt: { [a]: '' } } });
    expect(again.body.photos.map((p: { id: string; alt: string | null }) => [p.id, p.alt])).toEqual([
      [a, null],
      [b, null],
      [c, 'The studio with the cyclorama lit'],
    ]);
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos).toEqual(again.body.photos);
  });

  it('refuses an order that is not each photo exactly once, and malformed bodies and ids', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const a = (await uploadTo(id, token, await photo(1024, 683, 21))).body.id as string;
    const b = (await uploadTo(id, token, await photo(1024, 683, 22))).body.id as string;
    const put = (body: unknown) => api.request('PUT', `/v1/listings/drafts/${id}/photos`, { token, body });
    for (const order of [[a], [a, b, b], [a, a], [a, b, 'ph_somebodyelse'], [], 'a,b', null])
      expect([order, (await put({ order })).body.error_description]).toEqual([order, MESSAGES['listing.photos.order']]);
    expect((await put({ order: [a, b], alt: { ph_unknown: 'A photo I do not have' } })).body.error_description).toBe(MESSAGES['listing.photos.order']);
    expect((await put({ order: [a, b], alt: { [a]: 'x'.repeat(201) } })).body.error_description).toBe(MESSAGES['listing.photo.altTooLong']);
    expect((await put({ order: [a, b], alt: { [a]: 42 } })).status).toBe(400);
    expect((await put({ order: [a, b], cover: a })).body.error_description).toBe(MESSAGES['request.invalid']);
    expect((await put([a, b])).status).toBe(400);
    expect((await put({ order: ['../../etc', b] })).status).toBe(400);
    expect((await api.request('PUT', '/v1/listings/drafts/abc/photos', { token, body: { order: [a, b] } })).status).toBe(400);
    expect((await api.request('DELETE', `/v1/listings/drafts/${id}/photos/not%20an%20id`, { token })).status).toBe(400);
    expect((await api.request('DELETE', `/v1/listings/drafts/${id}/photos/ph_nothere`, { token })).status).toBe(404);
    expect((await upload('/v1/listings/drafts/0/photos', token, [{ data: await photo(1024, 683, 23), name: 'a.jpg' }])).status).toBe(400);
    // Nothing changed.
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos.map((p: { id: string }) => p.id)).toEqual([a, b]);
  });

  it('removes a photo and its stored sizes; the next one becomes the cover', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const a = (await uploadTo(id, token, await photo(1024, 683, 31))).body;
    const b = (await uploadTo(id, token, await photo(1024, 683, 32))).body;
    const removed = await api.request('DELETE', `/v1/listings/drafts/${id}/photos/${a.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([b]);
    expect(await s3Keys(`listing-photos/${a.id}/`)).toEqual([]);
    expect((await download(a.url)).status).toBe(404);
    expect((await download(b.url)).status).toBe(200);
    // Photos added after a removal go after the rest.
    const c = (await uploadTo(id, token, await photo(1024, 683, 33))).body;
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos.map((p: { id: string }) => p.id)).toEqual([b.id, c.id]);
    // A photo the host also made their avatar stays stored when it leaves the draft.
    expect((await api.request('PUT', '/v1/profiles/me', { token, body: { avatar_url: c.url } })).status).toBe(200);
    expect((await api.request('DELETE', `/v1/listings/drafts/${id}/photos/${c.id}`, { token })).body.photos).toEqual([b]);
    expect((await download(c.url)).status).toBe(200);
  });

  it('takes uploads sent at once in the order they finish, none lost', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const files = await Promise.all([41, 42, 43, 44].map((seed) => photo(1024, 683, seed)));
    const answers = await Promise.all(files.map((data) => uploadTo(id, token, data)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const listed = (await api.request('GET', `/v1/listings/drafts/${id}`, { token })).body.photos.map((p: { id: string }) => p.id);
    expect([...listed].sort()).toEqual(answers.map((a) => a.body.id).sort());
  });

  it('answers 404 for another person’s draft and 401 without a token', async () => {
    const { access_token: owner } = await api.signup(freshEmail('photographer'));
    const { access_token: other } = await api.signup(freshEmail('nosy'));
    const id = await newDraft(owner);
    const a = (await uploadTo(id, owner, await photo(1024, 683, 51))).body.id as string;
    expect((await uploadTo(id, other, await photo(1024, 683, 52))).status).toBe(404);
    expect((await api.request('PUT', `/v1/listings/drafts/${id}/photos`, { token: other, body: { order: [a] } })).status).toBe(404);
    expect((await api.request('DELETE', `/v1/listings/drafts/${id}/photos/${a}`, { token: other })).status).toBe(404);
    expect((await api.request('PUT', `/v1/listings/drafts/${id}/photos`, { body: { order: [a] } })).status).toBe(401);
    expect((await api.request('GET', `/v1/listings/drafts/${id}`, { token: owner })).body.photos.map((p: { id: string }) => p.id)).toEqual([a]);
  });
});

type Card = { id: number; photo: { url: string; blurHash: string; width: number; height: number } };
const searchCard = async (spaceId: number): Promise<Card | undefined> => {
  const place = await placeId(api, 'Brooklyn');
  const answer = await api.request('GET', `/v1/spaces/search?place_id=${encodeURIComponent(place)}&activity=photo-shoot&price_min=${PRICE_MINOR / 100}&price_max=92&page_size=30`);
  return (answer.body.results as Card[]).find((r) => r.id === spaceId);
};

describe('publishing uploaded photos and editing them on the listing', () => {
  let host: string;
  let draftId: number;
  let spaceId: number;
  let uploaded: { id: string; url: string; blurHash: string; width: number; height: number }[];

  beforeAll(async () => {
    host = await readyHost(api);
  });

  it('publishes five uploaded photos: the search card and the space page show the cover with its BlurHash, in the host’s order', async () => {
    draftId = await newDraft(host, 'Uploaded photos studio');
    expect((await api.request('PUT', `/v1/listings/drafts/${draftId}`, { token: host, body: REST })).body.complete).toBe(true);
    uploaded = [];
    for (const seed of [61, 62, 63, 64]) uploaded.push((await uploadTo(draftId, host, await photo(1600, 1067, seed))).body);
    const checklist = (await api.request('GET', `/v1/listings/drafts/${draftId}/checklist`, { token: host })).body;
    expect(checklist.items).toEqual([{ code: 'photos', message: MESSAGES['listing.checklist.photos'], have: 4, need: 5 }]);
    uploaded.push((await uploadTo(draftId, host, await photo(1600, 1067, 65))).body);
    const order = [uploaded[4], uploaded[0], uploaded[1], uploaded[2], uploaded[3]].map((p) => (p as { id: string }).id);
    const cover = uploaded[4] as (typeof uploaded)[number];
    await api.request('PUT', `/v1/listings/drafts/${draftId}/photos`, { token: host, body: { order, alt: { [cover.id]: 'The studio at noon' } } });
    const published = await api.request('POST', `/v1/listings/drafts/${draftId}/publish`, { token: host });
    expect(published.status).toBe(201);
    spaceId = published.body.space_id as number;

    const card = await searchCard(spaceId);
    expect(card?.photo).toEqual({ url: cover.url, blurHash: cover.blurHash, width: 1280, height: 854 });
    const page = (await api.request('GET', `/v1/spaces/${spaceId}`)).body;
    expect(page.photos.map((p: { url: string }) => p.url)).toEqual(order.map((id) => `${api.url}/v1/images/${id}`));
    expect(page.photos[0]).toEqual({ url: cover.url, blurHash: cover.blurHash, width: 1280, height: 854, alt: 'The studio at noon' });
    const served = await download(page.photos[0].url);
    expect([served.status, served.type]).toEqual([200, 'image/jpeg']);
    // A published draft's photos are the space's: changed there, not here.
    expect((await uploadTo(draftId, host, await photo(1024, 683, 66))).status).toBe(409);
    expect((await api.request('PUT', `/v1/listings/drafts/${draftId}/photos`, { token: host, body: { order } })).body.error_description).toBe(MESSAGES['listing.published']);
    expect((await api.request('DELETE', `/v1/listings/drafts/${draftId}/photos/${cover.id}`, { token: host })).status).toBe(409);
  });

  it('edits the published listing’s photos: a new cover shows on search and the space page at once; it keeps five', async () => {
    const listing = (await api.request('GET', `/v1/hosts/me/spaces/${spaceId}`, { token: host })).body;
    const ids = listing.photos.map((p: { id: string }) => p.id) as string[];
    expect(ids).toHaveLength(5);
    const added = await upload(`/v1/hosts/me/spaces/${spaceId}/photos`, host, [{ data: await photo(1600, 1067, 71), name: 'new.jpg' }]);
    expect(added.status).toBe(201);
    const order = [added.body.id as string, ...ids];
    const arranged = await api.request('PUT', `/v1/hosts/me/spaces/${spaceId}/photos`, { token: host, body: { order, alt: { [added.body.id]: 'The new backdrop' } } });
    expect(arranged.status).toBe(200);
    expect(arranged.body.photos.map((p: { id: string }) => p.id)).toEqual(order);
    expect((await searchCard(spaceId))?.photo).toMatchObject({ url: added.body.url, blurHash: added.body.blurHash });
    expect((await api.request('GET', `/v1/spaces/${spaceId}`)).body.photos[0]).toMatchObject({ url: added.body.url, alt: 'The new backdrop' });

    const removed = await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/photos/${added.body.id}`, { token: host });
    expect(removed.status).toBe(200);
    expect(removed.body.photos.map((p: { id: string }) => p.id)).toEqual(ids);
    expect((await searchCard(spaceId))?.photo.url).toBe(`${api.url}/v1/images/${ids[0]}`);
    expect(await s3Keys(`listing-photos/${added.body.id}/`)).toEqual([]);
    const below = await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/photos/${ids[1]}`, { token: host });
    expect([below.status, below.body.error, below.body.error_description]).toEqual([409, 'photos_needed', MESSAGES['listing.photos.keepMin']]);

    // Another host's space is a 404, as one that does not exist.
    const { access_token: other } = await api.signup(freshEmail('nosy'));
    expect((await api.request('PUT', `/v1/hosts/me/spaces/${spaceId}/photos`, { token: other, body: { order: ids } })).status).toBe(404);
    expect((await upload(`/v1/hosts/me/spaces/${spaceId}/photos`, other, [{ data: await photo(1024, 683, 72), name: 'x.jpg' }])).status).toBe(404);
    expect((await api.request('DELETE', `/v1/hosts/me/spaces/${spaceId}/photos/${ids[0]}`, { token: other })).status).toBe(404);
  });
});

describe('the development photos route', () => {
  it('still gives a draft seeded photos at once', async () => {
    const { access_token: token } = await api.signup(freshEmail('photographer'));
    const id = await newDraft(token);
    const answer = await api.request('POST', `/dev/listings/drafts/${id}/photos`, { token, body: { count: 5 } });
    expect(answer.status).toBe(201);
    expect(answer.body.photos).toHaveLength(5);
    expect(answer.body.photos[0]).toEqual({
      id: expect.any(String),
      url: expect.stringContaining('/v1/images/'),
      blurHash: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
      alt: null,
    });
    // Seeded photos are arranged like uploaded ones.
    const order = [...answer.body.photos.map((p: { id: string }) => p.id)].reverse();
    expect((await api.request('PUT', `/v1/listings/drafts/${id}/photos`, { token, body: { order } })).body.photos.map((p: { id: string }) => p.id)).toEqual(order);
  });
});
