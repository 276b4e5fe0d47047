import { apiCallError } from './apiError';
import { accessTokenHeader, apiUrl, bearer } from './http';

export interface UploadOptions {
  /** Called with 0–100 as the upload proceeds. */
  onProgress?: (percent: number) => void;
  /** Overrides the stored API token (e.g. a fresh Firebase ID token). */
  token?: string | null;
}

/** The upload did not reach the API or its answer never came (network, abort, timeout). */
export class UploadInterrupted extends Error {
  constructor() {
    super('upload interrupted');
    this.name = 'UploadInterrupted';
  }
}

/**
 * POSTs `form` (multipart) to the API's `path` with the stored API token and resolves to the
 * answer's body text. XMLHttpRequest rather than fetch: only it reports upload progress.
 * A refused call rejects with its ApiCallError (message, code and params of the error shape);
 * a call that never got an answer with UploadInterrupted.
 */
export function postWithProgress(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<string> {
  const { onProgress } = options;
  const auth = options.token == null ? accessTokenHeader() : bearer(options.token);
  return new Promise<string>((resolve, reject) => {
    const interrupted = () => reject(new UploadInterrupted());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
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
        reject(apiCallError(xhr.status, xhr.responseText));
        return;
      }
      onProgress?.(100);
      resolve(xhr.responseText);
    };
    xhr.onerror = interrupted;
    xhr.onabort = interrupted;
    xhr.ontimeout = interrupted;
    onProgress?.(0);
    xhr.send(form);
  });
}
