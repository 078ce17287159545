import '@fontsource/anton/latin-400.css';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionStyleId, VideoFormat } from '@shared/catalog/video';
import { cn } from '@/lib/cn';
import { formatLabel } from '../lib/render-text';

type Orientation = 'landscape' | 'portrait' | 'square';

const orientations: Record<VideoFormat, Orientation> = { '16:9': 'landscape', '9:16': 'portrait', '1:1': 'square' };

/** The frame on screen: the format's shape at a size that fits a phone. */
const frameSizes: Record<Orientation, { width: string; height: string }> = {
  landscape: { width: '16rem', height: '9rem' },
  portrait: { width: '9rem', height: '16rem' },
  square: { width: '12rem', height: '12rem' },
};

/**
 * The renderer's proportions (src/server/providers/video/captions.ts), as shares of the frame's
 * height: the line's size, the bottom margin (higher on vertical video, clear of the Shorts
 * buttons), and how many words one caption shows at most.
 */
const sizeOfHeight: Record<Orientation, number> = { landscape: 0.09, portrait: 0.075, square: 0.08 };
const marginOfHeight: Record<Orientation, number> = { landscape: 0.09, portrait: 0.15, square: 0.09 };
const maxWords: Record<Orientation, number> = { landscape: 7, portrait: 4, square: 6 };

/** Each style's look: its size, its outline (a share of the font size), and how the spoken word stands out. */
const looks: Record<
  CaptionStyleId,
  { scale: number; outline: number; box: boolean; left: boolean; emphasis: 'colour' | 'reveal' | 'none' }
> = {
  bold: { scale: 1.1, outline: 0.09, box: false, left: false, emphasis: 'reveal' },
  highlight: { scale: 1, outline: 0.07, box: false, left: false, emphasis: 'colour' },
  boxed: { scale: 0.85, outline: 0.14, box: true, left: false, emphasis: 'none' },
  minimal: { scale: 0.7, outline: 0.045, box: false, left: true, emphasis: 'none' },
};

/** The sample words are `renders:preview.sample` (split at its spaces); the word being spoken in them. */
const SPOKEN = 2;
const SPOKEN_COLOUR = '#ffe600';

/** An outline drawn with shadows in eight directions (and a soft drop shadow), as the renderer's outlined text. */
function outlined(width: number): string {
  const w = `${width}em`;
  const d = `${(width * 0.7).toFixed(3)}em`;
  return [`${w} 0`, `-${w} 0`, `0 ${w}`, `0 -${w}`, `${d} ${d}`, `-${d} ${d}`, `${d} -${d}`, `-${d} -${d}`]
    .map((offset) => `${offset} 0 #000`)
    .concat('0 0.06em 0.08em rgb(0 0 0 / 0.6)')
    .join(', ');
}

/**
 * A still of what the captions will look like (CSS only, nothing asked of the server): a frame in
 * the chosen format's shape with sample words set in the renderer's face (Anton), size, margin and
 * outline for the chosen style — the spoken word yellow in Highlight, the words still to come
 * hidden in Bold, a dark box in Boxed, smaller and to the left in Minimal. Without captions, the
 * frame alone.
 */
export function CaptionPreview({ format, style, captions }: { format: VideoFormat; style: CaptionStyleId; captions: boolean }) {
  const orientation = orientations[format];
  const look = looks[style];
  const { t } = useTranslation('renders');
  const words = t('preview.sample').split(' ').slice(0, maxWords[orientation]);
  const name = t(`captionStyles.${style}.name`);
  const text: CSSProperties = {
    fontFamily: 'Anton, Impact, "Arial Narrow", sans-serif',
    fontSize: `${sizeOfHeight[orientation] * look.scale * 100}cqh`,
    lineHeight: 1.2,
    color: '#fff',
    ...(look.box
      ? {
          backgroundColor: 'rgb(0 0 0 / 0.62)',
          padding: `0 ${look.outline}em`,
          boxDecorationBreak: 'clone',
          WebkitBoxDecorationBreak: 'clone',
        }
      : { textShadow: outlined(look.outline) }),
  };

  return (
    <figure className="grid justify-items-center gap-2" data-testid="caption-preview" data-format={format} data-style={style}>
      <div
        aria-hidden
        className="relative max-w-full overflow-hidden rounded-lg bg-gradient-to-br from-sky-500 via-indigo-600 to-slate-900 shadow-inner [container-type:size]"
        style={frameSizes[orientation]}
      >
        {/* A hint of a scene: a sun and a horizon. */}
        <span className="absolute top-[14%] right-[14%] size-[22cqmin] rounded-full bg-warning-soft/80 blur-[1px]" />
        <span className="absolute inset-x-0 bottom-0 h-[38%] bg-gradient-to-t from-emerald-900/90 to-emerald-700/40" />
        {captions && (
          <p
            className={cn('absolute inset-x-[5%] m-0 [overflow-wrap:anywhere]', look.left ? 'text-left' : 'text-center')}
            style={{ bottom: `${marginOfHeight[orientation] * 100}cqh` }}
          >
            <span style={text}>
              {words.map((word, index) => (
                <span
                  key={index}
                  style={{
                    ...(look.emphasis === 'colour' && index === SPOKEN ? { color: SPOKEN_COLOUR } : {}),
                    ...(look.emphasis === 'reveal' && index > SPOKEN ? { visibility: 'hidden' } : {}),
                  }}
                >
                  {index > 0 ? ' ' : ''}
                  {word}
                </span>
              ))}
            </span>
          </p>
        )}
      </div>
      <figcaption className="text-center text-xs text-muted-foreground">
        {captions
          ? t('preview.withCaptions', { style: name, format: formatLabel(format) })
          : t('preview.noCaptions', { format: formatLabel(format) })}
      </figcaption>
    </figure>
  );
}
