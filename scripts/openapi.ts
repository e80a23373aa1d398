/**
 * Regenerates openapi/openapi.json from the route schemas (npm run openapi).
 * test/http-openapi.test.ts fails when the committed copy differs from what the routes generate.
 */
import { writeFileSync } from 'node:fs'
import { buildApp } from '../src/app.js'
import { openDatabase } from '../src/store/database.js'

export const OPENAPI_PATH = new URL('../openapi/openapi.json', import.meta.url)

const database = await openDatabase({ dataDir: 'memory://' })
const app = await buildApp({ database })
await app.ready()
writeFileSync(OPENAPI_PATH, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await database.close()
console.log(`wrote ${OPENAPI_PATH.pathname}`)
