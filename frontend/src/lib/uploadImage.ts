import { MESSAGES } from '@tutorhub/contracts';
import type { ImageUploadResponse } from '../store/apiTypes';
import { apiCallError, isAccountSuspended, unavailableMessage } from './apiError';
import { accessTokenHeader, apiUrl, bearer } from './http';

export interface UploadOptions {
  /** Called with 0–100 as the upload proceeds. */
  onProgress?: (percent: number) => void;
  /** Overrides the stored API token (e.g. a fresh Firebase ID token). */
  token?: string | null;
}

/**
 * Uploads one image to POST /api/images (multipart field `image`) and resolves to its URL.
 * Throws the API's answer when it is limiting, down or refusing a suspended account (its
 * message says what to do), else Error(MESSAGES.imageUploadFailed).
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const { onProgress } = options;
  const auth = options.token == null ? accessTokenHeader() : bearer(options.token);
  return new Promise<string>((resolve, reject) => {
    const fail = () => reject(new Error(MESSAGES.imageUploadFailed));
    const xhr = new XMLHttpRequest();
    // XMLHttpRequest rather than fetch: only it reports upload progress.
    xhr.open('POST', apiUrl('images'));
    for (const [name, value] of Object.entries(auth)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        const answer = apiCallError(xhr.status, xhr.responseText);
        if (unavailableMessage(answer) || isAccountSuspended(answer)) {
          reject(answer);
        } else {
          fail();
        }
        return;
      }
      try {
        const body = JSON.parse(xhr.responseText) as Partial<ImageUploadResponse>;
        const url = body.data?.display_url;
        if (typeof url !== 'string' || !url) {
          fail();
          return;
        }
        onProgress?.(100);
        resolve(url);
      } catch {
        fail();
      }
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.ontimeout = fail;
    const form = new FormData();
    form.append('image', file);
    onProgress?.(0);
    xhr.send(form);
  });
}
