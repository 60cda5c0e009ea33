// Server start on Node: refuse to run without a usable secret, then bring the
// database to the current schema and reference content before the first request.
import { prepareDatabase } from '@/lib/db/prepare'
import { getAuthSecret } from '@/lib/env'

getAuthSecret()
if (process.env.SKIP_DATABASE_PREPARE !== '1') {
  await prepareDatabase({ log: (line) => process.stdout.write(line + '\n') })
}
