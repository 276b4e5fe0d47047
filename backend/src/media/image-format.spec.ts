import { sniffImageFormat } from './image-format';

const hex = (value: string) => Buffer.from(value.replace(/ /g, ''), 'hex');

describe('sniffImageFormat', () => {
  it('recognises PNG, JPEG, GIF and WebP by their signatures', () => {
    expect(sniffImageFormat(hex('89504e47 0d0a1a0a 0000000d'))).toBe('png');
    expect(sniffImageFormat(hex('ffd8ffe0 00104a46'))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('GIF87a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('refuses SVG, text, other RIFF files and empty input', () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('just some text, named cat.png'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImageFormat(hex('89504e47'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
