// Reference content a new installation starts with. The administrator edits it
// in /content; a start never re-adds or overwrites what they changed.

export const ORGANIZATION_TYPES = [
  'सामाजिक संस्था',
  'गैरसरकारी संस्था',
  'सामुदायिक संस्था',
  'युवा क्लब',
  'महिला समूह',
  'सञ्जाल तथा महासंघ',
  'पेशागत संघ',
  'धार्मिक तथा सांस्कृतिक संस्था',
]

export const THEMATIC_SCOPES = [
  'शिक्षा',
  'स्वास्थ्य',
  'खानेपानी तथा सरसफाइ',
  'महिला सशक्तीकरण',
  'बाल अधिकार तथा संरक्षण',
  'कृषि तथा खाद्य सुरक्षा',
  'वातावरण तथा जलवायु परिवर्तन',
  'विपद् व्यवस्थापन',
  'मानव अधिकार',
  'सुशासन तथा पारदर्शिता',
  'आयआर्जन तथा जीविकोपार्जन',
  'सामुदायिक विकास',
  'कला, संस्कृति तथा सम्पदा',
  'अपाङ्गता तथा पुनर्स्थापना',
  'ज्येष्ठ नागरिक सेवा',
  'युवा तथा खेलकुद',
  'लागूपदार्थ दुर्व्यसन न्यूनीकरण',
  'सूचना तथा सञ्चार प्रविधि',
]

export const TARGET_GROUPS = [
  'महिला',
  'बालबालिका',
  'किशोरकिशोरी',
  'युवा',
  'ज्येष्ठ नागरिक',
  'अपाङ्गता भएका व्यक्ति',
  'दलित',
  'आदिवासी जनजाति',
  'मधेसी',
  'मुस्लिम',
  'एकल महिला',
  'यौनिक तथा लैङ्गिक अल्पसंख्यक',
  'किसान',
  'श्रमिक',
  'विपन्न परिवार',
  'सडक बालबालिका',
]

export const DOCUMENT_CONFIGS = [
  { document_name: 'संस्था दर्ता प्रमाणपत्र', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'संस्था नवीकरण प्रमाणपत्र', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'कर चुक्ता प्रमाणपत्र', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'स्थायी लेखा नम्बर (PAN) प्रमाणपत्र', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'संस्थाको विधान', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'समाज कल्याण परिषद् आबद्धता प्रमाणपत्र', renewal_time_period_in_year: 0, mandatory: false },
  { document_name: 'लेखापरीक्षण प्रतिवेदन', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'वार्षिक प्रगति प्रतिवेदन', renewal_time_period_in_year: 1, mandatory: false },
  { document_name: 'महानगरपालिका सूचीकृत प्रमाणपत्र', renewal_time_period_in_year: 1, mandatory: false },
]

export const ORGANIZATIONAL_STRUCTURE_CONFIGS = [
  { name: 'दलित', ethnicity: 'tribe' },
  { name: 'आदिवासी जनजाति', ethnicity: 'tribe' },
  { name: 'मधेसी', ethnicity: 'tribe' },
  { name: 'मुस्लिम', ethnicity: 'tribe' },
  { name: 'ब्राह्मण/क्षेत्री', ethnicity: 'tribe' },
  { name: 'अन्य', ethnicity: 'tribe' },
  { name: 'शारीरिक अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'दृष्टिसम्बन्धी अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'सुनाइसम्बन्धी अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'श्रवणदृष्टिविहीन अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'स्वर तथा बोलाइसम्बन्धी अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'मानसिक वा मनोसामाजिक अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'बौद्धिक अपाङ्गता', ethnicity: 'people_with_disability' },
  { name: 'अटिज्म', ethnicity: 'people_with_disability' },
  { name: 'बहुअपाङ्गता', ethnicity: 'people_with_disability' },
] as const

export const RULES_REGULATIONS_PLAN_CONFIGS = [
  'संस्थाको विधान',
  'आर्थिक प्रशासन नियमावली',
  'कर्मचारी सेवा शर्त नियमावली',
  'रणनीतिक योजना',
  'वार्षिक कार्ययोजना',
  'लैङ्गिक समानता तथा सामाजिक समावेशीकरण नीति',
  'बाल संरक्षण नीति',
  'खरिद नीति',
  'सूचनाको हक सम्बन्धी नीति',
  'गुनासो सुनुवाइ संयन्त्र',
]

/** The first fiscal year seeded; the list runs to the current one. */
export const FIRST_SEEDED_FISCAL_YEAR = 2070
