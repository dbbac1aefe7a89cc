/** A piece of a plain-text message: text as it is, or a web address to show as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses and www. ones; a trailing full stop, comma or closing bracket stays outside the link. */
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+[^\s<>"'().,;:!?،؛]/giu;

/**
 * Splits plain text into text and links, never interpreting markup: the parts are rendered as text nodes and
 * anchors, so what a user typed can never become HTML. Only http and https addresses become links.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const address = match[0];
    parts.push({ kind: 'link', text: address, href: address.startsWith('www.') ? `https://${address}` : address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
