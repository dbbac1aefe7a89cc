import type { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DEFAULT_LANGUAGE, isLanguage } from '../common/i18n/languages.js';
import { publicPageAt } from './public-pages.js';
import type { SearchPagesService } from './search-pages.service.js';

/** /sitemap.xml and /robots.txt, made once from the public URL. */
export function serveSearchFiles(pages: SearchPagesService) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/sitemap.xml') return res.type('application/xml').send(pages.sitemap);
    if (req.path === '/robots.txt') return res.type('text/plain').send(pages.robots);
    next();
  };
}

/**
 * Answers a public page with the built index.html carrying that page's head in the language asked for
 * (`?lang=`, else Arabic); any other path goes to `otherwise`. So does a public page whose head cannot be made
 * (the database unreachable): the built page still starts the client, which shows its own error states.
 */
export function servePublicPage(pages: SearchPagesService, indexHtml: string, logger: Logger) {
  return async (req: Request, res: Response, otherwise: () => void) => {
    const page = publicPageAt(req.path);
    if (!page) return otherwise();
    const asked = req.query.lang;
    const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
    let html: string;
    try {
      html = await pages.html(indexHtml, page, language);
    } catch (error) {
      logger.warn(`The head of ${page.path} (${language}) could not be made: ${(error as Error).message}`);
      return otherwise();
    }
    res.type('html').send(html);
  };
}
