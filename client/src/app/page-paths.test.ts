import type { RouteObject } from 'react-router-dom';
import pagePaths from '../../public/page-paths.json';
import { routes } from './router';

function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path] : route.path ? [path] : [];
    return [...own, ...(route.children ? patterns(route.children, path) : [])];
  });
}

describe('the page paths the server knows', () => {
  it('are exactly the router’s routes, so unknown paths answer 404', () => {
    expect([...new Set(patterns(routes))].sort()).toEqual([...pagePaths].sort());
  });
});
