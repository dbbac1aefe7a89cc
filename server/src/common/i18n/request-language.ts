import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

/** The language the request being served asked for, so errors raised anywhere inside it are worded in it. */
const requestLanguageStore = new AsyncLocalStorage<Language>();

/**
 * The language an `Accept-Language` header prefers among ar, tr and en (by its q-values, `tr-TR` counting as
 * `tr`); Arabic when it names none of them or is absent.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...LANGUAGES]);
  return (preferred as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Scopes each request to its language and names it in the answer's `Content-Language`. */
export function scopeRequestLanguage(req: Request, res: Response, next: NextFunction) {
  const language = negotiateLanguage(req.headers['accept-language']);
  res.setHeader('Content-Language', language);
  requestLanguageStore.run(language, next);
}

/** The language of the request being served; Arabic outside a request (background work, start-up). */
export const requestLanguage = (): Language => requestLanguageStore.getStore() ?? DEFAULT_LANGUAGE;

/** Runs `work` in a language, for what no HTTP request carries (a subscription's events on a socket). */
export const inLanguage = <T>(language: Language, work: () => T): T => requestLanguageStore.run(language, work);
