import { useIntl } from 'react-intl';

type ServiceNames = { serviceName: string; serviceNameTr?: string | null; serviceNameEn?: string | null };

/** The service's name in the interface language, the Arabic one when that is missing, or null when there is none. */
export function useServiceName() {
  const { locale } = useIntl();
  return ({ serviceName, serviceNameTr, serviceNameEn }: ServiceNames) => {
    const translated = locale.startsWith('tr') ? serviceNameTr : locale.startsWith('en') ? serviceNameEn : null;
    return translated?.trim() || serviceName.trim() || null;
  };
}
