/** Whether a saved website is a web address a page may link to (anything else is shown as typed). */
export const isWebAddress = (value: string | null | undefined): value is string => !!value && /^https?:\/\//i.test(value)
