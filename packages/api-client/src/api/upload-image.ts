import * as v from 'valibot';
import { ApiError, ApiErrorCode } from '../errors';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** A stored, square-cropped image. `avatar_url` is the 100x100 version the spec displays. */
export const UploadedImageSchema = v.looseObject({
  public_id: v.string(),
  secure_url: v.string(),
  url: v.nullish(v.string()),
  avatar_url: v.string(),
  thumbnail_url: v.nullish(v.string()),
  /** 'jpg' or 'png'. */
  format: v.nullish(v.string()),
  bytes: v.nullish(v.number()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  blurHash: v.nullish(v.string()),
});
export type UploadedImage = v.InferOutput<typeof UploadedImageSchema>;

/** Multipart POST /v1/images of one image file (field `file`) with the access token. */
export async function uploadImage(request: Requester, file: Blob, fileName?: string): Promise<UploadedImage> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob)) {
    throw new ApiError(ApiErrorCode.BAD_INPUT, 'uploadImage needs a File or Blob.');
  }
  const form = new FormData();
  const name = fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'image');
  form.append('file', file, name);
  return request({ method: 'POST', path: ROUTES.imageUpload, auth: 'bearer', form, schema: UploadedImageSchema });
}
