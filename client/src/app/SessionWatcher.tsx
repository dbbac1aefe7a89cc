import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../components/toaster';
import { useSessionState } from '../lib/session';

/** A session the server refused (expired, revoked) ends here: a toast, then /login, coming back afterwards. */
export function SessionWatcher() {
  const { ended } = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  useEffect(() => {
    if (ended !== 'expired' || location.pathname === '/login') return;
    notify.error(intl.formatMessage({ id: 'common.session.expired' }));
    navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    // Reacts to the session ending, not to every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);
  return null;
}
