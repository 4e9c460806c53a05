/**
 * The rulebook's text (libs/contracts/src/knowledge: the blocks its PDF is laid out from) as
 * sections for the HTML reading version: the cover page is left out (the page has its own title),
 * each h1 starts a section, bullets that follow each other make one list, spacing is dropped.
 */
import type { DocBlock } from '@hackathon/contracts';

export type RulebookPart = { kind: 'h3' | 'p'; text: string } | { kind: 'list'; items: string[] };

export interface RulebookSection {
  title: string;
  parts: RulebookPart[];
}

export function rulebookSections(blocks: readonly DocBlock[] | null): RulebookSection[] {
  if (!blocks) return [];
  const cover = blocks.findIndex((block) => block.kind === 'pageBreak');
  const sections: RulebookSection[] = [];
  for (const block of blocks.slice(cover + 1)) {
    if (block.kind !== 'text') continue;
    if (block.style === 'h1') {
      sections.push({ title: block.text, parts: [] });
      continue;
    }
    const section = sections.at(-1);
    // text before the first heading (none today) has no section to go in
    if (!section) continue;
    const last = section.parts.at(-1);
    if (block.bullet) {
      if (last?.kind === 'list') last.items.push(block.text);
      else section.parts.push({ kind: 'list', items: [block.text] });
    } else {
      section.parts.push({ kind: block.style === 'h2' ? 'h3' : 'p', text: block.text });
    }
  }
  return sections;
}
