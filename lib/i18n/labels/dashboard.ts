import type { Label } from './types'

// The public dashboard and the home NGO list.
export const DASHBOARD_LABELS: Record<string, Label> = {
  // counts card
  'NGO profile counts': { nepali: 'गैरसरकारी संस्था प्रोफाइल सङ्ख्या' },
  'Total NGOs': { nepali: 'जम्मा संस्था' },
  'Registered in the last 3 months': { nepali: 'पछिल्लो ३ महिनामा दर्ता' },
  'Registered in the last 6 months': { nepali: 'पछिल्लो ६ महिनामा दर्ता' },
  'Registered in the last 9 months': { nepali: 'पछिल्लो ९ महिनामा दर्ता' },
  'Registered this year': { nepali: 'यस वर्ष दर्ता', hint: 'The last 12 months' },
  'Open the NGO list': { nepali: 'संस्थाहरूको सूची खोल्नुहोस्' },
  'Profiles to count': { nepali: 'गणना गर्ने प्रोफाइल' },
  'All profiles': { nepali: 'सबै प्रोफाइल' },
  'Verified profiles': { nepali: 'प्रमाणित प्रोफाइल' },
  'Unverified profiles': { nepali: 'प्रमाणित नभएका प्रोफाइल' },
  'Active profiles': { nepali: 'सक्रिय प्रोफाइल' },
  'Inactive profiles': { nepali: 'निष्क्रिय प्रोफाइल' },
  'New registrations': { nepali: 'नयाँ दर्ता' },
  'Show counts': { nepali: 'सङ्ख्या देखाउनुहोस्' },
  // the super administrator's SMS budgets
  'SMS today': { nepali: 'आजका SMS' },
  'SMS sent today': { nepali: 'आज पठाइएका SMS' },
  'The daily SMS limit is reached': { nepali: 'दैनिक SMS सीमा पुग्यो' },
  'The daily SMS limit is nearly reached': { nepali: 'दैनिक SMS सीमा पुग्न लागेको छ' },
  'Refused until midnight, Nepal time:': { nepali: 'नेपाल समयअनुसार मध्यरातसम्म रोकिएका:' },
  'SMS budget': { nepali: 'SMS कोटा' },
  'Sent today': { nepali: 'आज पठाइएका' },
  'Daily limit': { nepali: 'दैनिक सीमा' },
  'Left today': { nepali: 'आज बाँकी' },
  Registrations: { nepali: 'दर्ता' },
  'Verification code resends': { nepali: 'प्रमाणीकरण कोड पुनः पठाइएका' },
  'Password resets': { nepali: 'पासवर्ड परिवर्तन' },
  'All SMS': { nepali: 'सबै SMS' },
  'Client networks that asked for the most SMS today': { nepali: 'आज सबैभन्दा धेरै SMS माग्ने नेटवर्कहरू' },
  'SMS requests': { nepali: 'SMS अनुरोध' },
  'Client addresses': { nepali: 'ठेगानाहरू' },
  'Registrations and verification codes past a limit are refused until midnight, Nepal time; password resets have a budget of their own. If the traffic is expected, raise the limit in the settings; if not, the networks above are where it comes from.': {
    nepali:
      'सीमा नाघेपछि दर्ता र प्रमाणीकरण कोड नेपाल समयअनुसार मध्यरातसम्म रोकिन्छन्; पासवर्ड परिवर्तनको आफ्नै कोटा छ। यति धेरै अनुरोध अपेक्षित हो भने सेटिङमा सीमा बढाउनुहोस्; होइन भने माथिका नेटवर्कबाट अनुरोध आइरहेका छन्।',
  },
  // fiscal-year chart
  'Cumulative number of NGOs by registration fiscal year': { nepali: 'दर्ता आर्थिक वर्षअनुसार संस्थाहरूको सञ्चित सङ्ख्या' },
  'Registration fiscal year': { nepali: 'दर्ता आर्थिक वर्ष' },
  'Registered that year': { nepali: 'सो वर्ष दर्ता' },
  'Cumulative total': { nepali: 'सञ्चित जम्मा' },
  'Chart data as a table': { nepali: 'चार्टको तथ्याङ्क तालिकामा' },
  // scope and group tables
  'NGOs by thematic scope': { nepali: 'कार्य क्षेत्रअनुसार संस्था' },
  'NGOs by target group and class': { nepali: 'लक्षित समूह तथा वर्गअनुसार संस्था' },
  'Thematic scope': { nepali: 'कार्य क्षेत्र' },
  'Target group and class': { nepali: 'लक्षित समूह तथा वर्ग' },
  'Number of NGOs': { nepali: 'संस्था सङ्ख्या' },
  // human resources
  'Human resources': { nepali: 'मानव संसाधन' },
  'People with disability': { nepali: 'अपाङ्गता भएका व्यक्ति' },
  // organisational structure and caste groups
  'Organisational structure and caste groups': { nepali: 'सांगठनिक संरचना तथा जातीय समूह' },
  'Caste or ethnic group': { nepali: 'जातजाति' },
  'Number of people': { nepali: 'व्यक्ति सङ्ख्या' },
  // home NGO list
  'Verified NGOs': { nepali: 'प्रमाणित संस्थाहरू' },
  'Only NGOs the municipality has verified and that are active are listed here; the counts above include every registered NGO.': {
    nepali: 'यहाँ नगरपालिकाले प्रमाणित गरेका र सक्रिय संस्था मात्र देखिन्छन्; माथिको सङ्ख्यामा दर्ता भएका सबै संस्था समावेश छन्।',
  },
  'Search NGOs': { nepali: 'संस्था खोज्नुहोस्' },
  'NGO name': { nepali: 'संस्थाको नाम' },
  'Thematic scopes': { nepali: 'कार्य क्षेत्रहरू' },
  'No NGOs found': { nepali: 'कुनै संस्था भेटिएन' },
  'Previous page': { nepali: 'अघिल्लो पृष्ठ' },
  'Next page': { nepali: 'अर्को पृष्ठ' },
  // the list's filters (decision 098)
  'Every ward': { nepali: 'सबै वडा' },
  'Every thematic scope': { nepali: 'सबै कार्य क्षेत्र' },
  'Every target group': { nepali: 'सबै लक्षित समूह' },
  'Show every verified NGO': { nepali: 'सबै प्रमाणित संस्था देखाउनुहोस्' },
  'Not found': { nepali: 'भेटिएन' },
  'In a ward: its office is there, it works there, or it works across the whole municipality.': {
    nepali: 'वडामा भन्नाले: कार्यालय त्यहाँ छ, त्यहाँ काम गर्छ, वा सम्पूर्ण महानगरपालिकाभर काम गर्छ।',
  },
  // the gap tables (decision 098)
  'NGOs by ward and thematic scope': { nepali: 'कार्य क्षेत्र र वडाअनुसार संस्था' },
  'NGOs by ward and target group': { nepali: 'लक्षित समूह र वडाअनुसार संस्था' },
  'Each number is the verified NGOs working in the ward on the thematic scope; ∅ in a dashed box marks a gap, a ward where none does. Choose a number to list the NGOs.': {
    nepali: 'प्रत्येक अङ्क त्यस वडामा त्यस कार्य क्षेत्रमा काम गर्ने प्रमाणित संस्थाको सङ्ख्या हो; धर्के कोठाभित्रको ∅ ले कुनै संस्था काम नगर्ने वडा (खाली ठाउँ) देखाउँछ। संस्थाहरूको सूची हेर्न अङ्क छान्नुहोस्।',
  },
  'Each number is the verified NGOs working in the ward for the target group; ∅ in a dashed box marks a gap, a ward where none does. Choose a number to list the NGOs.': {
    nepali: 'प्रत्येक अङ्क त्यस वडामा त्यस लक्षित समूहका लागि काम गर्ने प्रमाणित संस्थाको सङ्ख्या हो; धर्के कोठाभित्रको ∅ ले कुनै संस्था काम नगर्ने वडा (खाली ठाउँ) देखाउँछ। संस्थाहरूको सूची हेर्न अङ्क छान्नुहोस्।',
  },
  'No NGO': { nepali: 'कुनै संस्था छैन' },
  // the money (decision 100)
  'Funds reported per fiscal year': { nepali: 'आर्थिक वर्षअनुसार प्रतिवेदन गरिएको रकम' },
  'What the verified NGOs reported in their annual budgets, in rupees.': { nepali: 'प्रमाणित संस्थाहरूले आफ्नो वार्षिक बजेटमा प्रतिवेदन गरेको रकम, रुपैयाँमा।' },
  'External bodies with the largest amounts': { nepali: 'सबैभन्दा बढी रकम दिने बाह्य निकाय' },
  'Spellings of one body are counted together; each is named as most budgets write it.': {
    nepali: 'एउटै निकायका फरक हिज्जे सँगै गनिएका छन्; प्रत्येक निकायको नाम धेरैजसो बजेटमा लेखिएजस्तै राखिएको छ।',
  },
  'External body': { nepali: 'बाह्य निकाय' },
  'Budget rows': { nepali: 'बजेट पङ्क्ति' },
}
