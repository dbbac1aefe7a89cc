import './monaco-workers';
import 'graphiql/style.css';
import './graphiql.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const DEFAULT_QUERY = `# The office's GraphQL API. Public queries need
# no token. For the others, paste into Headers
# below (the token from POST /api/v1/auth/login):
#   {"Authorization": "Bearer <access_token>"}

query Services {
  services {
    id
    nameEn
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} defaultEditorToolsVisibility="headers" />
  </StrictMode>,
);
