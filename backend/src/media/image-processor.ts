import { BadRequestException } from '@nestjs/common';
import {
  type CodedMessage,
  coded,
  IMAGE_MAX_SIDE,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from '@tutorhub/contracts';
import sharp from 'sharp';
import { errorBody } from '../common/errors';
import { ACCEPTED_FORMATS, MAX_INPUT_PIXELS, sniffImageFormat } from './image-format';

/**
 * Decodes the upload as a PNG, JPEG, WebP or GIF (whatever its name or MIME type claim) and
 * re-encodes it as WebP: orientation applied, metadata dropped, longest side bounded,
 * animation kept.
 */
export async function reencodeAsWebp(input: Buffer): Promise<Buffer> {
  const announced = sniffImageFormat(input);
  if (!announced) {
    throw refused(coded('media.unsupported'));
  }
  try {
    const image = sharp(input, {
      animated: true,
      failOn: 'warning',
      limitInputPixels: MAX_INPUT_PIXELS,
    });
    const { format, pages = 1 } = await image.metadata();
    if (format !== announced || !(ACCEPTED_FORMATS as readonly string[]).includes(format)) {
      throw refused(coded('media.unsupported'));
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
        ? coded('media.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 })
        : coded('media.unreadable'),
    );
  }
}

/** A narrower WebP copy of a stored image. */
export interface WidthVariant {
  width: ImageVariantWidth;
  webp: Buffer;
}

/**
 * The width copies of a stored image (one of ours, already checked and re-encoded): each
 * IMAGE_VARIANT_WIDTHS wide, never enlarged, animation kept.
 */
export function widthVariants(stored: Buffer): Promise<WidthVariant[]> {
  const image = sharp(stored, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      webp: await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
}

function refused(message: CodedMessage): BadRequestException {
  return new BadRequestException(errorBody(400, message));
}
