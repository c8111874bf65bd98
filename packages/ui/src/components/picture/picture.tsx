import { IMAGE_MEDIA } from '../../tokens'

export interface PictureProps {
  /** Image base name: files are `{name}{_small|_medium|}{@2x|}.webp` under `{assetHost}/img/`. */
  name: string
  alt: string
  /** Asset host origin ('' = this site). */
  assetHost?: string
  width: number
  height: number
  /** Above-the-fold images load eagerly with high priority (LCP). */
  priority?: boolean
  className?: string
}

const src = (host: string, name: string, size: '' | '_medium' | '_small', density: '' | '@2x') =>
  `${host}/img/${name}${size}${density}.webp`
const set = (host: string, name: string, size: '' | '_medium' | '_small') =>
  `${src(host, name, size, '')} 1x, ${src(host, name, size, '@2x')} 2x`

/**
 * Responsive webp picture with the image breakpoints and size suffixes of docs/rules/interface.md#images:
 * mobile `_small`, tablet `_medium`, desktop full size, each with an `@2x` for density 2.
 * @example <Picture name="flagship-bumblebee" alt="Flagship Bumblebee" width={1200} height={900} />
 */
export function Picture({ name, alt, assetHost = '', width, height, priority = false, className }: PictureProps) {
  return (
    <picture className={className}>
      {/* Widest first: the first matching source wins, so a width exactly at a breakpoint
          (721 px, 1069 px) gets the larger image even where the browser also matches the
          `.99` upper bound of the range below it. */}
      <source media={IMAGE_MEDIA.desktop} srcSet={set(assetHost, name, '')} type="image/webp" />
      <source media={IMAGE_MEDIA.tablet} srcSet={set(assetHost, name, '_medium')} type="image/webp" />
      <source media={IMAGE_MEDIA.mobile} srcSet={set(assetHost, name, '_small')} type="image/webp" />
      <img
        src={src(assetHost, name, '', '')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
