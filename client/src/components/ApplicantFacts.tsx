import { FormattedMessage, useIntl } from 'react-intl';
import { DataList, Text } from '@chakra-ui/react';
import type { ApplicantKind, ApplicantRelation } from '../gql/graphql';

export type ShownApplicant = {
  kind: ApplicantKind;
  fullNameAr?: string | null;
  fullNameLatin?: string | null;
  relation?: ApplicantRelation | null;
  fatherName?: string | null;
  motherName?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  nationalNumber?: string | null;
};

/** Who the applicant is to the account holder: "Father", "Gave a power of attorney", or "The account holder". */
export function ApplicantRole({ applicant }: { applicant: Pick<ShownApplicant, 'kind' | 'relation'> }) {
  if (applicant.kind === 'relative' && applicant.relation)
    return <FormattedMessage id={`person.relationOf.${applicant.relation}`} />;
  return <FormattedMessage id={`person.kindOf.${applicant.kind}`} />;
}

/**
 * Whose papers an order is about, beside the account holder: for someone else every registry field; for the
 * account holder one line saying so. Rows of a Chakra DataList.
 */
export function ApplicantFacts({ applicant }: { applicant: ShownApplicant }) {
  const intl = useIntl();
  const row = (label: React.ReactNode, value: React.ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
  if (applicant.kind === 'self')
    return (
      <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="applicant">
        {row(<FormattedMessage id="person.applicant" />, <ApplicantRole applicant={applicant} />)}
      </DataList.Root>
    );
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="applicant">
      {row(<FormattedMessage id="person.fullNameAr" />, <bdi>{applicant.fullNameAr}</bdi>)}
      {row(
        <FormattedMessage id="person.fullNameLatin" />,
        <Text as="span" dir="ltr">
          {applicant.fullNameLatin}
        </Text>,
      )}
      {row(<FormattedMessage id="person.role" />, <ApplicantRole applicant={applicant} />)}
      {row(<FormattedMessage id="person.fatherName" />, <bdi>{applicant.fatherName}</bdi>)}
      {row(<FormattedMessage id="person.motherName" />, <bdi>{applicant.motherName}</bdi>)}
      {applicant.birthDate &&
        row(
          <FormattedMessage id="person.birthDate" />,
          // A calendar date (midnight UTC), not an instant: read in UTC so no time zone moves its day.
          <time dateTime={applicant.birthDate}>
            {intl.formatDate(applicant.birthDate, { dateStyle: 'long', timeZone: 'UTC' })}
          </time>,
        )}
      {row(<FormattedMessage id="person.birthPlace" />, <bdi>{applicant.birthPlace}</bdi>)}
      {row(
        <FormattedMessage id="person.nationalNumber" />,
        <Text as="span" dir="ltr">
          {applicant.nationalNumber}
        </Text>,
      )}
    </DataList.Root>
  );
}
