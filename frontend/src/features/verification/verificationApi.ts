import type { DeleteResult, UpdateResult } from '../../store/apiTypes';
import { api, pagedList, type Paged } from '../../store/api';
import { postWithProgress } from '../../lib/uploadWithProgress';
import type {
  AdminVerification,
  AdminVerificationQuery,
  DocumentKind,
  DocumentSide,
  Verification,
  VerificationDecision,
} from './verificationTypes';

const enc = encodeURIComponent;
const MINE = ['Verification'] as const;

/**
 * A tutor's own verification request (consent, documents, submit, withdraw) and the admins'
 * review queue. A decision changes the tutor's badge, so the tutor lists refetch too.
 */
export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyVerification: build.query<Verification, void>({
      query: () => 'verification',
      providesTags: [...MINE],
    }),
    consent: build.mutation<UpdateResult, void>({
      query: () => ({ url: 'verification/consent', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...MINE]),
    }),
    deleteDocument: build.mutation<DeleteResult, string>({
      query: (id) => ({ url: `verification/documents/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...MINE]),
    }),
    submitVerification: build.mutation<UpdateResult, void>({
      query: () => ({ url: 'verification/submit', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : [...MINE]),
    }),
    withdrawVerification: build.mutation<DeleteResult, void>({
      query: () => ({ url: 'verification', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [...MINE]),
    }),

    getVerificationQueue: build.query<Paged<AdminVerification>, AdminVerificationQuery>(
      pagedList<AdminVerification>('Verification', 'admin/verifications'),
    ),
    getVerificationRequest: build.query<AdminVerification, string>({
      query: (id) => `admin/verifications/${enc(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Verification', id }],
    }),
    decideVerification: build.mutation<
      UpdateResult,
      { id: string; decision: VerificationDecision }
    >({
      query: ({ id, decision }) => ({
        url: `admin/verifications/${enc(id)}`,
        method: 'PATCH',
        body: decision,
      }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['Verification', 'Tutor', 'Audit', 'Stats'],
    }),
  }),
});

export const {
  useGetMyVerificationQuery,
  useConsentMutation,
  useDeleteDocumentMutation,
  useSubmitVerificationMutation,
  useWithdrawVerificationMutation,
  useGetVerificationQueueQuery,
  useGetVerificationRequestQuery,
  useDecideVerificationMutation,
} = verificationApi;

export interface DocumentUpload {
  kind: DocumentKind;
  side: DocumentSide | null;
  file: File;
}

/**
 * Uploads one document (multipart: kind, side, file) with its progress; the API's refusal
 * (a wrong type or size, naming the file) rejects with its ApiCallError.
 */
export function uploadDocument(
  { kind, side, file }: DocumentUpload,
  onProgress: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('kind', kind);
  if (side) {
    form.append('side', side);
  }
  form.append('file', file);
  return postWithProgress('verification/documents', form, { onProgress });
}
