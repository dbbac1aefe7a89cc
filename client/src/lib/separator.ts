/**
 * What stands between pieces of text on one line ("attachment — 1 KB", "name — date"): an em dash with
 * spaces, the same in every language. Not the middle dot "·", which an Arabic reader takes for the zero "٠"
 * ("مرفق · ١ كيلوبايت" reads "١٠"), nor a comma, which lists inside a piece already use.
 */
export const PART_SEPARATOR = ' — ';

/** The pieces that are present, joined by the separator. */
export const joinParts = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(PART_SEPARATOR);
