import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from './toaster';
import { useSessionState } from '../lib/session';
import { onTwoFactorSetupRequired } from '../lib/apollo';

/**
 * A session the server refused (expired, revoked) ends here: a toast, then /login, coming back afterwards.
 * Staff the back office is closed to until they set up two-step verification are sent to their profile.
 */
export function SessionWatcher() {
  const { ended } = useSessionState();
  const navigate = useNavigate();
  const location = useLocation();
  const intl = useIntl();
  useEffect(() => {
    if (ended !== 'expired' || location.pathname === '/login') return;
    notify.error(intl.formatMessage({ id: 'common.session.expired' }));
    void navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    // Reacts to the session ending, not to every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended]);
  useEffect(
    () =>
      onTwoFactorSetupRequired(() => {
        notify.error(intl.formatMessage({ id: 'common.session.twoFactorRequired' }));
        void navigate('/profile', { replace: true });
      }),
    [intl, navigate],
  );
  return null;
}
