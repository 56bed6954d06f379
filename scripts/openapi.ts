/** Writes what is generated from the catalogue (`npm run openapi`): openapi.json and the SDK's operation table. */
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../functions/openapi';
import { sdkOperationsSource } from '../functions/sdk';

writeFileSync('openapi.json', JSON.stringify(openApiDocument(), null, 2) + '\n');
writeFileSync('client/operations.ts', sdkOperationsSource());
process.stdout.write('openapi.json and client/operations.ts written\n');
