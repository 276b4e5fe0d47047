import sharp from 'sharp';
import { checkDocument, pdfRefusal } from './document-check';

/** A minimal well-formed PDF (header, one empty page, trailer), with `extra` inside it. */
function pdf(extra = '', after = '\n'): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${extra}\n` +
      `trailer << /Root 1 0 R >>\n%%EOF${after}`,
    'latin1',
  );
}

describe('pdfRefusal', () => {
  it('accepts a plain PDF, trailing whitespace after %%EOF included', () => {
    expect(pdfRefusal(pdf())).toBeNull();
    expect(pdfRefusal(pdf('', '\r\n\0 '))).toBeNull();
  });

  it.each([
    ['a script renamed .pdf', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a header past the first byte', Buffer.concat([Buffer.from(' '), pdf()])],
    ['no %%EOF', Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n')],
    ['an unknown version', Buffer.from('%PDF-9.0\n%%EOF')],
  ])('refuses %s as not a PDF', (_, bytes) => {
    expect(pdfRefusal(bytes)).toBe('not-pdf');
  });

  it.each([
    ['data appended after %%EOF', pdf('', '\n<script>alert(1)</script>')],
    ['an HTML page inside', pdf('<!DOCTYPE html><body>hi</body>')],
    ['an SVG inside', pdf('<svg onload="alert(1)"/>')],
    ['JavaScript', pdf('3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj')],
    ['a launch action', pdf('3 0 obj << /S /Launch /F (cmd.exe) >> endobj')],
    ['an embedded file', pdf('3 0 obj << /EmbeddedFiles 4 0 R >> endobj')],
  ])('refuses a polyglot: %s', (_, bytes) => {
    expect(pdfRefusal(bytes)).toBe('polyglot');
  });

  it('does not mistake a longer name for an active one', () => {
    expect(pdfRefusal(pdf('3 0 obj << /JSONData 1 >> endobj'))).toBeNull();
  });
});

describe('checkDocument', () => {
  it('keeps a PDF as sent', async () => {
    const bytes = pdf();
    await expect(checkDocument(bytes, 'nid.pdf')).resolves.toEqual({
      contentType: 'application/pdf',
      body: bytes,
    });
  });

  it('takes a PNG by its bytes whatever its name, and writes it again', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const checked = await checkDocument(png, 'photo.jpg');
    expect(checked.contentType).toBe('image/png');
    expect((await sharp(checked.body).metadata()).format).toBe('png');
  });

  it('drops the EXIF (GPS, camera) of a JPEG', async () => {
    const jpeg = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#888' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Camera Maker', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const checked = await checkDocument(jpeg, 'nid-front.jpg');
    const stored = await sharp(checked.body).metadata();
    expect(checked.contentType).toBe('image/jpeg');
    expect(stored.exif).toBeUndefined();
    expect(checked.body.includes(Buffer.from('Camera Maker'))).toBe(false);
  });

  it.each([
    ['a script renamed .pdf', Buffer.from('#!/bin/sh\necho hi\n'), 'verification.fileType'],
    [
      'a GIF (not accepted)',
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
      'verification.fileType',
    ],
    ['a polyglot PDF', pdf('<html></html>'), 'verification.polyglot'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'verification.unreadable'],
  ])('refuses %s with a 400 naming the file', async (_, bytes, code) => {
    await expect(checkDocument(bytes, 'evil.pdf')).rejects.toMatchObject({
      response: { statusCode: 400, code, params: { file: 'evil.pdf' } },
    });
  });
});
