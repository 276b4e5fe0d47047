import { BadRequestException } from '@nestjs/common';
import {
  type CodedMessage,
  coded,
  IMAGE_MAX_SIDE,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
} from '@tutorhub/contracts';
import sharp, { type Sharp } from 'sharp';
import { errorBody } from '../common/errors';
import {
  ACCEPTED_FORMATS,
  type AcceptedFormat,
  MAX_INPUT_PIXELS,
  sniffImageFormat,
} from './image-format';

/** The refusals of an image that is not one of the accepted formats, or does not decode. */
export interface ImageRefusals {
  unsupported: CodedMessage;
  unreadable: CodedMessage;
}

const MEDIA_REFUSALS: ImageRefusals = {
  unsupported: coded('media.unsupported'),
  unreadable: coded('media.unreadable'),
};

/**
 * Decodes `input` as one of `accepted` (whatever its name or MIME type claim: its first bytes
 * and the decoder must agree), applies its orientation and hands the pixels to `encode`, which
 * writes them afresh: no metadata (EXIF with GPS and camera, XMP, ICC comments) survives unless
 * `encode` asks for it.
 */
async function reencode(
  input: Buffer,
  accepted: readonly AcceptedFormat[],
  refusals: ImageRefusals,
  encode: (image: Sharp, format: AcceptedFormat, pages: number) => Sharp,
): Promise<{ format: AcceptedFormat; body: Buffer }> {
  const announced = sniffImageFormat(input);
  if (!announced || !accepted.includes(announced)) {
    throw refused(refusals.unsupported);
  }
  try {
    const image = sharp(input, {
      animated: true,
      failOn: 'warning',
      limitInputPixels: MAX_INPUT_PIXELS,
    });
    const { format, pages = 1 } = await image.metadata();
    if (format !== announced) {
      throw refused(refusals.unsupported);
    }
    const oriented = pages > 1 ? image : image.rotate();
    return { format: announced, body: await encode(oriented, announced, pages).toBuffer() };
  } catch (e) {
    if (e instanceof BadRequestException) {
      throw e;
    }
    throw refused(
      /pixel limit/i.test((e as Error).message)
        ? coded('media.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 })
        : refusals.unreadable,
    );
  }
}

/**
 * Decodes the upload as a PNG, JPEG, WebP or GIF and re-encodes it as WebP: orientation
 * applied, metadata dropped, longest side bounded, animation kept.
 */
export async function reencodeAsWebp(input: Buffer): Promise<Buffer> {
  const { body } = await reencode(input, ACCEPTED_FORMATS, MEDIA_REFUSALS, (image) =>
    image
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 }),
  );
  return body;
}

/**
 * Decodes a still JPEG or PNG and writes it again in its own format at full size (a document
 * must stay readable), orientation applied and every metadata block dropped.
 */
export function reencodeStill(
  input: Buffer,
  refusals: ImageRefusals,
): Promise<{ format: 'jpeg' | 'png'; body: Buffer }> {
  return reencode(input, ['jpeg', 'png'], refusals, (image, format, pages) => {
    if (pages > 1) {
      throw refused(refusals.unsupported);
    }
    return format === 'png' ? image.png() : image.jpeg({ quality: 90 });
  }) as Promise<{ format: 'jpeg' | 'png'; body: Buffer }>;
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
