/** Writes openapi.json from the route table and the operation specs (`npm run openapi`). */
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../functions/openapi';

writeFileSync('openapi.json', JSON.stringify(openApiDocument(), null, 2) + '\n');
process.stdout.write('openapi.json written\n');
