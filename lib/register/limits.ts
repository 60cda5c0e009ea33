// Limits of the register import. No I/O here: the import page checks a file's size before sending it.

/** The largest file the import takes (enforced while the upload streams in). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024
/** Data rows (not counting the header) one import takes. */
export const MAX_IMPORT_ROWS = 5000
/** Columns read from a file; a wider sheet is not a register. */
export const MAX_IMPORT_COLUMNS = 200
/** What a workbook may unpack to: far more than 5 000 rows of a register need. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024
