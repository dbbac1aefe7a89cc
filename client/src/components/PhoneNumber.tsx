import { formatInternational } from '../lib/phone';

/**
 * A phone number written internationally and isolated left to right, so that inside an Arabic sentence its
 * `+` and its groups stay in the order they are dialled.
 */
export function PhoneNumber({ value }: { value: string }) {
  return <bdi dir="ltr">{formatInternational(value)}</bdi>;
}
