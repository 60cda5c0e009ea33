import type { Label } from './types'

// Registration certificates (decision 096): the certificate PDF, its
// verification page, the badge, the certificate's card on the profile pages,
// the revoke form and the emblem's content page.
export const CERTIFICATE_LABELS: Record<string, Label> = {
  // the certificate (PDF)
  'Certificate of Registration': { nepali: 'दर्ता प्रमाणपत्र' },
  'This is to certify that the organisation below is registered with {municipality}.': {
    nepali: 'तल उल्लिखित संस्था {municipality}मा दर्ता भएको प्रमाणित गरिन्छ।',
  },
  'Name of the organisation': { nepali: 'संस्थाको नाम' },
  'Standing on the date of issue': { nepali: 'जारी मितिमा अवस्था' },
  'Registered; no renewal cycle has opened yet': { nepali: 'दर्ता भएको; नवीकरण चक्र अझै खुलेको छैन' },
  'Date of issue': { nepali: 'जारी मिति' },
  'Serial number': { nepali: 'क्रम सङ्ख्या' },
  'Scan the code or open this address to check that this certificate is genuine and see where the organisation stands today:': {
    nepali: 'यो प्रमाणपत्र सक्कली हो कि होइन र संस्थाको आजको अवस्था जाँच्न कोड स्क्यान गर्नुहोस् वा यो ठेगाना खोल्नुहोस्:',
  },
  'Issued electronically by the NGO registry of {municipality}. The standing is as on the date of issue; the address above shows it as of today.': {
    nepali: '{municipality}को गैरसरकारी संस्था दर्ता प्रणालीबाट विद्युतीय रूपमा जारी। अवस्था जारी मितिको हो; माथिको ठेगानाले आजको अवस्था देखाउँछ।',
  },

  // the verification page
  'Certificate check': { nepali: 'प्रमाणपत्र जाँच' },
  'This certificate is not genuine.': { nepali: 'यो प्रमाणपत्र सक्कली होइन।' },
  'This certificate is genuine and {name} is registered and in good standing, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो र {name} दर्ता भई राम्रो अवस्थामा छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine and {name} is registered and renewed for {year}, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो र {name} दर्ता भई {year} का लागि नवीकरण भएको छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine and {name} is registered; its renewal for {year} is waiting for review, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो र {name} दर्ता भएको छ; {year} को नवीकरण जाँच हुन बाँकी छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine and {name} is registered; changes to its renewal for {year} were requested, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो र {name} दर्ता भएको छ; {year} को नवीकरणमा सच्याउन अनुरोध गरिएको छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine and {name} is registered; its renewal for {year} is due by {deadline}, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो र {name} दर्ता भएको छ; {year} को नवीकरण {deadline} भित्र गर्नुपर्ने छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine, but the renewal of {name} for {year} is late by {days} days, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो, तर {name} को {year} को नवीकरण {days} दिन ढिला भएको छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine, but the renewal of {name} for {year} is overdue by {days} days, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो, तर {name} को {year} को नवीकरण {days} दिनदेखि म्याद नाघेको छ, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate is genuine, but {name} has been deactivated and is not in good standing, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र सक्कली हो, तर {name} निष्क्रिय गरिएको छ र राम्रो अवस्थामा छैन, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate was replaced by a newer one on {when} and is no longer valid, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र {when} मा नयाँ प्रमाणपत्रले प्रतिस्थापन गरेकाले अब मान्य छैन, {date} मा जाँच गरिएअनुसार।',
  },
  'This certificate was revoked on {when} and is no longer valid, as checked on {date}.': {
    nepali: 'यो प्रमाणपत्र {when} मा खारेज गरिएकाले अब मान्य छैन, {date} मा जाँच गरिएअनुसार।',
  },
  'See the organisation in the registry': { nepali: 'दर्ता सूचीमा संस्था हेर्नुहोस्' },
  'Issued on': { nepali: 'जारी मिति' },
  Organisation: { nepali: 'संस्था' },

  // the badge
  'Registered with {municipality}': { nepali: '{municipality}मा दर्ता' },
  'Registration status: see the registry': { nepali: 'दर्ताको अवस्था: दर्ता सूचीमा हेर्नुहोस्' },

  // the certificate card (/profile, /profile/{id})
  'Registration certificate': { nepali: 'दर्ता प्रमाणपत्र' },
  'A PDF with the municipality’s emblem, the registration numbers, the renewal standing and a QR code anyone can scan to check it. Asked again with nothing changed, it is the same certificate.': {
    nepali: 'नगरपालिकाको निशान छाप, दर्ता नम्बरहरू, नवीकरणको अवस्था र जो कोहीले स्क्यान गरेर जाँच्न सक्ने QR कोड सहितको PDF। केही नबदली फेरि माग्दा उही प्रमाणपत्र आउँछ।',
  },
  'Download the certificate (PDF)': { nepali: 'प्रमाणपत्र डाउनलोड गर्नुहोस् (PDF)' },
  'Certificates issued': { nepali: 'जारी भएका प्रमाणपत्र' },
  'Issued by': { nepali: 'जारी गर्ने' },
  'Replaced on {date}': { nepali: '{date} मा प्रतिस्थापित' },
  'Revoked on {date}': { nepali: '{date} मा खारेज' },
  'Check page': { nepali: 'जाँच पृष्ठ' },
  Revoke: { nepali: 'खारेज गर्नुहोस्' },
  'Revoke certificate {serial}': { nepali: 'प्रमाणपत्र {serial} खारेज गर्नुहोस्' },
  'Revoke this certificate? Its check page will say from now on that it was revoked. The reason is kept in the action log.': {
    nepali: 'यो प्रमाणपत्र खारेज गर्ने? अबदेखि यसको जाँच पृष्ठले खारेज भएको देखाउनेछ। कारण कार्य विवरणमा राखिन्छ।',
  },
  'Reason for revoking': { nepali: 'खारेज गर्नुको कारण' },

  // the badge snippet (/profile)
  'Badge for your website': { nepali: 'तपाईंको वेबसाइटका लागि ब्याज' },
  'Put this on your organisation’s website: it shows that you are registered with the municipality while you are in good standing, and links to your page in the registry.': {
    nepali: 'यो आफ्नो संस्थाको वेबसाइटमा राख्नुहोस्: राम्रो अवस्थामा रहुन्जेल यसले तपाईं नगरपालिकामा दर्ता भएको देखाउँछ र दर्ता सूचीको तपाईंको पृष्ठमा लैजान्छ।',
  },
  'The badge as it looks now': { nepali: 'ब्याज अहिले यस्तो देखिन्छ' },
  'Code to copy': { nepali: 'कपी गर्ने कोड' },
  'Copy the code': { nepali: 'कोड कपी गर्नुहोस्' },
  'Copied': { nepali: 'कपी भयो' },
  'Select the code and copy it.': { nepali: 'कोड छानेर कपी गर्नुहोस्।' },

  // the emblem (/content/emblem)
  Emblem: { nepali: 'निशान छाप' },
  'The municipality’s emblem, printed on every registration certificate.': { nepali: 'हरेक दर्ता प्रमाणपत्रमा रहने नगरपालिकाको निशान छाप।' },
  'The emblem now': { nepali: 'अहिलेको निशान छाप' },
  'No emblem yet: certificates are printed without one.': { nepali: 'निशान छाप छैन: प्रमाणपत्रमा निशान छाप हुने छैन।' },
  'Choose an image': { nepali: 'तस्बिर छान्नुहोस्' },
  'A PNG, JPEG or WebP image of at most 2 MB (not SVG). It is stored as a PNG of at most 600 pixels a side.': {
    nepali: 'बढीमा २ MB को PNG, JPEG वा WebP तस्बिर (SVG होइन)। यो बढीमा ६०० पिक्सेलको PNG का रूपमा राखिन्छ।',
  },
  'Save the emblem': { nepali: 'निशान छाप सुरक्षित गर्नुहोस्' },
  'Remove the emblem': { nepali: 'निशान छाप हटाउनुहोस्' },
  'Remove the emblem? Certificates are printed without one until another is saved.': {
    nepali: 'निशान छाप हटाउने? अर्को सुरक्षित नगरेसम्म प्रमाणपत्रमा निशान छाप हुने छैन।',
  },
  'Emblem of {municipality}': { nepali: '{municipality}को निशान छाप' },
}

/** What the certificate and emblem calls answer (lib/certificates/schemas.ts). */
export const CERTIFICATE_MESSAGE_LABELS: Record<string, Label> = {
  'Certificate issued': { nepali: 'प्रमाणपत्र जारी भयो' },
  'Certificate revoked': { nepali: 'प्रमाणपत्र खारेज भयो' },
  'Certificate Not Found': { nepali: 'प्रमाणपत्र भेटिएन' },
  'This NGO is not verified yet: a registration certificate is issued only to a verified NGO.': {
    nepali: 'यो संस्था अझै प्रमाणित भएको छैन: दर्ता प्रमाणपत्र प्रमाणित संस्थालाई मात्र जारी हुन्छ।',
  },
  'This NGO has been deactivated: no registration certificate is issued while it is inactive.': {
    nepali: 'यो संस्था निष्क्रिय गरिएको छ: निष्क्रिय रहुन्जेल दर्ता प्रमाणपत्र जारी हुँदैन।',
  },
  'This certificate has already been revoked': { nepali: 'यो प्रमाणपत्र पहिले नै खारेज भइसकेको छ' },
  'Please give the reason for revoking': { nepali: 'कृपया खारेज गर्नुको कारण लेख्नुहोस्' },
  'Emblem saved': { nepali: 'निशान छाप सुरक्षित भयो' },
  'Emblem removed': { nepali: 'निशान छाप हटाइयो' },
  'No emblem has been uploaded': { nepali: 'निशान छाप अपलोड गरिएको छैन' },
  'The emblem must be a PNG, JPEG or WebP image': { nepali: 'निशान छाप PNG, JPEG वा WebP तस्बिर हुनुपर्छ' },
}
