import type { OutlineBeat, StructureListing } from '@plume/core/outline';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { MARK_GAP, storyShape } from '../utils/story-shape';

/** Vertical layout, in pixels: the acts' band, the axis, then the rows of marks. */
const BAND_HEIGHT = 28;
const AXIS_Y = 44;
const FIRST_ROW_Y = 70;
const ROW_HEIGHT = 26;
const MARK_RADIUS = 10;
const TICKS = [0, 25, 50, 75, 100];

const at = (pct: number) => `${pct}%`;

/**
 * The story's shape (docs/PRODUCT.md, Outlines): the structure's acts as bands along the
 * story from 0 to 100 %, the structure's positions as ticks on its axis, and each beat as
 * a numbered mark at its position; a beat far from its structure's position is drawn apart,
 * linked to where the structure puts it. A picture with a text that says the same: the
 * list of beats below stays the content.
 */
export function StoryShapeFigure({
  beats,
  listing,
  farBeatIds,
}: {
  beats: readonly OutlineBeat[];
  listing: StructureListing;
  farBeatIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  // Marks closer than their width on this screen go a row down: the gap in percent of it.
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const gap = width > 0 ? ((MARK_RADIUS * 2 + 4) / width) * 100 : MARK_GAP;
  const shape = storyShape(beats, listing, farBeatIds, gap);
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const pct = (value: number) => percent.format(value / 100);
  const list = (items: string[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const height = FIRST_ROW_Y + (shape.rows - 1) * ROW_HEIGHT + MARK_RADIUS + 24;
  const far = shape.marks.filter((mark) => mark.far);

  const description = [
    t('outline.ui.shape.acts', {
      count: shape.bands.length,
      acts: list(
        shape.bands.map((band) =>
          t('outline.ui.shape.act', {
            name: band.label,
            start: pct(band.start),
            end: pct(band.end),
          }),
        ),
      ),
    }),
    t('outline.ui.shape.beats', {
      count: shape.marks.length,
      beats: list(
        shape.marks.map((mark) =>
          t('outline.ui.shape.beat', {
            number: mark.number,
            title: mark.title,
            pct: pct(mark.pct),
          }),
        ),
      ),
    }),
    far.length === 0
      ? t('outline.ui.shape.noneFar')
      : t('outline.ui.shape.far', {
          count: far.length,
          beats: list(
            far.map((mark) =>
              t('outline.ui.shape.farBeat', {
                number: mark.number,
                title: mark.title,
                pct: pct(mark.pct),
                expected: pct(mark.ideal ?? mark.pct),
              }),
            ),
          ),
        }),
  ].join(' ');

  return (
    <figure className="min-w-0 rounded-xl border border-line bg-surface p-3 sm:p-4">
      <figcaption className="text-sm font-semibold">{t('outline.ui.shape.title')}</figcaption>
      <div ref={frame} className="mt-3 px-3">
        <svg
          role="img"
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-desc`}
          width="100%"
          height={height}
          className="block overflow-visible"
        >
          <title id={`${ids}-title`}>{t('outline.ui.shape.title')}</title>
          <desc id={`${ids}-desc`}>{description}</desc>
          {shape.bands.map((band, index) => (
            <g key={band.act}>
              <rect
                x={at(band.start)}
                y={0}
                width={at(band.end - band.start)}
                height={BAND_HEIGHT}
                className={index % 2 === 0 ? 'fill-accent-soft' : 'fill-surface-muted'}
              />
              <text
                x={at((band.start + band.end) / 2)}
                y={BAND_HEIGHT / 2}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-ink text-xs font-semibold"
              >
                {band.act}
              </text>
            </g>
          ))}
          <line
            x1="0%"
            x2="100%"
            y1={AXIS_Y}
            y2={AXIS_Y}
            className="stroke-control-line"
            strokeWidth={2}
          />
          {shape.ideals.map((ideal) => (
            <line
              key={ideal.key}
              x1={at(ideal.pct)}
              x2={at(ideal.pct)}
              y1={AXIS_Y - 8}
              y2={AXIS_Y + 8}
              strokeWidth={3}
              strokeLinecap="round"
              className="stroke-ink"
            />
          ))}
          {shape.marks.map((mark) => {
            const y = FIRST_ROW_Y + mark.row * ROW_HEIGHT;
            return (
              <g key={mark.id}>
                {mark.far && mark.ideal !== null ? (
                  <line
                    x1={at(mark.ideal)}
                    x2={at(mark.pct)}
                    y1={AXIS_Y}
                    y2={y}
                    strokeDasharray="4 3"
                    strokeWidth={2}
                    className="stroke-danger"
                  />
                ) : (
                  <line
                    x1={at(mark.pct)}
                    x2={at(mark.pct)}
                    y1={AXIS_Y}
                    y2={y - MARK_RADIUS}
                    strokeWidth={1}
                    className="stroke-line"
                  />
                )}
                <circle
                  cx={at(mark.pct)}
                  cy={y}
                  r={MARK_RADIUS}
                  strokeWidth={mark.far ? 3 : 0}
                  className={mark.far ? 'fill-paper stroke-danger' : 'fill-accent'}
                />
                <text
                  x={at(mark.pct)}
                  y={y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={`text-[11px] font-semibold ${mark.far ? 'fill-danger' : 'fill-on-accent'}`}
                >
                  {mark.number}
                </text>
              </g>
            );
          })}
          {TICKS.map((tick) => (
            <text
              key={tick}
              x={at(tick)}
              y={height - 4}
              textAnchor={tick === 0 ? 'start' : tick === 100 ? 'end' : 'middle'}
              className="fill-ink-muted text-[11px]"
            >
              {pct(tick)}
            </text>
          ))}
        </svg>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
        {shape.bands.map((band) => (
          <li key={band.act}>
            <span className="font-semibold text-ink">{band.act}</span> {band.label}
          </li>
        ))}
      </ul>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted" aria-hidden="true">
        <li className="inline-flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true">
            <circle cx="6" cy="6" r="6" className="fill-accent" />
          </svg>
          {t('outline.ui.shape.legendBeat')}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true">
            <line
              x1="6"
              x2="6"
              y1="1"
              y2="11"
              strokeWidth={3}
              strokeLinecap="round"
              className="stroke-ink"
            />
          </svg>
          {t('outline.ui.shape.legendIdeal')}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <svg width="12" height="12" aria-hidden="true">
            <circle cx="6" cy="6" r="4.5" strokeWidth={3} className="fill-paper stroke-danger" />
          </svg>
          {t('outline.ui.shape.legendFar')}
        </li>
      </ul>
    </figure>
  );
}
