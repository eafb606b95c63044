import * as v from 'valibot';
import { MESSAGES } from '../messages';

/** Avatar limits of spec §5 and §9. */
export const AVATAR_LIMITS = {
  maxBytes: 8_000_000,
  maxWidth: 1000,
  maxHeight: 1000,
  maxFiles: 1,
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  /** Size the avatar is shown at (and the image service's crop size). */
  displaySize: 100,
} as const;

/**
 * What the avatar rules look at: a browser `File` fits (name, type, size), with
 * the pixel size added once the image is decoded; the API passes the same shape
 * from the uploaded image's metadata.
 */
export interface AvatarFileLike {
  name?: string;
  type?: string;
  size: number;
  width?: number;
  height?: number;
}

// 'image/jpg' is not registered but some browsers and tools still send it.
const MIME_TYPES: readonly string[] = [...AVATAR_LIMITS.mimeTypes, 'image/jpg'];
const EXTENSIONS: readonly string[] = AVATAR_LIMITS.extensions;

function read(input: object, key: keyof AvatarFileLike): unknown {
  // `in` plus indexed read works for plain objects and for File's prototype getters.
  return key in input ? (input as Record<string, unknown>)[key] : undefined;
}

function avatarFileMessage(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null) return MESSAGES['avatar.required'];
  const size = read(input, 'size');
  if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return MESSAGES['avatar.required'];
  const name = read(input, 'name');
  const type = read(input, 'type');
  const hasName = typeof name === 'string' && name !== '';
  const hasType = typeof type === 'string' && type !== '';
  if (!hasName && !hasType) return MESSAGES['avatar.fileType'];
  if (hasType && !MIME_TYPES.includes(type.toLowerCase())) return MESSAGES['avatar.fileType'];
  if (hasName) {
    const dot = name.lastIndexOf('.');
    const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
    if (!EXTENSIONS.includes(extension)) return MESSAGES['avatar.fileType'];
  }
  if (size > AVATAR_LIMITS.maxBytes) return MESSAGES['avatar.fileSize'];
  const width = read(input, 'width');
  const height = read(input, 'height');
  if ((typeof width === 'number' && width > AVATAR_LIMITS.maxWidth) || (typeof height === 'number' && height > AVATAR_LIMITS.maxHeight)) {
    return MESSAGES['avatar.dimensions'];
  }
  return undefined;
}

/**
 * One avatar file: jpg, jpeg or png (by MIME type and by extension, whichever
 * is known), at most 8,000,000 bytes, at most 1000 x 1000 pixels when the size
 * is known. Nothing given: 'Please upload a profile photo.'.
 */
export const AvatarFileSchema = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const message = avatarFileMessage(dataset.value);
    if (message !== undefined) addIssue({ message });
  }),
  v.transform((value) => value as AvatarFileLike),
);
/** A file that passed the avatar rules. */
export type AvatarFile = v.InferOutput<typeof AvatarFileSchema>;

function toFileArray(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  if (typeof list === 'object' && list !== null && typeof (list as { length?: unknown }).length === 'number') {
    return Array.from(list as ArrayLike<unknown>);
  }
  return [];
}

/**
 * The avatar picker's selection (an array or a `FileList`): exactly one file,
 * which must pass `AvatarFileSchema`. The output is that one file.
 */
export const AvatarFilesSchema = v.pipe(
  v.unknown(),
  v.rawTransform<unknown, AvatarFileLike>(({ dataset, addIssue, NEVER }) => {
    const files = toFileArray(dataset.value);
    if (files.length === 0) {
      addIssue({ message: MESSAGES['avatar.required'] });
      return NEVER;
    }
    if (files.length > AVATAR_LIMITS.maxFiles) {
      addIssue({ message: MESSAGES['avatar.tooManyFiles'] });
      return NEVER;
    }
    const message = avatarFileMessage(files[0]);
    if (message !== undefined) {
      addIssue({ message });
      return NEVER;
    }
    return files[0] as AvatarFileLike;
  }),
);
/** The one file of a valid avatar selection. */
export type AvatarFiles = v.InferOutput<typeof AvatarFilesSchema>;

/** A crop rectangle in image pixels. */
export interface AvatarCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The avatar crop: a square of positive size inside the image (coordinates not negative). */
export const AvatarCropSchema = v.pipe(
  v.object(
    {
      x: v.pipe(v.number(MESSAGES['avatar.notSquare']), v.minValue(0, MESSAGES['avatar.notSquare'])),
      y: v.pipe(v.number(MESSAGES['avatar.notSquare']), v.minValue(0, MESSAGES['avatar.notSquare'])),
      width: v.pipe(v.number(MESSAGES['avatar.notSquare']), v.gtValue(0, MESSAGES['avatar.notSquare'])),
      height: v.pipe(v.number(MESSAGES['avatar.notSquare']), v.gtValue(0, MESSAGES['avatar.notSquare'])),
    },
    MESSAGES['avatar.notSquare'],
  ),
  v.check((crop) => crop.width === crop.height, MESSAGES['avatar.notSquare']),
);

/**
 * The largest centred square of an image: the crop the avatar widget starts
 * with and the one the server applies when the client sent none.
 */
export function squareCrop(imageWidth: number, imageHeight: number): AvatarCrop {
  // A zero-size crop for nonsense sizes: AvatarCropSchema then refuses it with a message.
  if (!(imageWidth > 0 && imageHeight > 0 && Number.isFinite(imageWidth) && Number.isFinite(imageHeight))) {
    return { x: 0, y: 0, width: 0, height: 0 };
  }
  const side = Math.max(0, Math.floor(Math.min(imageWidth, imageHeight)));
  return {
    x: Math.floor((imageWidth - side) / 2),
    y: Math.floor((imageHeight - side) / 2),
    width: side,
    height: side,
  };
}

/** The profile form's avatar: required (the uploaded image's URL). */
export const AvatarSchema = v.pipe(v.string(MESSAGES['avatar.required']), v.trim(), v.nonEmpty(MESSAGES['avatar.required']));
/** An avatar URL. */
export type Avatar = v.InferOutput<typeof AvatarSchema>;

/** avatar_url in API bodies: an http(s) URL. */
export const AvatarUrlSchema = v.pipe(
  v.string(MESSAGES['avatarUrl.invalid']),
  v.trim(),
  v.url(MESSAGES['avatarUrl.invalid']),
  v.check((url) => /^https?:\/\//i.test(url), MESSAGES['avatarUrl.invalid']),
);
/** An avatar URL from an API body. */
export type AvatarUrl = v.InferOutput<typeof AvatarUrlSchema>;
