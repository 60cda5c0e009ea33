import type { Label } from './types'

// The super administrator's NGO list: its downloads and the claims to review,
// with the API's messages about claims (lib/register/messages.ts).
export const REGISTER_LIST_LABELS: Record<string, Label> = {
  // the content menu's entry for the import
  Import: { nepali: 'आयात' },
  'Bring the municipality’s existing list of NGOs in from a spreadsheet.': { nepali: 'नगरपालिकासँग भएको संस्थाहरूको सूची स्प्रेडसिटबाट भित्र्याउनुहोस्।' },
  'Download this list': { nepali: 'यो सूची डाउनलोड गर्नुहोस्' },
  'Download (CSV)': { nepali: 'डाउनलोड (CSV)' },
  'Download (XLSX)': { nepali: 'डाउनलोड (XLSX)' },
  'Claims to review': { nepali: 'जाँच गर्नुपर्ने दाबीहरू' },
  'People who signed up with the DAO Registration No. of a profile no account owns, from another mobile than its contact or head person’s.': {
    nepali: 'कुनै खातासँग नजोडिएको प्रोफाइलको जिल्ला प्रशासन कार्यालय दर्ता नम्बरमा, सम्पर्क वा प्रमुख व्यक्तिको भन्दा फरक मोबाइलबाट दर्ता भएका व्यक्तिहरू।',
  },
  'No claims to review.': { nepali: 'जाँच गर्नुपर्ने दाबी छैन।' },
  Claimant: { nepali: 'दाबी गर्ने' },
  'Profile claimed': { nepali: 'दाबी गरिएको प्रोफाइल' },
  'Mobiles on the profile': { nepali: 'प्रोफाइलमा भएका मोबाइल' },
  Claimed: { nepali: 'दाबी गरिएको मिति' },
  Approve: { nepali: 'स्वीकृत गर्नुहोस्' },
  Refuse: { nepali: 'अस्वीकृत गर्नुहोस्' },
  'Give this profile to {name}? They are told by SMS.': { nepali: 'यो प्रोफाइल {name} लाई दिने? उहाँलाई SMS बाट जानकारी दिइनेछ।' },
  'Refuse the claim of {name}? They are told by SMS.': { nepali: '{name} को दाबी अस्वीकृत गर्ने? उहाँलाई SMS बाट जानकारी दिइनेछ।' },
  'Failed to decide the claim': { nepali: 'दाबीको निर्णय गर्न सकिएन' },
  // REGISTER_MESSAGES of the claims
  'Claim not found': { nepali: 'दाबी भेटिएन' },
  'This claim has already been decided': { nepali: 'यो दाबीको निर्णय भइसकेको छ' },
  'The profile already belongs to an account': { nepali: 'प्रोफाइल पहिले नै कुनै खातासँग जोडिएको छ' },
  'The person already has a profile': { nepali: 'उहाँको पहिले नै प्रोफाइल छ' },
  'Claim approved: the profile now belongs to the person': { nepali: 'दाबी स्वीकृत भयो: प्रोफाइल अब उहाँको खातासँग जोडियो' },
  'Claim refused': { nepali: 'दाबी अस्वीकृत भयो' },
  'The decision is saved, but the SMS could not be sent': { nepali: 'निर्णय सुरक्षित भयो, तर SMS पठाउन सकिएन' },
}
