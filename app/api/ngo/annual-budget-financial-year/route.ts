// GET /api/ngo/annual-budget-financial-year – list financial years, newest first
import { handle, ok } from '@/lib/api/respond'
import { listFinancialYears } from '@/lib/content/reference'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Financial years', { financialYears: await listFinancialYears() }))
