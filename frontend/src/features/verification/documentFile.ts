import { apiCallError } from '../../lib/apiError';
import { accessTokenHeader, apiUrl, sendRequest } from '../../lib/http';

/**
 * Where an admin reads one document: GET /api/admin/verifications/{id}/documents/{docId} with
 * the admin's token. A short-lived link in JSON (`{url}`) is used as it is; a stream (sent
 * no-store) becomes an object URL of this page, which `URL.revokeObjectURL` frees.
 */
export async function documentFile(requestId: string, docId: string): Promise<string> {
  const res = await sendRequest(
    apiUrl(
      `admin/verifications/${encodeURIComponent(requestId)}/documents/${encodeURIComponent(docId)}`,
    ),
    { headers: accessTokenHeader(), cache: 'no-store' },
  );
  if (!res.ok) {
    throw apiCallError(res.status, await res.text());
  }
  if (res.headers.get('Content-Type')?.startsWith('application/json')) {
    const { url } = (await res.json()) as { url?: unknown };
    if (typeof url !== 'string' || !url) {
      throw apiCallError(502, '');
    }
    return url;
  }
  return URL.createObjectURL(await res.blob());
}
