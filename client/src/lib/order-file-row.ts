import { graphql } from '../gql';

/** One stored file of an order as every file list shows it. */
export const OrderFileRowFragment = graphql(`
  fragment OrderFileRow on OrderFile {
    id
    kind
    originalName
    mimeType
    sizeBytes
    createdAt
    downloadUrl
  }
`);
