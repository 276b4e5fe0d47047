import { LIMITS } from '@tutorhub/contracts';

/** Answers of `POST /api/images` when the upload is refused. */
export const MEDIA_MESSAGES = {
  missing: 'Attach the image in the form field "image".',
  unsupported: 'Upload a PNG, JPEG, WebP or GIF image.',
  unreadable: 'The image is damaged or incomplete. Please choose another file.',
  tooLarge: `The image is larger than ${LIMITS.imageMaxBytes / 1024 / 1024} MB.`,
} as const;
