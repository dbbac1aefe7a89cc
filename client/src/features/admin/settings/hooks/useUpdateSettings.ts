import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../../gql';
import type { AdminSettingsFragment, PaymentMethod, SettingsInput } from '../../../../gql/graphql';
import { AdminSettingsFragmentDoc } from './settings-fragment';

export const UpdateSettingsDocument = graphql(`
  mutation UpdateSettings($input: SettingsInput!) {
    updateSettings(input: $input) {
      ...AdminSettings
    }
  }
`);

/** The methods a client may choose, as the server derives them (settings/payment-methods.ts). */
export function acceptedMethods(payment: AdminSettingsFragment['payment']): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (payment.ibanTry || payment.ibanUsd) methods.push('bank_transfer');
  if (payment.acceptCash && payment.syriatelCashNumber) methods.push('syriatel_cash');
  if (payment.acceptCash && payment.mtnCashNumber) methods.push('mtn_cash');
  return methods;
}

/**
 * Copies saved settings into the public configuration of every language loaded (enabled languages for the
 * switcher, password minimum, payment details), so this tab follows them without a refetch.
 */
export function writeSettingsToPublicConfig(cache: ApolloCache, settings: AdminSettingsFragment) {
  const { payment, languages, security } = settings;
  cache.modify<{ publicConfig: Record<string, unknown> }>({
    id: 'ROOT_QUERY',
    fields: {
      publicConfig: (existing) => ({
        ...existing,
        ...('passwordMinLength' in existing && { passwordMinLength: security.passwordMinLength }),
        ...('languages' in existing && {
          languages: {
            __typename: 'SettingsLanguages',
            defaultLanguage: languages.defaultLanguage,
            enabledLanguages: languages.enabledLanguages,
          },
        }),
        ...('payment' in existing && {
          payment: {
            ...(existing.payment as object),
            __typename: 'PublicConfigPayment',
            bankName: payment.bankName,
            accountHolder: payment.accountHolder,
            ibanTry: payment.ibanTry,
            ibanUsd: payment.ibanUsd,
            swiftCode: payment.swiftCode,
            syriatelCashNumber: payment.syriatelCashNumber,
            mtnCashNumber: payment.mtnCashNumber,
            acceptedMethods: acceptedMethods(payment),
          },
        }),
      }),
    },
  });
}

/** Saves the settings; the answer replaces the `SystemSettings` singleton and feeds the public configuration. */
export function useUpdateSettings() {
  const [mutate, { loading }] = useMutation(UpdateSettingsDocument, {
    update(cache, { data }) {
      if (data) writeSettingsToPublicConfig(cache, getFragmentData(AdminSettingsFragmentDoc, data.updateSettings));
    },
  });
  const save = async (input: SettingsInput) => {
    const { data } = await mutate({ variables: { input } });
    return data ? getFragmentData(AdminSettingsFragmentDoc, data.updateSettings) : undefined;
  };
  return [save, { loading }] as const;
}
