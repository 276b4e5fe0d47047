import { LIMITS } from '@tutorhub/contracts';
import { MAX_INPUT_PIXELS } from './image-format';

/** Answers of `POST /api/images` when the upload is refused. */
export const MEDIA_MESSAGES = {
  missing: 'Attach the image in the form field "image".',
  unsupported: 'Upload a PNG, JPEG, WebP or GIF image.',
  unreadable: 'The image is damaged or incomplete. Please choose another file.',
  tooLarge: `The image is larger than ${LIMITS.imageMaxBytes / 1024 / 1024} MB.`,
  tooManyPixels: `The image has too many pixels. Please choose one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  busy: 'Your other uploads are still in progress. Please wait for them to finish.',
  dailyQuota: (quota: number) =>
    `You have uploaded ${quota} images in the last 24 hours. Please try again later.`,
} as const;
