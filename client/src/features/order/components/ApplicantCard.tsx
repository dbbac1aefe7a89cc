import { FormattedMessage } from 'react-intl';
import { Card, DataList, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { ApplicantFacts } from '../../../components/ApplicantFacts';

export const OrderApplicantCardFragment = graphql(`
  fragment OrderApplicantCard on Order {
    fullName
    applicant {
      kind
      fullNameAr
      fullNameLatin
      relation
      fatherName
      motherName
      birthDate
      birthPlace
      nationalNumber
    }
  }
`);

/** Whose papers the order is about, beside the account holder who placed it. */
export function ApplicantCard({ order: ref }: { order: FragmentType<typeof OrderApplicantCardFragment> }) {
  const order = getFragmentData(OrderApplicantCardFragment, ref);
  return (
    <Card.Root as="section" aria-labelledby="order-applicant-title">
      <Card.Header>
        <Card.Title id="order-applicant-title">
          <FormattedMessage id="person.applicant" />
        </Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="person.accountHolder" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Text as="span">
                <bdi>{order.fullName}</bdi>
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <ApplicantFacts applicant={order.applicant} />
      </Card.Body>
    </Card.Root>
  );
}
