// What a text costs: gateways bill per segment. Text in the GSM 7-bit alphabet
// fits 160 characters in one SMS (153 a part when split); anything else,
// Devanagari included, travels as UCS-2: 70 characters (67 a part).
const GSM_7BIT = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/

export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; characters: number; segments: number } {
  if (GSM_7BIT.test(text)) {
    // ^ { } \ [ ~ ] | € take two septets.
    const characters = [...text].reduce((sum, character) => sum + ('^{}\\[~]|€'.includes(character) ? 2 : 1), 0)
    return { encoding: 'GSM-7', characters, segments: characters <= 160 ? 1 : Math.ceil(characters / 153) }
  }
  const characters = text.length // UTF-16 code units: what UCS-2 carries
  return { encoding: 'UCS-2', characters, segments: characters <= 70 ? 1 : Math.ceil(characters / 67) }
}
