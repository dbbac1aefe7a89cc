import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /\/src\/locales\/[a-z]{2}\/(lazy\/)?\w+\.json$/;

/**
 * Imports each message catalogue (`src/locales/<language>/…json`) with its messages already parsed into
 * ICU syntax trees, as formatjs's `compile --ast` writes them, so the browser needs no message parser:
 * the build resolves `@formatjs/icu-messageformat-parser` to its parser-less variant. A message that is
 * not valid ICU fails the build, naming the file and the key.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = parse(message);
        } catch (error) {
          this.error(`${id}: message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** Resolves the formatjs parser to its parser-less variant: every message arrives compiled (above). */
export const withoutMessageParser = [
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
];
