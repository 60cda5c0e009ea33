export type Label = { nepali: string; hint?: string }
