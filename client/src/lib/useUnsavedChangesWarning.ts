import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `dirty`, leaving the page asks first: the browser's own prompt when the tab closes or reloads, and
 * a blocked navigation (the caller shows a confirmation from `blocker.state === 'blocked'`) inside the app.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return blocker;
}
