import type { OutlineBeat, OutlineFinding, StructureListing } from '@plume/core/outline';

/** A finding as the interface says it: its message's key and the values it names. */
export interface FindingText {
  key: `outline.findings.${OutlineFinding['kind']}`;
  params: Record<string, string>;
}

/**
 * The words of a finding (docs/PRODUCT.md, Outlines: checks), in the interface's language:
 * a structure's beat by its name in the listing, a beat of the writer's by its title,
 * positions and word counts as that language writes numbers. Names and words the finding
 * found in the text are quoted as they are.
 */
export function findingText(
  finding: OutlineFinding,
  {
    beats,
    listing,
    language,
  }: {
    beats: readonly Pick<OutlineBeat, 'id' | 'key' | 'title'>[];
    listing: Pick<StructureListing, 'beats'>;
    language: string;
  },
): FindingText {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const nameOf = (key: string) => listing.beats.find((beat) => beat.key === key)?.name ?? key;
  const beat = beats.find((entry) => entry.id === finding.beatId);
  const beatName = finding.key
    ? nameOf(finding.key)
    : beat?.key
      ? nameOf(beat.key)
      : (beat?.title ?? '');
  const params: Record<string, string> = { beat: beatName };
  if (finding.after !== undefined) params.after = nameOf(finding.after);
  if (finding.pct !== undefined) params.pct = number.format(finding.pct);
  if (finding.name !== undefined) params.name = finding.name;
  if (finding.found !== undefined) params.found = finding.found;
  if (finding.expected !== undefined) {
    // A position for a beat far from its place; a name for the story bible's checks.
    params.expected =
      finding.kind === 'farFromPosition'
        ? number.format(Number(finding.expected))
        : finding.expected;
  }
  if (finding.words !== undefined) params.words = number.format(finding.words);
  if (finding.targetWords !== undefined) params.target = number.format(finding.targetWords);
  return { key: `outline.findings.${finding.kind}`, params };
}
