import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../gql';
import { getSession } from '../../../lib/session';

export const StartTwoFactorSetupDocument = graphql(`
  mutation StartTwoFactorSetup {
    startTwoFactorSetup {
      secret
      otpauthUrl
      qrSvg
    }
  }
`);

export const ConfirmTwoFactorSetupDocument = graphql(`
  mutation ConfirmTwoFactorSetup($code: String!) {
    confirmTwoFactorSetup(code: $code)
  }
`);

export const DisableTwoFactorDocument = graphql(`
  mutation DisableTwoFactor($password: String!) {
    disableTwoFactor(password: $password)
  }
`);

export const RegenerateRecoveryCodesDocument = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);

/** The signed-in account in the cache says whether two-step verification is on. */
function markTwoFactor(cache: ApolloCache, enabled: boolean) {
  const id = getSession()?.user.id;
  if (id === undefined) return;
  cache.modify({ id: cache.identify({ __typename: 'Account', id }), fields: { twoFactorEnabled: () => enabled } });
}

/** A new secret to scan (not yet in force). */
export function useStartTwoFactorSetup() {
  const [mutate, { loading }] = useMutation(StartTwoFactorSetupDocument);
  const start = async () => (await mutate()).data!.startTwoFactorSetup;
  return [start, { loading }] as const;
}

/** Turns it on with a code from the app; answers the recovery codes, shown once. */
export function useConfirmTwoFactorSetup() {
  const [mutate, { loading }] = useMutation(ConfirmTwoFactorSetupDocument, {
    update: (cache) => markTwoFactor(cache, true),
  });
  const confirm = async (code: string) => (await mutate({ variables: { code } })).data!.confirmTwoFactorSetup;
  return [confirm, { loading }] as const;
}

/** Turns it off, confirmed with the password. */
export function useDisableTwoFactor() {
  const [mutate, { loading }] = useMutation(DisableTwoFactorDocument, {
    update: (cache) => markTwoFactor(cache, false),
  });
  const disable = async (password: string) => {
    await mutate({ variables: { password } });
  };
  return [disable, { loading }] as const;
}

/** Ten new recovery codes, confirmed with a code from the app; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const [mutate, { loading }] = useMutation(RegenerateRecoveryCodesDocument);
  const regenerate = async (code: string) => (await mutate({ variables: { code } })).data!.regenerateRecoveryCodes;
  return [regenerate, { loading }] as const;
}
