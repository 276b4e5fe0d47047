import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';
import { errorBody } from '../common/error-body';
import { ACCEPTED_FORMATS, MAX_INPUT_PIXELS, sniffImageFormat } from './image-format';
import { MEDIA_MESSAGES } from './media.messages';

/** Longest side of a stored image; larger ones are scaled down. */
const IMAGE_MAX_SIDE = 1600;

/**
 * Decodes the upload as a PNG, JPEG, WebP or GIF (whatever its name or MIME type claim) and
 * re-encodes it as WebP: orientation applied, metadata dropped, longest side bounded,
 * animation kept.
 */
export async function reencodeAsWebp(input: Buffer): Promise<Buffer> {
  const announced = sniffImageFormat(input);
  if (!announced) {
    throw refused(MEDIA_MESSAGES.unsupported);
  }
  try {
    const image = sharp(input, {
      animated: true,
      failOn: 'warning',
      limitInputPixels: MAX_INPUT_PIXELS,
    });
    const { format, pages = 1 } = await image.metadata();
    if (format !== announced || !(ACCEPTED_FORMATS as readonly string[]).includes(format)) {
      throw refused(MEDIA_MESSAGES.unsupported);
    }
    return await (pages > 1 ? image : image.rotate())
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (e) {
    if (e instanceof BadRequestException) {
      throw e;
    }
    throw refused(
      /pixel limit/i.test((e as Error).message)
        ? MEDIA_MESSAGES.tooManyPixels
        : MEDIA_MESSAGES.unreadable,
    );
  }
}

function refused(message: string): BadRequestException {
  return new BadRequestException(errorBody(400, message));
}
