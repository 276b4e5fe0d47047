import { BadRequestException } from '@nestjs/common';
import { coded, type VerificationContentType } from '@tutorhub/contracts';
import { errorBody } from '../common/errors';
import { sniffImageFormat } from '../media/image-format';
import { reencodeStill } from '../media/image-processor';

/**
 * Why the bytes of a PDF are refused, or null when they are a plain PDF. The rule against
 * polyglots (one file that another program reads as something else):
 * - `%PDF-1.x` or `%PDF-2.x` at the very first byte (readers accept junk before it, which is
 *   where an HTML page, a script or an image would go);
 * - `%%EOF` at the end, followed by nothing but whitespace (data appended after it is the
 *   other common hiding place);
 * - no markup a browser would run (`<script`, `<html`, `<svg`, `<?php`, …) anywhere;
 * - no active content: JavaScript, launch actions, embedded files, rich media.
 * Names inside compressed object streams are not seen; the admins only ever download the file
 * (never shown inline by the site), so what such a PDF does stays in the reader's viewer.
 */
export function pdfRefusal(bytes: Buffer): 'not-pdf' | 'polyglot' | null {
  const head = bytes.subarray(0, 8).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(head)) {
    return 'not-pdf';
  }
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) {
    return 'not-pdf';
  }
  if (!/^[\s\0]*$/.test(tail.slice(eof + 5))) {
    return 'polyglot';
  }
  const text = bytes.toString('latin1');
  if (MARKUP.test(text) || ACTIVE_CONTENT.test(text)) {
    return 'polyglot';
  }
  return null;
}

/** What a browser would parse as a page or run as a script. */
const MARKUP =
  /<\s*(?:script|html|body|iframe|svg|object|embed|!doctype)\b|<\?php|<\?xml-stylesheet/i;

/** PDF names of content that runs or opens something (followed by a delimiter). */
const ACTIVE_CONTENT = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%]|$)/;

/** A document as it is stored. */
export interface CheckedDocument {
  contentType: VerificationContentType;
  body: Buffer;
}

/**
 * Checks an upload by its own bytes (never its name or MIME type): a JPEG or PNG is decoded and
 * written again without metadata; a PDF is kept as sent once `pdfRefusal` finds nothing.
 * Anything else is a 400 naming the file.
 */
export async function checkDocument(bytes: Buffer, fileName: string): Promise<CheckedDocument> {
  const file = fileName || 'The file';
  if (sniffImageFormat(bytes)) {
    const { format, body } = await reencodeStill(bytes, {
      unsupported: coded('verification.fileType', { file }),
      unreadable: coded('verification.unreadable', { file }),
    });
    return { contentType: format === 'png' ? 'image/png' : 'image/jpeg', body };
  }
  const refusal = pdfRefusal(bytes);
  if (refusal) {
    throw new BadRequestException(
      errorBody(
        400,
        refusal === 'polyglot'
          ? coded('verification.polyglot', { file })
          : coded('verification.fileType', { file }),
      ),
    );
  }
  return { contentType: 'application/pdf', body: bytes };
}
