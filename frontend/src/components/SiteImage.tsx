import { Avatar, Box, type SxProps, type Theme } from '@mui/material';
import { IMAGE_MAX_SIDE, IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@tutorhub/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * `sizes` of a picture across a card in the page container's grids (24 px gaps): CardList's,
 * three to a row from 1200 px, two from 900 px, else one; and two to a row from 900 px.
 */
export const CARD_THIRDS_SIZES =
  '(min-width: 1200px) 368px, (min-width: 900px) calc(50vw - 36px), calc(100vw - 32px)';
export const CARD_HALVES_SIZES =
  '(min-width: 1200px) 564px, (min-width: 900px) calc(50vw - 36px), calc(100vw - 32px)';

/**
 * The `srcset` of an image our media store holds: its width copies, then the image itself as
 * the widest. Undefined for any other URL (an allowed outside host has no copies).
 */
export function storedImageSrcSet(src: string): string | undefined {
  if (imageVariantUrl(src, IMAGE_VARIANT_WIDTHS[0]) === null) {
    return undefined;
  }
  const copies = IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(src, width)} ${width}w`);
  return [...copies, `${src} ${IMAGE_MAX_SIDE}w`].join(', ');
}

/**
 * What an image element shows, one step further after each load error: the width copies, then
 * the image alone (one stored before copies existed), then nothing (`failed`).
 */
function useFallingBackImage(src: string | null | undefined) {
  const srcSet = src ? storedImageSrcSet(src) : undefined;
  const [errors, setErrors] = useState({ src, count: 0 });
  const count = errors.src === src ? errors.count : 0;
  const steps = srcSet ? 2 : 1;
  const failed = !src || count >= steps;
  const onError = () => setErrors({ src, count: count + 1 });
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image in the page's HTML may have failed before the app ran, when nothing listened.
    const element = ref.current;
    if (!failed && element?.complete && element.naturalWidth === 0) {
      onError();
    }
    // Once, for the image as the page came with it; later errors reach onError.
  }, []);
  return { ref, failed, srcSet: count === 0 ? srcSet : undefined, onError };
}

/** A neutral picture frame (grey, a small landscape glyph) the size of the missing image. */
function placeholderFor(width: number, height: number): string {
  const glyph = Math.min(width, height) / 4;
  const x = (width - glyph) / 2;
  const y = (height - glyph) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#eceff1"/>` +
    `<g fill="#b0bec5" transform="translate(${x} ${y}) scale(${glyph / 24})">` +
    `<circle cx="8" cy="8" r="2.5"/><path d="M2 21l6-8 4 5 3-4 7 7z"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface SiteImageProps {
  /** A stored image's URL (width copies are derived from it), an outside URL, or nothing. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space (and sets the aspect ratio) before the image loads. */
  width: number;
  height: number;
  /** How wide the image shows (the `sizes` attribute); by default up to `width` px. */
  sizes?: string;
  /** The page's main picture: fetched at once and first, not lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Every picture of the site: downloads the width copy that fits where it shows, keeps its space
 * while loading, and shows a neutral frame, never a broken image, when it cannot be loaded.
 */
export default function SiteImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  sx,
}: SiteImageProps) {
  const image = useFallingBackImage(src);
  return (
    <Box
      component="img"
      ref={image.ref}
      src={image.failed ? placeholderFor(width, height) : (src ?? undefined)}
      srcSet={image.failed ? undefined : image.srcSet}
      sizes={image.srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={image.failed ? undefined : image.onError}
      data-fallback={image.failed || undefined}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${width} / ${height}`,
          objectFit: 'cover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

interface SiteAvatarProps {
  src: string | null | undefined;
  alt: string;
  /** Diameter in px (default 40). */
  size?: number;
  /** Shown instead when there is no picture or it cannot be loaded (e.g. an initial); a neutral person by default. */
  children?: ReactNode;
}

/** A round profile picture: the smallest width copy, and `children` when the picture fails. */
export function SiteAvatar({ src, alt, size = 40, children }: SiteAvatarProps) {
  const image = useFallingBackImage(src);
  return (
    <Avatar sx={{ width: size, height: size }}>
      {image.failed ? (
        children
      ) : (
        <Box
          component="img"
          src={src ?? undefined}
          srcSet={image.srcSet}
          sizes={image.srcSet ? `${size}px` : undefined}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={image.onError}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Avatar>
  );
}
