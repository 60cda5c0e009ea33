import type { Label } from './types'

// Header, footer, error pages and the home page.
export const SHELL_LABELS: Record<string, Label> = {
  // shell
  'Municipality NGO Profile': { nepali: 'महानगरपालिका गैरसरकारी संस्था प्रोफाइल', hint: 'Site title' },
  Home: { nepali: 'गृहपृष्ठ' },
  Profile: { nepali: 'प्रोफाइल' },
  CMS: { nepali: 'सामग्री व्यवस्थापन' },
  Login: { nepali: 'लगइन' },
  Register: { nepali: 'दर्ता' },
  Logout: { nepali: 'लगआउट' },
  'Are you sure you want to logout?': { nepali: 'के तपाईं लगआउट गर्न चाहनुहुन्छ?' },
  'Stay signed in': { nepali: 'लगइनमै रहनुहोस्' },
  Language: { nepali: 'भाषा' },
  'नेपाली': { nepali: 'नेपाली', hint: 'Language switch' },
  English: { nepali: 'English', hint: 'Language switch' },
  'Main navigation': { nepali: 'मुख्य मेनु' },
  'Skip to content': { nepali: 'मुख्य सामग्रीमा जानुहोस्' },
  'In collaboration with': { nepali: 'सहकार्यमा' },
  'Developed by': { nepali: 'विकासकर्ता' },
  'All rights reserved': { nepali: 'सर्वाधिकार सुरक्षित' },
  'Page Not found !': { nepali: 'पृष्ठ भेटिएन !' },
  'Go to home page': { nepali: 'गृहपृष्ठमा जानुहोस्' },
  'Unexpected Application Error!': { nepali: 'अप्रत्याशित त्रुटि भयो!' },
  'The portal is unavailable for a moment': { nepali: 'पोर्टल केही बेरका लागि उपलब्ध छैन' },
  'The registry’s database cannot be reached just now. Please try again in a minute; nothing you saved is lost.': {
    nepali: 'दर्ताको डाटाबेससँग अहिले सम्पर्क हुन सकेन। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्; तपाईंले सुरक्षित गरेको केही पनि हराएको छैन।',
  },
  'The portal is busy': { nepali: 'पोर्टल अहिले व्यस्त छ' },
  'Many people are using the registry just now. Please try again in a few seconds; nothing you saved is lost.': {
    nepali: 'अहिले धेरै जनाले दर्ता प्रयोग गरिरहनुभएको छ। कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्; तपाईंले सुरक्षित गरेको केही पनि हराएको छैन।',
  },
  'Try again': { nepali: 'फेरि प्रयास गर्नुहोस्' },
  'Loading, Please Wait !': { nepali: 'लोड हुँदैछ, कृपया पर्खनुहोस् !' },
  'Open data': { nepali: 'खुला तथ्याङ्क' },
  'More about the registry': { nepali: 'दर्ताबारे थप' },
  'There is a problem'
: { nepali: 'केही मिलेन', hint: 'Title of the error summary at the top of a form' },
  // words of the dialogs and forms of every area (components/ui)
  Save: { nepali: 'सुरक्षित गर्नुहोस्' },
  Edit: { nepali: 'सम्पादन' },
  Cancel: { nepali: 'रद्द गर्नुहोस्' },
  Confirm: { nepali: 'पुष्टि गर्नुहोस्' },
  Close: { nepali: 'बन्द गर्नुहोस्' },
  Actions: { nepali: 'कार्यहरू' },
  'S.N.': { nepali: 'क्र.सं.' },
  Select: { nepali: 'छान्नुहोस्' },
  Yes: { nepali: 'हो' },
  No: { nepali: 'होइन' },
  Failed: { nepali: 'असफल' },
  Next: { nepali: 'अर्को' },
  Previous: { nepali: 'अघिल्लो' },
  // the end of a session, on any page
  'Logging Out': { nepali: 'लगआउट हुँदैछ' },
  'Logged Out !': { nepali: 'लगआउट भयो !' },
  'Failed to Logout. Please try again later!': { nepali: 'लगआउट हुन सकेन। कृपया पछि फेरि प्रयास गर्नुहोस्!' },
  // home
  'Registered NGOs': { nepali: 'दर्ता भएका संस्थाहरू' },
  'A name in Nepali or English (Nepali typed in English letters works too), a place or a programme.': {
    nepali: 'नेपाली वा अङ्ग्रेजीमा नाम (अङ्ग्रेजी अक्षरमा लेखिएको नेपाली पनि हुन्छ), ठाउँ वा कार्यक्रम।',
  },
  'NGO profiles of the municipality': { nepali: 'महानगरपालिकामा आबद्ध गैरसरकारी संस्थाहरूको विवरण' },
}
