import { MESSAGES } from '@tutorhub/contracts';
import type { ImageUploadResponse } from '../store/apiTypes';
import { isAccountSuspended, unavailableMessage } from './apiError';
import { postWithProgress, type UploadOptions } from './uploadWithProgress';

export type { UploadOptions } from './uploadWithProgress';

/**
 * Uploads one image to POST /api/images (multipart field `image`) and resolves to its URL.
 * Throws the API's answer when it is limiting, down or refusing a suspended account (its
 * message says what to do), else Error(MESSAGES.imageUploadFailed).
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  let text: string;
  try {
    text = await postWithProgress('images', form, options);
  } catch (err) {
    throw unavailableMessage(err) || isAccountSuspended(err)
      ? err
      : new Error(MESSAGES.imageUploadFailed);
  }
  let url: unknown;
  try {
    url = (JSON.parse(text) as Partial<ImageUploadResponse>).data?.display_url;
  } catch {
    // Not JSON: no URL.
  }
  if (typeof url !== 'string' || !url) {
    throw new Error(MESSAGES.imageUploadFailed);
  }
  return url;
}
