import type { Catalogue } from '../ar';
import auth from './auth.json';
import common from './common.json';
import home from './home.json';
import pages from './pages.json';
import services from './services.json';
import track from './track.json';

/** Typed against the Arabic catalogue: a missing or extra key fails the typecheck. */
export const tr: Catalogue = { auth, common, home, pages, services, track };
