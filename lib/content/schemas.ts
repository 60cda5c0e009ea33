import { z } from 'zod'

export const OPTION_TYPES = ['target-group', 'thematic-scope'] as const
export type OptionType = (typeof OPTION_TYPES)[number]

export const optionTypeQuery = z.object({
  type: z.enum(OPTION_TYPES, { message: 'type must be target-group or thematic-scope' }),
  active: z.enum(['true', 'false']).optional(),
})

export const translationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // Without a limit the whole dictionary comes back (the client loads it at start).
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  search: z.string().trim().max(200).optional(),
})
