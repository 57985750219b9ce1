import { openApiDocument } from '@/server/api/openapi';
import { documentedEndpoints, documentedQueryEndpoints } from './documented-endpoints';

export const dynamic = 'force-static';

/** The API's OpenAPI 3.1 document, generated from the same zod schemas the routes and forms use. */
export function GET() {
  return Response.json(
    openApiDocument(documentedEndpoints, documentedQueryEndpoints, {
      title: 'Konew website API',
      version: '2.0.0',
    }),
    {
      headers: { 'Cache-Control': 'public, max-age=300' },
    },
  );
}
