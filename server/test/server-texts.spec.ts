import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { FEATURE_ERROR_TEXTS } from '../src/common/errors/app-error.js';
import { LANGUAGES } from '../src/common/i18n/languages.js';
import { negotiateLanguage } from '../src/common/i18n/request-language.js';
import { wordIn } from '../src/common/i18n/server-text.js';
import { TRANSLATIONS } from '../src/common/i18n/translations.js';
import { arabicSentences, CONTENT_FILES } from './helpers/arabic-sentences.js';

/** Everything the server says, in Arabic (the office's language), Turkish and English (Accept-Language). */

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const ARABIC = /[\u0600-\u06FF]/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
const inSrc = (path: string) => relative(SRC, path).split('\\').join('/');

/** Whether an Arabic text has both a Turkish and an English wording. */
const untranslated = (text: string) => wordIn(text, 'tr') === text || wordIn(text, 'en') === text;

describe('wordIn', () => {
  it('says a text given in every language in the one asked for', () => {
    const text = { ar: 'مرحباً', tr: 'Merhaba', en: 'Hello' };
    expect(LANGUAGES.map((language) => wordIn(text, language))).toEqual(['مرحباً', 'Merhaba', 'Hello']);
  });

  it('carries an Arabic sentence into Turkish and English by the catalogue, and keeps Arabic as it is', () => {
    expect(wordIn('الملف مطلوب', 'tr')).toBe('Dosya gereklidir');
    expect(wordIn('الملف مطلوب', 'en')).toBe('The file is required');
    expect(wordIn('الملف مطلوب', 'ar')).toBe('الملف مطلوب');
  });

  it('puts the numbers of the sentence into the catalogue’s {n}, in order', () => {
    expect(wordIn('عدد الملفات يجب أن يكون من 1 إلى 20', 'en')).toBe('The number of files must be from 1 to 20');
    expect(wordIn('يجب ألا يزيد النص عن 500 حرفاً', 'tr')).toBe('Metin en fazla 500 karakter olabilir');
  });

  it('says an Arabic sentence with no translation in Arabic rather than not at all', () => {
    expect(wordIn('جملة لا ترجمة لها', 'tr')).toBe('جملة لا ترجمة لها');
    expect(wordIn('جملة لا ترجمة لها', 'en')).toBe('جملة لا ترجمة لها');
  });
});

describe('negotiateLanguage', () => {
  it.each([
    ['tr-TR,tr;q=0.9', 'tr'],
    ['en-GB,en;q=0.8', 'en'],
    ['de-DE,tr;q=0.5,en;q=0.9', 'en'],
    ['ar-SY', 'ar'],
    ['de', 'ar'],
    ['', 'ar'],
    [undefined, 'ar'],
  ] as const)('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('the server’s texts in every language', () => {
  beforeAll(async () => {
    // Loading every module that declares error codes or field rules fills the tables the checks below read.
    const declaring = sourceFiles(SRC).filter((path) =>
      /(-errors|\.input|\.inputs|\.query|\.body|-rules|\.schema)\.ts$|\/dto\//.test(path),
    );
    for (const path of declaring) await import(path);
  });

  it('gives every feature error code a non-empty Arabic, Turkish and English, the last two without Arabic', () => {
    expect(FEATURE_ERROR_TEXTS.size).toBeGreaterThan(80);
    const wrong = [...FEATURE_ERROR_TEXTS].filter(
      ([, text]) =>
        LANGUAGES.some((language) => !text[language]?.trim()) ||
        !ARABIC.test(text.ar) ||
        ARABIC.test(text.tr) ||
        ARABIC.test(text.en),
    );
    expect(wrong).toEqual([]);
  });

  it('has a Turkish and an English wording for every Arabic sentence in the source', () => {
    const sentences = arabicSentences(SRC);
    expect(sentences.length).toBeGreaterThan(300);
    const missing = sentences.filter(({ text }) => untranslated(text)).map((s) => `${s.file}:${s.line} ${s.text}`);
    expect(missing).toEqual([]);
  });

  it('has a Turkish and an English wording for every Arabic message of the field rules', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> };
    const rules = [...storage.validationMetadatas.values()].flat();
    const messages = rules.flatMap((rule) => {
      const args: ValidationArguments = {
        value: undefined,
        constraints: rule.constraints ?? [],
        targetName: '',
        property: rule.propertyName,
        object: {},
      };
      const message = typeof rule.message === 'function' ? rule.message(args) : rule.message;
      return typeof message === 'string' && ARABIC.test(message) ? [message] : [];
    });
    expect(messages.length).toBeGreaterThan(100);
    expect([...new Set(messages.filter(untranslated))]).toEqual([]);
  });

  it('keeps Arabic letters out of the Turkish and English of the catalogue, and each {n} in both', () => {
    const wrong = Object.entries(TRANSLATIONS).filter(
      ([arabic, { tr, en }]) =>
        !tr.trim() ||
        !en.trim() ||
        ARABIC.test(tr) ||
        ARABIC.test(en) ||
        [tr, en].some((text) => text.split('{n}').length !== arabic.split('{n}').length),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves the office’s content files out of the scan, each of them still there', () => {
    const files = sourceFiles(SRC).map(inSrc);
    for (const pattern of CONTENT_FILES) expect(files.some((file) => pattern.test(file))).toBe(true);
  });
});
