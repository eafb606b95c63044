import { AVATAR_LIMITS, AvatarFileSchema, validateField } from '@hourspace/validation';

/** How a picked photo becomes the uploaded one: the centred square, drawn at `size` pixels. */
export interface AvatarPlan {
  crop: { x: number; y: number; width: number; height: number };
  size: number;
  /** False when the photo is already a square of at most 1000 px: it is uploaded as it is. */
  redraw: boolean;
}

/** The centred square crop of a `width`×`height` photo, scaled down to 1000×1000 at most (spec §5: square crop, 1000×1000). */
export function avatarPlan(width: number, height: number): AvatarPlan {
  const side = Math.min(width, height);
  const size = Math.min(side, AVATAR_LIMITS.maxWidth, AVATAR_LIMITS.maxHeight);
  return {
    crop: { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side },
    size,
    redraw: width !== height || side > size,
  };
}

/**
 * The avatar rules a picked file must meet before anything else (type jpg/jpeg/png, at most
 * 8,000,000 bytes): their English message, or null. Its pixel size is not a reason to refuse
 * it: a larger photo is scaled down in `prepareAvatar` instead.
 */
export function avatarFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const state = validateField(AvatarFileSchema, { name: file.name, type: file.type, size: file.size });
  return state.status === 'invalid' ? state.message : null;
}

/** What decodes and draws images; the browser's by default, a fake in tests. */
export interface ImageTools {
  decode(file: File): Promise<{ width: number; height: number; source: CanvasImageSource; close?: () => void }>;
  draw(source: CanvasImageSource, plan: AvatarPlan, type: string): Promise<Blob>;
}

/** The browser's image tools: createImageBitmap and a canvas. */
export const browserImageTools: ImageTools = {
  async decode(file) {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  draw(source, plan, type) {
    const canvas = document.createElement('canvas');
    canvas.width = plan.size;
    canvas.height = plan.size;
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('[mf-account] no 2D canvas to scale the photo'));
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, plan.crop.x, plan.crop.y, plan.crop.width, plan.crop.height, 0, 0, plan.size, plan.size);
    return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('[mf-account] the photo could not be drawn'))), type, 0.9));
  },
};

/**
 * The photo as it is uploaded: cropped to its centred square and scaled down to 1000×1000
 * when larger, in the browser, in the picked format (png stays png, anything else is jpeg).
 * A square of at most 1000 px is returned untouched.
 */
export async function prepareAvatar(file: File, tools: ImageTools = browserImageTools): Promise<File> {
  const image = await tools.decode(file);
  try {
    const plan = avatarPlan(image.width, image.height);
    if (!plan.redraw) return file;
    const png = file.type === 'image/png' || /\.png$/i.test(file.name);
    const type = png ? 'image/png' : 'image/jpeg';
    const blob = await tools.draw(image.source, plan, type);
    const name = file.name.replace(/\.[^.]*$/, '') + (png ? '.png' : '.jpg');
    return new File([blob], name, { type });
  } finally {
    image.close?.();
  }
}
