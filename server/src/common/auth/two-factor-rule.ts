/**
 * Whether the back office is closed to its own users until they set up a second factor. The rule is an
 * office setting: the settings feature provides it under this token, so the guard needs no feature.
 */
export const BACK_OFFICE_TWO_FACTOR_RULE = Symbol('BACK_OFFICE_TWO_FACTOR_RULE');

export type BackOfficeTwoFactorRule = { required(): Promise<boolean> };
