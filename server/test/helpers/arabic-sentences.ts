import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The office's content and the papers it prints, which stay in Arabic (or are worded per language elsewhere):
 * defaults the office edits, seed data, e-mails, invoices and receipts, the export, the applicant's labels and
 * the status labels. Paths are relative to `server/src`.
 */
export const CONTENT_FILES: readonly RegExp[] = [
  /^cms\/cms-defaults\.ts$/,
  /^catalog\/questions\/intake-defaults\.ts$/,
  /^catalog\/catalogue-defaults\.ts$/,
  /^catalog\/required-documents\/required-documents-defaults\.ts$/,
  /^settings\/settings-defaults\.ts$/,
  /^settings\/exchange-rates\/exchange-rate-defaults\.ts$/,
  /^seed\//,
  /^mail\//,
  /-mail\.ts$/,
  /^invoices\//,
  /^orders\/export\/orders-export\.service\.ts$/,
  /^orders\/applicant\/applicant-labels\.ts$/,
  /^orders\/order-status\.ts$/,
  // The catalogue's keys are the sentences themselves.
  /^common\/i18n\/translations\.ts$/,
];

/**
 * Arabic in the source that no API answers with: data the server stores or prints, and tables that are not
 * sentences. Each names its file, the text (or a pattern of it) and why.
 */
export const NOT_ANSWERS: readonly { file: string; text: string | RegExp; why: string }[] = [
  { file: 'common/search-text.ts', text: /^[A-Za-z]/, why: 'the letters search folds together' },
  { file: 'common/office-format.ts', text: 'ل.س', why: 'the Syrian pound sign on printed papers' },
  { file: 'orders/payment-instructions.ts', text: /./, why: 'the payment lines printed on the invoice' },
  {
    file: 'orders/payment-reminders/payment-reminders.service.ts',
    text: /./,
    why: 'the status history notes it stores',
  },
  { file: 'orders/payments/order-payments.service.ts', text: 'سُدّد المبلغ المستحق كاملاً', why: 'a status history note' },
  { file: 'users/dto/user-list.query.ts', text: /^Full name/, why: 'the search field description (OpenAPI)' },
  { file: 'orders/answers/answer.input.ts', text: 'أحمد', why: 'an example answer (OpenAPI)' },
];

/** An Arabic sentence found in the source: where, and its text with each interpolation written as a number. */
export type ArabicSentence = { file: string; line: number; text: string };

const ARABIC = /[\u0600-\u06FF]/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

const propertyName = (node: ts.Node): string | undefined =>
  ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ? node.name.text
    : undefined;

/** An object literal with `ar`, `tr` and `en`: a text already said in every language. */
const isLocalized = (node: ts.Node): boolean =>
  ts.isObjectLiteralExpression(node) &&
  ['ar', 'tr', 'en'].every((language) => node.properties.some((property) => propertyName(property) === language));

/**
 * Whether a literal is not something the server answers with: the Arabic of a text said in every language, or
 * an OpenAPI or GraphQL description or example in a decorator.
 */
function isExempt(literal: ts.Node): boolean {
  for (let node: ts.Node = literal; node.parent; node = node.parent) {
    const name = propertyName(node);
    if (name && ['ar', 'tr', 'en'].includes(name) && isLocalized(node.parent)) return true;
    if (ts.isDecorator(node)) {
      const call = node.expression;
      const callee = ts.isCallExpression(call) ? call.expression.getText() : call.getText();
      if (callee.startsWith('Api')) return true;
    }
    if (name && ['description', 'example', 'deprecationReason'].includes(name)) {
      for (let up: ts.Node | undefined = node.parent; up; up = up.parent) if (ts.isDecorator(up)) return true;
    }
  }
  return false;
}

/** A literal's text, each `${…}` written as a number (the interpolations of messages are numbers: limits). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span, index) => `${index + 7}${span.literal.text}`).join('');
  return undefined;
}

/** Every Arabic string and template literal of `server/src` outside the content files. */
export function arabicSentences(srcDir: string): ArabicSentence[] {
  const found: ArabicSentence[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split('\\').join('/');
    if (CONTENT_FILES.some((pattern) => pattern.test(file))) continue;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const text = literalText(node);
      if (text !== undefined) {
        const notAnswer = NOT_ANSWERS.some(
          (entry) =>
            entry.file === file && (typeof entry.text === 'string' ? entry.text === text : entry.text.test(text)),
        );
        if (ARABIC.test(text) && !notAnswer && !isExempt(node)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({ file, line, text });
        }
        if (!ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
