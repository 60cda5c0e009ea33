// The invitation code's length, without zod: the join form on /profile shows
// it at first load and loads the schemas (schemas.ts, which re-exports it)
// only when it is sent (decision 104).

export const INVITATION_CODE_LENGTH = 8
