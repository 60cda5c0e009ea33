import type { Label } from './types'

// The SMS notice of the NGO list (decision 091): the form, its preview and
// outcome, and the messages of its API.
export const NOTICE_LABELS: Record<string, Label> = {
  'Send a notice by SMS': { nepali: 'SMS बाट सूचना पठाउनुहोस्' },
  'A notice by SMS to the NGOs of this filter': { nepali: 'यो छनोटका संस्थाहरूलाई SMS बाट सूचना' },
  'Text of the notice': { nepali: 'सूचनाको पाठ' },
  '{count} characters, {parts} SMS parts': { nepali: '{count} अक्षर, {parts} SMS भाग' },
  'At most 3 SMS parts. Nepali text: 70 characters in one part, 67 a part when longer; English: 160 and 153.': {
    nepali: 'बढीमा ३ SMS भाग। नेपाली पाठ: एक भागमा ७० अक्षर, लामो भए भागैपिच्छे ६७; अङ्ग्रेजी: १६० र १५३।',
  },
  Preview: { nepali: 'पूर्वावलोकन' },
  'NGOs of this filter': { nepali: 'यो छनोटका संस्था' },
  'NGOs with a mobile (who get it)': { nepali: 'मोबाइल भएका संस्था (सूचना पाउने)' },
  'SMS parts per message': { nepali: 'प्रति सन्देश SMS भाग' },
  'SMS parts in all': { nepali: 'जम्मा SMS भाग' },
  'Left of today’s SMS budget': { nepali: 'आजको SMS बजेटमा बाँकी' },
  'This notice does not fit in what is left of today’s budget.': { nepali: 'यो सूचना आजको बाँकी बजेटमा अटाउँदैन।' },
  'Send the notice': { nepali: 'सूचना पठाउनुहोस्' },
  'Change the text': { nepali: 'पाठ बदल्नुहोस्' },
  'Sending: {sent} of {count} sent, {failed} failed.': { nepali: 'पठाउँदै: {count} मध्ये {sent} पठाइयो, {failed} असफल।' },
  'Sent: {sent} of {count}, {failed} failed.': { nepali: 'पठाइयो: {count} मध्ये {sent}, {failed} असफल।' },
  'Choose a filter first: a notice is not sent to every NGO at once.': { nepali: 'पहिले छनोट गर्नुहोस्: सबै संस्थालाई एकैपटक सूचना पठाइँदैन।' },
}

export const NOTICE_MESSAGE_LABELS: Record<string, Label> = {
  'Notice preview': { nepali: 'सूचनाको पूर्वावलोकन' },
  'Notice accepted: sending': { nepali: 'सूचना स्वीकार भयो: पठाउँदै' },
  'SMS notice': { nepali: 'SMS सूचना' },
  'Notice not found': { nepali: 'सूचना भेटिएन' },
  'Choose at least one filter: a notice is not sent to every NGO at once': { nepali: 'कम्तीमा एउटा छनोट गर्नुहोस्: सबै संस्थालाई एकैपटक सूचना पठाइँदैन' },
  'Write the text of the notice': { nepali: 'सूचनाको पाठ लेख्नुहोस्' },
  'The notice may take at most 3 SMS parts: 201 Nepali or 459 English characters': { nepali: 'सूचना बढीमा ३ SMS भागको हुन सक्छ: नेपाली २०१ वा अङ्ग्रेजी ४५९ अक्षर' },
  'Send the number of NGOs the preview showed': { nepali: 'पूर्वावलोकनले देखाएको संस्थाको सङ्ख्या पठाउनुहोस्' },
  'The NGOs of this filter have changed since the preview: preview again': { nepali: 'पूर्वावलोकनपछि यो छनोटका संस्था बदलिएका छन्: फेरि पूर्वावलोकन गर्नुहोस्' },
  'No NGO of this filter has a mobile number': { nepali: 'यो छनोटको कुनै संस्थाको मोबाइल नम्बर छैन' },
  'This notice needs more SMS parts than are left of today’s budget': { nepali: 'यो सूचनालाई आजको बजेटमा बाँकीभन्दा बढी SMS भाग चाहिन्छ' },
}
