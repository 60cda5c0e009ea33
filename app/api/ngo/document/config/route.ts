// GET /api/ngo/document/config – list document types
import { handle, ok } from '@/lib/api/respond'
import { listDocumentConfigs } from '@/lib/content/reference'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Document configs', { documentConfigs: await listDocumentConfigs() }))
