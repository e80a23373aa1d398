#!/usr/bin/env node
// Generates src/schema.d.ts, the types of every path, operation and schema, from the service's
// committed OpenAPI document (openapi/openapi.json, itself generated from the route schemas).
// Run by `npm run generate` here, and by the service's `npm run openapi` after it rewrites the document.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const OPENAPI_DOCUMENT = new URL('../../../openapi/openapi.json', import.meta.url)
export const SCHEMA_TYPES = new URL('../src/schema.d.ts', import.meta.url)

/** The text of src/schema.d.ts for the OpenAPI document at `document`. */
export async function generateSchemaTypes(document = OPENAPI_DOCUMENT) {
  return astToString(await openapiTS(JSON.parse(readFileSync(document, 'utf8'))))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_TYPES, await generateSchemaTypes())
  console.log(`wrote ${fileURLToPath(SCHEMA_TYPES)}`)
}
