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
 * (`?lang=`, else Arabic); any other path is left to the caller.
 */
export function servePublicPage(pages: SearchPagesService, indexHtml: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const page = publicPageAt(req.path);
    if (!page) return next();
    const asked = req.query.lang;
    const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
    try {
      res.type('html').send(await pages.html(indexHtml, page, language));
    } catch (error) {
      next(error);
    }
  };
}
