import { wardNames } from '@/lib/content/schemas'

// Reference content a new installation starts with, each item with its
// English name (what English pages show). The administrator edits it in
// /content; a start never re-adds or overwrites what they changed.

export const ORGANIZATION_TYPES = [
  { type: 'सामाजिक संस्था', type_en: 'Social organisation' },
  { type: 'गैरसरकारी संस्था', type_en: 'Non-governmental organisation' },
  { type: 'सामुदायिक संस्था', type_en: 'Community-based organisation' },
  { type: 'युवा क्लब', type_en: 'Youth club' },
  { type: 'महिला समूह', type_en: 'Women’s group' },
  { type: 'सञ्जाल तथा महासंघ', type_en: 'Network or federation' },
  { type: 'पेशागत संघ', type_en: 'Professional association' },
  { type: 'धार्मिक तथा सांस्कृतिक संस्था', type_en: 'Religious or cultural organisation' },
]

export const THEMATIC_SCOPES = [
  { name: 'शिक्षा', name_en: 'Education' },
  { name: 'स्वास्थ्य', name_en: 'Health' },
  { name: 'खानेपानी तथा सरसफाइ', name_en: 'Drinking water and sanitation' },
  { name: 'महिला सशक्तीकरण', name_en: 'Women’s empowerment' },
  { name: 'बाल अधिकार तथा संरक्षण', name_en: 'Child rights and protection' },
  { name: 'कृषि तथा खाद्य सुरक्षा', name_en: 'Agriculture and food security' },
  { name: 'वातावरण तथा जलवायु परिवर्तन', name_en: 'Environment and climate change' },
  { name: 'विपद् व्यवस्थापन', name_en: 'Disaster management' },
  { name: 'मानव अधिकार', name_en: 'Human rights' },
  { name: 'सुशासन तथा पारदर्शिता', name_en: 'Good governance and transparency' },
  { name: 'आयआर्जन तथा जीविकोपार्जन', name_en: 'Income generation and livelihoods' },
  { name: 'सामुदायिक विकास', name_en: 'Community development' },
  { name: 'कला, संस्कृति तथा सम्पदा', name_en: 'Art, culture and heritage' },
  { name: 'अपाङ्गता तथा पुनर्स्थापना', name_en: 'Disability and rehabilitation' },
  { name: 'ज्येष्ठ नागरिक सेवा', name_en: 'Services for senior citizens' },
  { name: 'युवा तथा खेलकुद', name_en: 'Youth and sports' },
  { name: 'लागूपदार्थ दुर्व्यसन न्यूनीकरण', name_en: 'Reducing drug abuse' },
  { name: 'सूचना तथा सञ्चार प्रविधि', name_en: 'Information and communication technology' },
]

export const TARGET_GROUPS = [
  { name: 'महिला', name_en: 'Women' },
  { name: 'बालबालिका', name_en: 'Children' },
  { name: 'किशोरकिशोरी', name_en: 'Adolescents' },
  { name: 'युवा', name_en: 'Youth' },
  { name: 'ज्येष्ठ नागरिक', name_en: 'Senior citizens' },
  { name: 'अपाङ्गता भएका व्यक्ति', name_en: 'Persons with disabilities' },
  { name: 'दलित', name_en: 'Dalit' },
  { name: 'आदिवासी जनजाति', name_en: 'Adivasi Janajati' },
  { name: 'मधेसी', name_en: 'Madhesi' },
  { name: 'मुस्लिम', name_en: 'Muslim' },
  { name: 'एकल महिला', name_en: 'Single women' },
  { name: 'यौनिक तथा लैङ्गिक अल्पसंख्यक', name_en: 'Sexual and gender minorities' },
  { name: 'किसान', name_en: 'Farmers' },
  { name: 'श्रमिक', name_en: 'Workers' },
  { name: 'विपन्न परिवार', name_en: 'Families in poverty' },
  { name: 'सडक बालबालिका', name_en: 'Street children' },
]

export const DOCUMENT_CONFIGS = [
  { document_name: 'संस्था दर्ता प्रमाणपत्र', document_name_en: 'Registration certificate', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'संस्था नवीकरण प्रमाणपत्र', document_name_en: 'Renewal certificate', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'कर चुक्ता प्रमाणपत्र', document_name_en: 'Tax clearance certificate', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'स्थायी लेखा नम्बर (PAN) प्रमाणपत्र', document_name_en: 'Permanent Account Number (PAN) certificate', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'संस्थाको विधान', document_name_en: 'Constitution of the organisation', renewal_time_period_in_year: 0, mandatory: true },
  { document_name: 'समाज कल्याण परिषद् आबद्धता प्रमाणपत्र', document_name_en: 'Social Welfare Council affiliation certificate', renewal_time_period_in_year: 0, mandatory: false },
  { document_name: 'लेखापरीक्षण प्रतिवेदन', document_name_en: 'Audit report', renewal_time_period_in_year: 1, mandatory: true },
  { document_name: 'वार्षिक प्रगति प्रतिवेदन', document_name_en: 'Annual progress report', renewal_time_period_in_year: 1, mandatory: false },
  { document_name: 'महानगरपालिका सूचीकृत प्रमाणपत्र', document_name_en: 'Metropolitan city enlistment certificate', renewal_time_period_in_year: 1, mandatory: false },
]

export const ORGANIZATIONAL_STRUCTURE_CONFIGS = [
  { name: 'दलित', name_en: 'Dalit', ethnicity: 'tribe' },
  { name: 'आदिवासी जनजाति', name_en: 'Adivasi Janajati', ethnicity: 'tribe' },
  { name: 'मधेसी', name_en: 'Madhesi', ethnicity: 'tribe' },
  { name: 'मुस्लिम', name_en: 'Muslim', ethnicity: 'tribe' },
  { name: 'ब्राह्मण/क्षेत्री', name_en: 'Brahmin/Chhetri', ethnicity: 'tribe' },
  { name: 'अन्य', name_en: 'Others', ethnicity: 'tribe' },
  { name: 'शारीरिक अपाङ्गता', name_en: 'Physical disability', ethnicity: 'people_with_disability' },
  { name: 'दृष्टिसम्बन्धी अपाङ्गता', name_en: 'Visual impairment', ethnicity: 'people_with_disability' },
  { name: 'सुनाइसम्बन्धी अपाङ्गता', name_en: 'Hearing impairment', ethnicity: 'people_with_disability' },
  { name: 'श्रवणदृष्टिविहीन अपाङ्गता', name_en: 'Deafblindness', ethnicity: 'people_with_disability' },
  { name: 'स्वर तथा बोलाइसम्बन्धी अपाङ्गता', name_en: 'Voice and speech disability', ethnicity: 'people_with_disability' },
  { name: 'मानसिक वा मनोसामाजिक अपाङ्गता', name_en: 'Mental or psychosocial disability', ethnicity: 'people_with_disability' },
  { name: 'बौद्धिक अपाङ्गता', name_en: 'Intellectual disability', ethnicity: 'people_with_disability' },
  { name: 'अटिज्म', name_en: 'Autism', ethnicity: 'people_with_disability' },
  { name: 'बहुअपाङ्गता', name_en: 'Multiple disabilities', ethnicity: 'people_with_disability' },
] as const

export const RULES_REGULATIONS_PLAN_CONFIGS = [
  { name: 'संस्थाको विधान', name_en: 'Constitution of the organisation' },
  { name: 'आर्थिक प्रशासन नियमावली', name_en: 'Financial administration regulations' },
  { name: 'कर्मचारी सेवा शर्त नियमावली', name_en: 'Staff service regulations' },
  { name: 'रणनीतिक योजना', name_en: 'Strategic plan' },
  { name: 'वार्षिक कार्ययोजना', name_en: 'Annual work plan' },
  { name: 'लैङ्गिक समानता तथा सामाजिक समावेशीकरण नीति', name_en: 'Gender equality and social inclusion policy' },
  { name: 'बाल संरक्षण नीति', name_en: 'Child protection policy' },
  { name: 'खरिद नीति', name_en: 'Procurement policy' },
  { name: 'सूचनाको हक सम्बन्धी नीति', name_en: 'Right to information policy' },
  { name: 'गुनासो सुनुवाइ संयन्त्र', name_en: 'Grievance handling mechanism' },
]

/** The first fiscal year seeded; the list runs to the current one. */
export const FIRST_SEEDED_FISCAL_YEAR = 2070

// Why a reviewer asks an NGO for changes to its yearly renewal (decision 088).
export const RENEWAL_REASONS = [
  { name: 'कागजात अस्पष्ट वा पढ्न नसकिने', name_en: 'The document is unclear or unreadable' },
  { name: 'कागजातको म्याद सकिएको', name_en: 'The document has expired' },
  { name: 'गलत आर्थिक वर्षको कागजात', name_en: 'The document is for the wrong fiscal year' },
  { name: 'विवरण अपूर्ण', name_en: 'The details are incomplete' },
  { name: 'विवरण कागजातसँग मेल खाँदैन', name_en: 'The details do not match the documents' },
  { name: 'समितिको विवरण अद्यावधिक छैन', name_en: 'The committee details are out of date' },
]

/** The wards of the default municipality, Lalitpur Metropolitan City (decision 098); another municipality edits the list in /content/wards. */
export const LALITPUR_WARD_COUNT = 29

export const WARDS = Array.from({ length: LALITPUR_WARD_COUNT }, (_, index) => ({ number: index + 1, ...wardNames(index + 1) }))
