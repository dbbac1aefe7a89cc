/** A piece of a legal page: the CMS stores plain text, never HTML. */
export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const HEADING = /^#+\s*/;
const LIST_ITEM = /^- /;

/**
 * Plain text from the CMS as blocks: blank lines separate blocks; a block of one line starting with `#` is a
 * heading; lines starting with `- ` are list items; other lines are paragraph text (line breaks kept).
 */
export function legalBlocks(text: string): LegalBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): LegalBlock[] => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.length === 1 && HEADING.test(lines[0])) {
        const heading = lines[0].replace(HEADING, '');
        return heading ? [{ kind: 'heading', text: heading }] : [];
      }
      const blocks: LegalBlock[] = [];
      for (const line of lines) {
        const last = blocks.at(-1);
        if (LIST_ITEM.test(line)) {
          const item = line.replace(LIST_ITEM, '').trim();
          if (last?.kind === 'list') last.items.push(item);
          else blocks.push({ kind: 'list', items: [item] });
        } else if (last?.kind === 'paragraph') {
          last.text += `\n${line}`;
        } else {
          blocks.push({ kind: 'paragraph', text: line });
        }
      }
      return blocks;
    });
}
