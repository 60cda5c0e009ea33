import type { Label } from './types'

// Possible duplicates and merges (decisions 094, 095): the list on the super
// administrator's NGO list, its merge and dismissal, and the messages of
// lib/profile/duplicate-messages.ts.
export const DUPLICATE_LABELS: Record<string, Label> = {
  'Possible duplicates': { nepali: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू' },
  'Profiles with the same DAO Registration No., a phone in common, or names a few letters apart (in Nepali, English or romanised). Merge the two profiles of one organisation, or mark two organisations as different.': {
    nepali: 'उही जिल्ला प्रशासन कार्यालय दर्ता नम्बर, साझा फोन, वा केही अक्षर मात्र फरक नाम (नेपाली, अङ्ग्रेजी वा रोमनमा) भएका प्रोफाइलहरू। एउटै संस्थाका दुई प्रोफाइल गाभ्नुहोस्, वा फरक संस्था भए सो जनाउनुहोस्।',
  },
  'Show possible duplicates': { nepali: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू देखाउनुहोस्' },
  'Looking for possible duplicates…': { nepali: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू खोजिँदैछ…' },
  'No possible duplicates.': { nepali: 'दोहोरिएका हुन सक्ने प्रोफाइल छैनन्।' },
  'One pair of profiles may be one organisation.': { nepali: 'एक जोडी प्रोफाइल एउटै संस्थाका हुन सक्छन्।' },
  '{count} pairs of profiles may be one organisation.': { nepali: '{count} जोडी प्रोफाइल एउटै संस्थाका हुन सक्छन्।' },
  'Pair {count}': { nepali: 'जोडी {count}' },
  'Why they may be one organisation': { nepali: 'एउटै संस्था हुन सक्ने कारण' },
  'Same DAO Registration No.': { nepali: 'उही जिल्ला प्रशासन कार्यालय दर्ता नम्बर' },
  'A phone in common': { nepali: 'साझा फोन नम्बर' },
  'Similar name': { nepali: 'मिल्दोजुल्दो नाम' },
  Phones: { nepali: 'फोनहरू' },
  'owned by no account': { nepali: 'कुनै खातासँग नजोडिएको' },
  'Registered in the portal': { nepali: 'पोर्टलमा दर्ता मिति' },
  'Merge…': { nepali: 'गाभ्नुहोस्…' },
  'Not a duplicate': { nepali: 'दोहोरिएको होइन' },
  'Show more': { nepali: 'थप देखाउनुहोस्' },
  'Merge two profiles': { nepali: 'दुई प्रोफाइल गाभ्नुहोस्' },
  'Merge the profiles': { nepali: 'प्रोफाइलहरू गाभ्नुहोस्' },
  'Mark as different organisations': { nepali: 'फरक संस्था भनी जनाउनुहोस्' },
  'Which profile stays?': { nepali: 'कुन प्रोफाइल रहने?' },
  'The other profile’s sections, documents, audit reports, files and history move to the profile that stays, and its address leads there. Rows both profiles have (a budget of the same fiscal year, a document of the same type) are kept aside in the merge record, never deleted. This cannot be undone.': {
    nepali: 'अर्को प्रोफाइलका खण्ड, कागजात, लेखापरीक्षण प्रतिवेदन, फाइल र इतिहास रहने प्रोफाइलमा सर्छन्, र त्यसको ठेगानाले रहने प्रोफाइलमा लैजान्छ। दुवै प्रोफाइलमा भएका पङ्क्ति (एउटै आर्थिक वर्षको बजेट, एउटै प्रकारको कागजात) गाभ्दाको अभिलेखमा छुट्टै राखिन्छन्, कहिल्यै मेटिँदैनन्। यो फिर्ता गर्न सकिँदैन।',
  },
  'Mark {name} and {other} as two different organisations? The pair leaves this list.': { nepali: '{name} र {other} लाई दुई फरक संस्था भनी जनाउने? यो जोडी यस सूचीबाट हट्छ।' },
  '{count} rows both profiles had were set aside in the merge record.': { nepali: 'दुवै प्रोफाइलमा भएका {count} पङ्क्ति गाभ्दाको अभिलेखमा छुट्टै राखिए।' },
  'Failed to load the possible duplicates': { nepali: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू लोड गर्न सकिएन' },
  'Failed to merge the profiles': { nepali: 'प्रोफाइलहरू गाभ्न सकिएन' },
  'Failed to dismiss the pair': { nepali: 'जोडी हटाउन सकिएन' },
  // the claims to review
  'The claimant’s mobile is a phone of': { nepali: 'दाबी गर्नेको मोबाइल यी प्रोफाइलको फोन हो' },
  // the action log
  'Marked as not a duplicate': { nepali: 'दोहोरिएको होइन भनी जनायो' },
  // DUPLICATE_MESSAGES (lib/profile/duplicate-messages.ts)
  'Choose two different profiles': { nepali: 'दुई फरक प्रोफाइल छान्नुहोस्' },
  'These two profiles are not listed as possible duplicates': { nepali: 'यी दुई प्रोफाइल दोहोरिएका हुन सक्ने सूचीमा छैनन्' },
  'Marked as two different organisations': { nepali: 'दुई फरक संस्था भनी जनाइयो' },
  'A profile cannot be merged into itself': { nepali: 'प्रोफाइललाई आफैँमा गाभ्न सकिँदैन' },
  'This profile was already merged into another one': { nepali: 'यो प्रोफाइल पहिले नै अर्को प्रोफाइलमा गाभिइसकेको छ' },
  'The profile to keep was itself merged into another one': { nepali: 'रहने भनिएको प्रोफाइल आफैँ अर्को प्रोफाइलमा गाभिइसकेको छ' },
  'The merge does not know every table that names profiles: nothing was merged': { nepali: 'प्रोफाइल जनाउने सबै तालिका गाभ्ने प्रक्रियालाई थाहा छैन: केही पनि गाभिएन' },
  'Profiles merged': { nepali: 'प्रोफाइलहरू गाभिए' },
}
