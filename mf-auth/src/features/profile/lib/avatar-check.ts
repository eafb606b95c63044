import { AvatarFileSchema, MESSAGES, translateMessage, validateField, type MessageLanguage } from '@hourspace/validation';

/** The pixel size of an image file, when the browser can decode it here; null otherwise. */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Checks a picked avatar against spec §5 (jpg, jpeg or png; 8,000,000 bytes; 1000 by
 * 1000 pixels) before anything is uploaded; the message to show, or null.
 */
export async function checkAvatarFile(file: File, language: MessageLanguage): Promise<string | null> {
  const size = await readImageSize(file);
  const state = validateField(AvatarFileSchema, { name: file.name, type: file.type, size: file.size, ...(size ?? {}) });
  return state.status === 'invalid' ? translateMessage(state.message, language) : null;
}

/** 'Please upload a profile photo.' in the page's language. */
export function avatarRequiredMessage(language: MessageLanguage): string {
  return translateMessage(MESSAGES['avatar.required'], language);
}
