import { S3Client } from '@aws-sdk/client-s3';

/** Where and as whom an S3-compatible bucket is reached. */
export interface S3ClientOptions {
  region: string;
  /** Any S3-compatible server; unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** A client for any S3-compatible server (path-style addressing, so any endpoint works). */
export function s3Client({ region, endpoint, accessKeyId, secretAccessKey }: S3ClientOptions) {
  return new S3Client({
    region,
    endpoint,
    forcePathStyle: true,
    // Checksums only where S3 requires them: not every S3-compatible server knows them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
