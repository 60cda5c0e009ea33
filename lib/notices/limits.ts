// Shared by the notice's API and its form: the most SMS parts a notice may take per NGO.
// 3 parts are 201 Nepali or 459 English characters (lib/sms/segments.ts).
export const NOTICE_MAX_PARTS = 3
