import type { Requester } from '../request';
import { ROUTES } from '../routes';
import { UploadedImageSchema, type UploadedImage } from './upload-image';

/** POST /v1/images/fetch {url}: stores a social provider's picture as the avatar, with the upload's checks. */
export async function fetchImage(request: Requester, url: string): Promise<UploadedImage> {
  return request({ method: 'POST', path: ROUTES.imageFetch, auth: 'bearer', json: { url }, schema: UploadedImageSchema });
}
