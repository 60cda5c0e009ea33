import type { Label } from './types'

// Sign-in, sign-up, verification and recovery screens, and their messages.
export const AUTH_LABELS: Record<string, Label> = {
  // headings and navigation
  'Sign in': { nepali: 'लगइन' },
  'Sign in as': { nepali: 'यस रूपमा लगइन' },
  User: { nepali: 'प्रयोगकर्ता', hint: 'Sign-in mode: an NGO user' },
  Admin: { nepali: 'एडमिन', hint: 'Sign-in mode: the super administrator' },
  Registration: { nepali: 'दर्ता' },
  'Sign up': { nepali: 'दर्ता गर्नुहोस्' },
  "Don't have an account?": { nepali: 'खाता छैन?' },
  'Already have an account?': { nepali: 'खाता छ?' },
  'Mobile Number Verification': { nepali: 'मोबाइल नम्बर प्रमाणीकरण' },
  'Reset Password': { nepali: 'पासवर्ड परिवर्तन' },
  'Forgot password?': { nepali: 'पासवर्ड बिर्सनुभयो?' },
  // fields
  'Full Name': { nepali: 'पूरा नाम' },
  Password: { nepali: 'पासवर्ड' },
  'Confirm Password': { nepali: 'पासवर्ड पुष्टि' },
  'New Password': { nepali: 'नयाँ पासवर्ड' },
  'Verification Code': { nepali: 'प्रमाणीकरण कोड' },
  '6-digit code': { nepali: '६ अंकको कोड' },
  'At least 8 characters; a common password is not accepted.': { nepali: 'कम्तीमा ८ अक्षर; सामान्य पासवर्ड स्वीकार्य छैन।' },
  // buttons
  Verify: { nepali: 'प्रमाणित गर्नुहोस्' },
  'Resend Code': { nepali: 'कोड फेरि पठाउनुहोस्' },
  Back: { nepali: 'पछाडि' },
  'Update Password': { nepali: 'पासवर्ड परिवर्तन गर्नुहोस्' },
  'Please wait…': { nepali: 'कृपया पर्खनुहोस्…' },
  // explanations
  'Enter the 6-digit code sent by SMS to': { nepali: 'SMS मार्फत पठाइएको ६ अंकको कोड लेख्नुहोस्, मोबाइल नम्बर:' },
  "Didn't receive the code?": { nepali: 'कोड प्राप्त भएन?' },
  'If this number already had an account, the SMS says so instead of giving a code.': {
    nepali: 'यो नम्बरमा पहिले नै खाता भए SMS मा कोडको सट्टा सोही जानकारी आउनेछ।',
  },
  // the sign-up's warning of an organisation already registered (decision 094)
  'An organisation with this DAO Registration No. is already in the registry:': { nepali: 'यो जिल्ला प्रशासन कार्यालय दर्ता नम्बर भएको संस्था पहिले नै अभिलेखमा छ:' },
  'If it is your organisation, do not create a second profile: ask the person who keeps its profile, or the municipality, to give you access. If it is not, check the number you typed.': {
    nepali: 'यदि यो तपाईंको संस्था हो भने दोस्रो प्रोफाइल नबनाउनुहोस्: यसको प्रोफाइल राख्ने व्यक्ति वा नगरपालिकालाई पहुँच दिन अनुरोध गर्नुहोस्। होइन भने, तपाईंले लेखेको नम्बर जाँच गर्नुहोस्।',
  },
  'Step 1 of 2: code': { nepali: 'चरण १/२: कोड' },
  'Step 2 of 2: new password': { nepali: 'चरण २/२: नयाँ पासवर्ड' },
  'Go to verification?': { nepali: 'प्रमाणीकरणमा जाने?' },
  'Go to verification': { nepali: 'प्रमाणीकरणमा जानुहोस्' },
  'Not now': { nepali: 'अहिले होइन' },
  'On the verification page, enter the code that came by SMS, or ask for a new one.': { nepali: 'प्रमाणीकरण पृष्ठमा SMS मा आएको कोड लेख्नुहोस्, वा नयाँ कोड माग्नुहोस्।' },
  'Send the code': { nepali: 'कोड पठाउनुहोस्' },
  'Get Reset Code in Mobile Number': { nepali: 'यो मोबाइल नम्बरमा पासवर्ड परिवर्तन कोड पठाउने?' },
  // toasts (spec sections 8 and 9)
  'Login Success !': { nepali: 'लगइन सफल भयो !' },
  'Registration Success !': { nepali: 'दर्ता सफल भयो !' },
  'Verification Success': { nepali: 'प्रमाणीकरण सफल भयो' },
  'Password Update Success': { nepali: 'पासवर्ड परिवर्तन सफल भयो' },
  'Verification code sent to your mobile number.': { nepali: 'प्रमाणीकरण कोड तपाईंको मोबाइल नम्बरमा पठाइयो।' },
  'Failed :': { nepali: 'असफल :' },
  'Verification Failed:': { nepali: 'प्रमाणीकरण असफल:' },
  'Password Update Failed:': { nepali: 'पासवर्ड परिवर्तन असफल:' },
  'Failed to register. Please try again later!': { nepali: 'दर्ता हुन सकेन। कृपया पछि फेरि प्रयास गर्नुहोस्!' },
  'Failed to Login. Please try again later!': { nepali: 'लगइन हुन सकेन। कृपया पछि फेरि प्रयास गर्नुहोस्!' },
  // messages from the server and the shared validation
  // What a page says for the API's 'Mobile Number Not Verified' (lib/i18n/people-messages.ts).
  'Your mobile number is not verified yet.': { nepali: 'तपाईंको मोबाइल नम्बर अझै प्रमाणित भएको छैन।' },
  'Invalid credentials. Please check and try again.': { nepali: 'विवरण मिलेन। कृपया जाँचेर फेरि प्रयास गर्नुहोस्।' },
  'Too many failed sign-in attempts. Please try again later.': { nepali: 'धेरै पटक गलत प्रयास भयो। कृपया केही समयपछि प्रयास गर्नुहोस्।' },
  'Invalid or expired verification code': { nepali: 'कोड गलत छ वा म्याद सकिएको छ' },
  'Too many wrong codes. Please try again later.': { nepali: 'धेरै पटक गलत कोड हालियो। कृपया केही समयपछि प्रयास गर्नुहोस्।' },
  'Too many codes were asked for from your network. Please try again later.': {
    nepali: 'तपाईंको नेटवर्कबाट धेरै कोड मागियो। कृपया केही समयपछि प्रयास गर्नुहोस्।',
  },
  'The portal has sent all the SMS it may send today. Please try again tomorrow.': {
    nepali: 'पोर्टलले आज पठाउन मिल्ने सबै SMS पठाइसक्यो। कृपया भोलि प्रयास गर्नुहोस्।',
  },
  'Many sign-ups are arriving just now. Please let the check below finish, then sign up again.': {
    nepali: 'अहिले धेरै दर्ता आइरहेका छन्। कृपया तलको जाँच पूरा हुन दिनुहोस्, अनि फेरि दर्ता गर्नुहोस्।',
  },
  'The check was not accepted or has expired. Please let it run again, then sign up again.': {
    nepali: 'जाँच स्वीकार भएन वा यसको म्याद सकियो। कृपया जाँच फेरि चल्न दिनुहोस्, अनि फेरि दर्ता गर्नुहोस्।',
  },
  'Check for sign-ups': { nepali: 'दर्ताका लागि जाँच' },
  'Many sign-ups are arriving just now, and signing up needs an automatic check that runs with JavaScript. Please turn JavaScript on, or try again later.': {
    nepali: 'अहिले धेरै दर्ता आइरहेका छन्, र दर्ताका लागि JavaScript मा चल्ने स्वचालित जाँच चाहिन्छ। कृपया JavaScript खोल्नुहोस्, वा पछि फेरि प्रयास गर्नुहोस्।',
  },
  'Send the form as application/x-www-form-urlencoded': { nepali: 'फाराम application/x-www-form-urlencoded रूपमा पठाउनुहोस्' },
  'The form must be at most 16 kB': { nepali: 'फाराम बढीमा १६ kB को हुनुपर्छ' },
  // the proof of work of the sign-up page
  'Automatic check that you are a person': { nepali: 'तपाईं मानिस हो भन्ने स्वचालित जाँच' },
  'Checking… please wait.': { nepali: 'जाँच हुँदैछ… कृपया पर्खनुहोस्।' },
  'Check complete': { nepali: 'जाँच पूरा भयो' },
  'The check failed. Please reload the page and try again.': { nepali: 'जाँच असफल भयो। कृपया पृष्ठ फेरि लोड गरेर प्रयास गर्नुहोस्।' },
  'The check expired. It starts again.': { nepali: 'जाँचको म्याद सकियो। यो फेरि सुरु हुन्छ।' },
  'Start again': { nepali: 'फेरि सुरु गर्नुहोस्' },
  'altcha must be text': { nepali: 'altcha पाठ हुनुपर्छ' },
  'altcha must be at most 4000 characters': { nepali: 'altcha बढीमा ४००० अक्षरको हुनुपर्छ' },
  'Please wait before requesting another code.': { nepali: 'अर्को कोड माग्नुअघि केही समय पर्खनुहोस्।' },
  'The SMS could not be sent. Please try again in a minute.': { nepali: 'SMS पठाउन सकिएन। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।' },
  'This password is too common. Please choose another one.': { nepali: 'यो पासवर्ड धेरै सामान्य छ। कृपया अर्को छान्नुहोस्।' },
  'Code must be exactly 6 digits': { nepali: 'कोड ठ्याक्कै ६ अंकको हुनुपर्छ' },
  'Code is required': { nepali: 'कोड आवश्यक छ' },
  'Password must be at least 8 characters': { nepali: 'पासवर्ड कम्तीमा ८ अक्षरको हुनुपर्छ' },
  'Password must be at most 128 characters': { nepali: 'पासवर्ड बढीमा १२८ अक्षरको हुनुपर्छ' },
  'Please enter a valid email address': { nepali: 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्' },
  'Full Name is required': { nepali: 'पूरा नाम आवश्यक छ' },
  'Email is required': { nepali: 'इमेल आवश्यक छ' },
  'Password is required': { nepali: 'पासवर्ड आवश्यक छ' },
  'Confirm Password is required': { nepali: 'पासवर्ड पुष्टि आवश्यक छ' },
  "Confirm Password doesn't match": { nepali: 'पुष्टि गरिएको पासवर्ड मिलेन' },
}
