import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type MultipartFile } from '@fastify/multipart';
import { type Core, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { optStr } from '../params';
import { route } from '../router';
import { MAX_FILE_BYTES, type RawAnswer } from '../server';
import { type StripeObject } from '../state';

const PURPOSES = ['identity_document', 'additional_verification'];
export const SUCCESS_FILE = 'file_identity_document_success';
export const FAILURE_FILE = 'file_identity_document_failure';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** The identity-document failure sample: a valid 8×8 PNG in a colour no real upload has. */
export const FAILURE_SAMPLE: Buffer = (() => {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xd1, 0x1e, 0x5a]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
})();
const FAILURE_SHA = createHash('sha256').update(FAILURE_SAMPLE).digest('hex');

function typeOf(bytes: Buffer): 'jpg' | 'png' | 'pdf' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(FAILURE_SAMPLE.subarray(0, 8))) return 'png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

function fileObject(core: Core, id: string, purpose: string, filename: string, size: number, type: string, sha256: string): StripeObject {
  return {
    id,
    object: 'file',
    created: core.seconds(),
    expires_at: null,
    filename,
    links: { object: 'list', data: [], has_more: false, url: `/v1/file_links?file=${id}` },
    purpose,
    sha256,
    size,
    title: null,
    type,
    url: null,
  };
}

/** Stripe's magic file ids exist in every state (docs/decisions/payments-provider.md). */
export function ensureMagicFiles(core: Core): void {
  for (const id of [SUCCESS_FILE, FAILURE_FILE]) {
    if (!core.store.get('file', id)) core.store.put('file', fileObject(core, id, 'identity_document', `${id}.png`, FAILURE_SAMPLE.length, 'png', FAILURE_SHA));
  }
  if (!core.store.state.failingFiles.includes(FAILURE_FILE)) core.store.state.failingFiles.push(FAILURE_FILE);
}

export const fileRoutes = [
  route('POST', '/v1/files', 'publishable', async ({ core, raw }) => {
    if (!raw.isMultipart()) throw invalid('Files are uploaded as multipart/form-data with a `file` part and a `purpose` field.', 'file');
    const fields: Record<string, string> = {};
    let file: { name: string; bytes: Buffer } | null = null;
    for await (const part of raw.parts()) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer();
        if ((part as MultipartFile).file.truncated) throw invalid(`The file is larger than the maximum of ${MAX_FILE_BYTES} bytes (10 MB).`, 'file', 'file_too_large');
        file = { name: part.filename || 'upload', bytes };
      } else fields[part.fieldname] = String(part.value);
    }
    const purpose = fields.purpose;
    if (!purpose) throw invalid('Missing required param: purpose.', 'purpose', 'parameter_missing');
    if (!PURPOSES.includes(purpose)) throw invalid(`Invalid purpose: must be one of ${PURPOSES.join(' or ')}.`, 'purpose');
    if (!file || file.bytes.length === 0) throw invalid('Missing required param: file.', 'file', 'parameter_missing');
    const type = typeOf(file.bytes);
    if (!type) throw invalid('The file must be a JPEG, PNG or PDF image of the document; this file is none of them.', 'file', 'file_type_invalid');
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const stored = core.store.put('file', fileObject(core, newId('file'), purpose, file.name, file.bytes.length, type, sha256));
    if (sha256 === FAILURE_SHA) core.store.state.failingFiles.push(stored.id);
    return stored;
  }),

  route('GET', '/v1/files/:id', 'secret', ({ core, path }) => core.find('file', path.id!, 'file upload')),

  route('GET', '/v1/files', 'secret', ({ core, body }) => {
    const purpose = optStr(body, 'purpose');
    return list(
      Object.values(core.store.table('file')).filter((f) => !purpose || f.purpose === purpose),
      body,
      '/v1/files',
    );
  }),

  route(
    'GET',
    '/v1/test_files/identity_document_failure.png',
    'none',
    () => ({ raw: true, status: 200, headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }, body: FAILURE_SAMPLE }) satisfies RawAnswer,
  ),
];
