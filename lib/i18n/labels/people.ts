import type { Label } from './types'

// An NGO's people (decisions 092 and 093): the People section of /profile,
// joining with an invitation code, the super administrator's handover on
// /profile/{id}, and the messages of their API.
export const PEOPLE_LABELS: Record<string, Label> = {
  People: { nepali: 'व्यक्तिहरू' },
  'People of the NGO': { nepali: 'संस्थाका व्यक्तिहरू' },
  'NGO admin': { nepali: 'संस्थाको प्रशासक' },
  'NGO member': { nepali: 'संस्थाको सदस्य' },
  'Everyone here signs in with their own mobile number and password and can edit this profile. As an NGO admin you invite people, make them NGO admins and remove them.': {
    nepali: 'यहाँका सबैजना आफ्नै मोबाइल नम्बर र पासवर्डले लगइन गरी यो प्रोफाइल सम्पादन गर्न सक्नुहुन्छ। संस्थाको प्रशासकका रूपमा तपाईं व्यक्तिहरूलाई निम्तो दिन, संस्थाको प्रशासक बनाउन र हटाउन सक्नुहुन्छ।',
  },
  'Everyone here signs in with their own mobile number and password and can edit this profile. Only an NGO admin can invite or remove people.': {
    nepali: 'यहाँका सबैजना आफ्नै मोबाइल नम्बर र पासवर्डले लगइन गरी यो प्रोफाइल सम्पादन गर्न सक्नुहुन्छ। संस्थाको प्रशासकले मात्र व्यक्तिहरूलाई निम्तो दिन वा हटाउन सक्नुहुन्छ।',
  },
  'The people who sign in to edit this profile. When none of its NGO admins can act, make another person its NGO admin below.': {
    nepali: 'यो प्रोफाइल सम्पादन गर्न लगइन गर्ने व्यक्तिहरू। संस्थाका कुनै पनि प्रशासकले काम गर्न नसक्दा तल अर्को व्यक्तिलाई संस्थाको प्रशासक बनाउनुहोस्।',
  },
  'Show the people and the handover': { nepali: 'व्यक्तिहरू र हस्तान्तरण हेर्नुहोस्' },
  Role: { nepali: 'भूमिका' },
  'Last sign-in': { nepali: 'अन्तिम लगइन' },
  you: { nepali: 'तपाईं' },
  'Contact for the municipality’s SMS': { nepali: 'नगरपालिकाको SMS पाउने सम्पर्क' },
  Never: { nepali: 'कहिल्यै भएको छैन' },
  Leave: { nepali: 'छोड्नुहोस्' },
  'Leave this NGO': { nepali: 'यो संस्था छोड्नुहोस्' },
  'Make member': { nepali: 'सदस्य बनाउनुहोस्' },
  'Make NGO admin': { nepali: 'संस्थाको प्रशासक बनाउनुहोस्' },
  'Make {name} a member': { nepali: '{name}लाई सदस्य बनाउनुहोस्' },
  'Make {name} an NGO admin': { nepali: '{name}लाई संस्थाको प्रशासक बनाउनुहोस्' },
  'Remove {name}': { nepali: '{name}लाई हटाउनुहोस्' },
  'Remove from the NGO': { nepali: 'संस्थाबाट हटाउनुहोस्' },
  'Invitations waiting': { nepali: 'स्वीकार हुन बाँकी निम्तो' },
  'Sent on': { nepali: 'पठाएको मिति' },
  'Valid until': { nepali: 'मान्य रहने मिति' },
  'by {name}': { nepali: '{name}ले' },
  'Cancel the invitation': { nepali: 'निम्तो रद्द गर्नुहोस्' },
  'Cancel the invitation to {mobile}': { nepali: '{mobile} को निम्तो रद्द गर्नुहोस्' },
  'Keep the invitation': { nepali: 'निम्तो कायम राख्नुहोस्' },
  'Cancel the invitation to {mobile}? Its code will no longer work.': { nepali: '{mobile} को निम्तो रद्द गर्ने? यसको कोडले अब काम गर्दैन।' },
  'Leave this NGO? You can no longer edit its profile unless you are invited again.': { nepali: 'यो संस्था छोड्ने? फेरि निम्तो नपाएसम्म तपाईं यसको प्रोफाइल सम्पादन गर्न सक्नुहुन्न।' },
  'Remove {name} from this NGO? They are signed out at once and can no longer edit this profile.': {
    nepali: '{name}लाई यो संस्थाबाट हटाउने? उहाँ तुरुन्तै लगआउट हुनुहुनेछ र यो प्रोफाइल सम्पादन गर्न सक्नुहुनेछैन।',
  },
  'Make {name} an NGO admin? They can then invite, remove and change the roles of people.': {
    nepali: '{name}लाई संस्थाको प्रशासक बनाउने? त्यसपछि उहाँ व्यक्तिहरूलाई निम्तो दिन, हटाउन र तिनको भूमिका बदल्न सक्नुहुन्छ।',
  },
  'Make {name} a member? They can still edit the profile, but no longer manage its people.': {
    nepali: '{name}लाई सदस्य बनाउने? उहाँ प्रोफाइल सम्पादन गर्न सक्नुहुन्छ, तर व्यक्तिहरूको व्यवस्थापन गर्न सक्नुहुन्न।',
  },
  'Invite a person': { nepali: 'व्यक्तिलाई निम्तो दिनुहोस्' },
  'They get an SMS with a code, valid for 48 hours. They register (or log in) with that mobile number and enter the code on My Profile.': {
    nepali: 'उहाँले ४८ घण्टा मान्य कोडसहितको SMS पाउनुहुन्छ। त्यही मोबाइल नम्बरले दर्ता (वा लगइन) गरी "मेरो प्रोफाइल" मा कोड हाल्नुहुन्छ।',
  },
  'Send the invitation': { nepali: 'निम्तो पठाउनुहोस्' },
  'Invitations left today: {left} of {count}': { nepali: 'आज बाँकी निम्तो: {count} मध्ये {left}' },
  // joining with a code
  'Join your NGO': { nepali: 'आफ्नो संस्थामा सामेल हुनुहोस्' },
  'Did your NGO invite you? Enter the 8-digit invitation code from the SMS to edit its profile with your own sign-in.': {
    nepali: 'तपाईंको संस्थाले निम्तो दिएको हो? आफ्नै लगइनबाट यसको प्रोफाइल सम्पादन गर्न SMS मा आएको ८ अङ्कको निम्तो कोड हाल्नुहोस्।',
  },
  'Invitation code': { nepali: 'निम्तो कोड' },
  Join: { nepali: 'सामेल हुनुहोस्' },
  // the handover (super administrator)
  'Hand over the profile': { nepali: 'प्रोफाइल हस्तान्तरण गर्नुहोस्' },
  'Make one of its people, or a verified person in no NGO who signed up with its DAO registration number, its NGO admin. The current NGO admins become members, are signed out and are told by SMS.': {
    nepali: 'यसका व्यक्तिमध्ये कसैलाई, वा यसको जिल्ला प्रशासन कार्यालय दर्ता नं. दिएर दर्ता भएका र कुनै संस्थामा नरहेका प्रमाणित व्यक्तिलाई संस्थाको प्रशासक बनाउनुहोस्। अहिलेका प्रशासकहरू सदस्य हुनुहुनेछ, लगआउट हुनुहुनेछ र SMS बाट जानकारी पाउनुहुनेछ।',
  },
  'Nobody can take over this profile yet: no one belongs to it, and no verified person in no NGO signed up with its DAO registration number.': {
    nepali: 'अहिले कसैले यो प्रोफाइल लिन सक्दैन: यसमा कोही छैन, र यसको जिल्ला प्रशासन कार्यालय दर्ता नं. दिएर दर्ता भएका, कुनै संस्थामा नरहेका प्रमाणित व्यक्ति पनि छैनन्।',
  },
  'New NGO admin': { nepali: 'संस्थाको नयाँ प्रशासक' },
  'Choose the person who takes over': { nepali: 'जिम्मा लिने व्यक्ति छान्नुहोस्' },
  'People of this NGO': { nepali: 'यो संस्थाका व्यक्तिहरू' },
  'Signed up with its DAO registration number': { nepali: 'यसको जिल्ला प्रशासन कार्यालय दर्ता नं. दिएर दर्ता भएका' },
  'Reason for the handover': { nepali: 'हस्तान्तरणको कारण' },
  'Recorded in the action log, e.g. the decision of the general assembly.': { nepali: 'कार्य विवरणमा राखिन्छ, जस्तै साधारण सभाको निर्णय।' },
  'Make {name} the NGO admin of this profile? The current NGO admins become members and are signed out.': {
    nepali: '{name}लाई यो प्रोफाइलको संस्थाको प्रशासक बनाउने? अहिलेका प्रशासकहरू सदस्य हुनुहुनेछ र लगआउट हुनुहुनेछ।',
  },
  'The former NGO admins were told by SMS.': { nepali: 'पहिलेका प्रशासकहरूलाई SMS बाट जानकारी दिइयो।' },
  'There was no former NGO admin to tell.': { nepali: 'जानकारी दिनुपर्ने पहिलेको कुनै प्रशासक थिएन।' },
  "The SMS to the former NGO admins was not sent: today's SMS budget is spent.": { nepali: 'पहिलेका प्रशासकहरूलाई SMS पठाइएन: आजको SMS बजेट सकियो।' },
  'The SMS to the former NGO admins could not be sent.': { nepali: 'पहिलेका प्रशासकहरूलाई SMS पठाउन सकिएन।' },
}

// What the API of an NGO's people answers (lib/people/messages.ts).
export const PEOPLE_MESSAGE_LABELS: Record<string, Label> = {
  'People who can take over': { nepali: 'जिम्मा लिन सक्ने व्यक्तिहरू' },
  'Invitation sent': { nepali: 'निम्तो पठाइयो' },
  'Invitation cancelled': { nepali: 'निम्तो रद्द गरियो' },
  'You have joined the NGO': { nepali: 'तपाईं संस्थामा सामेल हुनुभयो' },
  'Role changed': { nepali: 'भूमिका बदलियो' },
  'Removed from the NGO: every session of theirs has ended': { nepali: 'संस्थाबाट हटाइयो: उहाँका सबै सत्र समाप्त भए' },
  'You have left the NGO': { nepali: 'तपाईंले संस्था छोड्नुभयो' },
  'Handed over: the new NGO admin can sign in': { nepali: 'हस्तान्तरण भयो: संस्थाको नयाँ प्रशासकले लगइन गर्न सक्नुहुन्छ' },
  'Handed over, but the SMS to the former NGO admins could not be sent': { nepali: 'हस्तान्तरण भयो, तर पहिलेका प्रशासकहरूलाई SMS पठाउन सकिएन' },
  'Only an NGO admin of this profile can do this': { nepali: 'यो काम यो प्रोफाइलको संस्थाको प्रशासकले मात्र गर्न सक्नुहुन्छ' },
  'A profile always keeps at least one NGO admin: make someone else an NGO admin first': {
    nepali: 'प्रोफाइलमा सधैँ कम्तीमा एक जना संस्थाको प्रशासक रहनुपर्छ: पहिले अरू कसैलाई संस्थाको प्रशासक बनाउनुहोस्',
  },
  'Person Not Found': { nepali: 'व्यक्ति भेटिएन' },
  'Invitation Not Found': { nepali: 'निम्तो भेटिएन' },
  'This mobile number already belongs to a person of this NGO': { nepali: 'यो मोबाइल नम्बर यस संस्थाकै व्यक्तिको हो' },
  'An NGO may send at most 10 invitations a day. Please try again tomorrow.': { nepali: 'एउटा संस्थाले दिनमा बढीमा १० निम्तो पठाउन सक्छ। भोलि फेरि प्रयास गर्नुहोस्।' },
  'At most 10 invitations may wait at once: cancel one first': { nepali: 'एकैपटक बढीमा १० निम्तो बाँकी रहन सक्छन्: पहिले एउटा रद्द गर्नुहोस्' },
  'An invitation is sent by SMS: enter a mobile number': { nepali: 'निम्तो SMS बाट जान्छ: मोबाइल नम्बर हाल्नुहोस्' },
  'role must be admin or user': { nepali: 'भूमिका संस्थाको प्रशासक वा सदस्य हुनुपर्छ' },
  'Invitation code is required': { nepali: 'निम्तो कोड आवश्यक छ' },
  'The invitation code is 8 digits': { nepali: 'निम्तो कोड ८ अङ्कको हुन्छ' },
  'The invitation code is wrong or has expired': { nepali: 'निम्तो कोड मिलेन वा यसको म्याद सकियो' },
  'You already belong to an NGO. Leave it before you join another': { nepali: 'तपाईं पहिले नै एउटा संस्थामा हुनुहुन्छ। अर्कोमा सामेल हुनुअघि त्यो छोड्नुहोस्' },
  'Write the reason for the handover': { nepali: 'हस्तान्तरणको कारण लेख्नुहोस्' },
  'The reason may be at most 500 characters': { nepali: 'कारण बढीमा ५०० अक्षरको हुन सक्छ' },
  'This person cannot take over this profile: choose one of its people, or a verified person in no NGO who signed up with its DAO registration number': {
    nepali: 'यो व्यक्तिले यो प्रोफाइल लिन सक्नुहुन्न: यसका व्यक्तिमध्ये कसैलाई, वा यसको जिल्ला प्रशासन कार्यालय दर्ता नं. दिएर दर्ता भएका, कुनै संस्थामा नरहेका प्रमाणित व्यक्तिलाई छान्नुहोस्',
  },
  'This person is already the only NGO admin of this profile': { nepali: 'यो व्यक्ति पहिले नै यो प्रोफाइलको एक मात्र संस्थाको प्रशासक हुनुहुन्छ' },
}
