import type { Label } from './types'

// Messages of the API (and of the schemas the forms share with it) that no
// screen's labels already hold. A message with parts that vary is a template:
// its placeholders are filled from the message (lib/i18n/messages.ts), each
// part put in the viewer's language too. lib/i18n/api-messages.test.ts fails
// on any message of the API without a Nepali text here or in another labels
// file: add it here, in the group of the areas whose screens show it
// (lib/i18n/areas.ts).

/** Parts of every message, and what any call may answer: the shell holds them. */
export const COMMON_MESSAGE_LABELS: Record<string, Label> = {
  // ---------------------------------------------------------------- generic parts
  '{field}: {message}': { nepali: '{field}: {message}', hint: 'A field and what is wrong with it' },
  'Row {row}': { nepali: 'पङ्क्ति {row}' },
  'Row {row}: {message}': { nepali: 'पङ्क्ति {row}: {message}' },
  'Item {row}: {message}': { nepali: 'वस्तु {row}: {message}' },
  // lists of labels ('2 annual budget rows, 1 profile document and 1 audit report')
  '{list} and {item}': { nepali: '{list} र {item}' },
  '{list}, {item}': { nepali: '{list}, {item}' },

  // ---------------------------------------------------------------- the error path
  'Invalid JSON body': { nepali: 'पठाइएको JSON मिलेन' },
  'Invalid input': { nepali: 'पठाइएको विवरण मिलेन' },
  'The portal is busy, please try again in a few seconds.': { nepali: 'पोर्टल अहिले व्यस्त छ, कृपया केही सेकेन्डपछि फेरि प्रयास गर्नुहोस्।' },
  'Service temporarily unavailable, please try again shortly.': { nepali: 'सेवा केही समयका लागि उपलब्ध छैन, कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।' },
  'Internal Server Error': { nepali: 'सर्भरमा त्रुटि भयो' },
  'Not Found': { nepali: 'भेटिएन' },
  Forbidden: { nepali: 'अनुमति छैन' },
  required: { nepali: 'आवश्यक छ' },
  // What a page says for the API's three token messages (lib/i18n/people-messages.ts).
  'Your session has ended. Please sign in again.': { nepali: 'तपाईंको सत्र सकियो। कृपया फेरि लगइन गर्नुहोस्।' },

  // ---------------------------------------------------------------- saves based on a version (decision 059)
  'Failed : Someone else saved a change since you opened it': { nepali: 'असफल : तपाईंले खोलेपछि अरू कसैले परिवर्तन सुरक्षित गर्नुभयो' },
  'base_version must be a whole number of 0 or more: the version the read returned': {
    nepali: 'base_version ० वा सोभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ: पढ्दा पाइएको संस्करण',
  },
  'If-Match must be one ETag a read returned, such as "3"': { nepali: 'If-Match पढ्दा पाइएको एउटा ETag हुनुपर्छ, जस्तै "3"' },
  'If-Match and base_version name different versions': { nepali: 'If-Match र base_version ले फरक संस्करण जनाउँछन्' },
  OK: { nepali: 'ठीक छ' },
  'Database unavailable': { nepali: 'डाटाबेस उपलब्ध छैन' },
  // ---------------------------------------------------------------- every request: body, characters, origin
  'Send the body as application/json': { nepali: 'विवरण application/json को रूपमा पठाउनुहोस्' },
  'The body must be at most {size} MB': { nepali: 'पठाइएको विवरण बढीमा {size} MB को हुनुपर्छ' },
  'must not contain control or text-direction characters': { nepali: 'नियन्त्रण वा लेखाइको दिशा बदल्ने अक्षर राख्न मिल्दैन' },
  'Refused: this request did not come from the portal’s own pages.': { nepali: 'अस्वीकार गरियो: यो अनुरोध पोर्टलकै पृष्ठबाट आएको होइन।' },
  'The file storage is not available just now. Please try again later.': { nepali: 'फाइल भण्डारण अहिले उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।' },
  'lang must be ne or en': { nepali: 'भाषा ne वा en हुनुपर्छ' },
  'decision must be approve or refuse': { nepali: 'निर्णय approve (स्वीकृत) वा refuse (अस्वीकृत) हुनुपर्छ' },
}

/** The schemas the forms share with the API: auth, the own profile editor, the content pages. */
export const FORM_MESSAGE_LABELS: Record<string, Label> = {
  // The file input's own words (components/ui/file-input.tsx), in the editor and the register import.
  'Choose File': { nepali: 'फाइल छान्नुहोस्' },
  'No file chosen': { nepali: 'कुनै फाइल छानिएको छैन' },
  // A mobile number typed (sign-in and sign-up, an invitation of the People section).
  'Mobile Number is Required!': { nepali: 'मोबाइल नम्बर आवश्यक छ!' },
  'Please enter Valid Mobile Number !': { nepali: 'कृपया मान्य मोबाइल नम्बर लेख्नुहोस् !' },
  // ---------------------------------------------------------------- schemas: '{label} ...'
  'DAO Registration No. is required': { nepali: 'जिल्ला प्रशासन कार्यालय दर्ता नं. आवश्यक छ' },
  '{label} must be text': { nepali: '{label} पाठ हुनुपर्छ' },
  '{label} must be at most {max} characters': { nepali: '{label} बढीमा {max} अक्षरको हुनुपर्छ' },
  '{label} must be one of {values}': { nepali: '{label} यीमध्ये एक हुनुपर्छ: {values}' },
  '{label} must be at most {max}': { nepali: '{label} बढीमा {max} हुनुपर्छ' },
  '{label} must be at least {min}': { nepali: '{label} कम्तीमा {min} हुनुपर्छ' },
  '{label} must be a whole number': { nepali: '{label} पूर्ण सङ्ख्या हुनुपर्छ' },
  '{label} must be a number': { nepali: '{label} सङ्ख्या हुनुपर्छ' },
  '{label} must be true or false': { nepali: '{label} हो वा होइन हुनुपर्छ' },
  'Password must be text': { nepali: 'पासवर्ड पाठ हुनुपर्छ' },
  'Password must be at least {min} characters': { nepali: 'पासवर्ड कम्तीमा {min} अक्षरको हुनुपर्छ' },
  'Password must be at most {max} characters': { nepali: 'पासवर्ड बढीमा {max} अक्षरको हुनुपर्छ' },
  'page must be a whole number from 1 to {max}': { nepali: 'पृष्ठ १ देखि {max} सम्मको पूर्ण सङ्ख्या हुनुपर्छ' },
  'super_admin must be true or false': { nepali: 'एडमिन हो वा होइन हुनुपर्छ' },
  'id must be positive': { nepali: 'क्रम सङ्ख्या धनात्मक हुनुपर्छ' },
  'id must be a whole number': { nepali: 'क्रम सङ्ख्या पूर्ण सङ्ख्या हुनुपर्छ' },
  'id must be a number': { nepali: 'क्रम सङ्ख्या सङ्ख्या हुनुपर्छ' },
  'Active must be true or false': { nepali: 'सक्रिय हो वा होइन हुनुपर्छ' },
  'Mandatory must be true or false': { nepali: 'अनिवार्य हो वा होइन हुनुपर्छ' },
  'Nothing to update: send name or active': { nepali: 'बदल्नुपर्ने केही छैन: नाम वा सक्रियता पठाउनुहोस्' },
  'Too many items to merge': { nepali: 'गाभ्नका लागि धेरै वस्तु छानिए' },
  'idsToMerge must be a list of ids': { nepali: 'गाभ्ने वस्तुहरू क्रम सङ्ख्याको सूची हुनुपर्छ' },
  'Items to merge': { nepali: 'गाभ्ने वस्तुहरू' },
  'type must be target-group or thematic-scope': { nepali: 'प्रकार लक्षित समूह (target-group) वा कार्य क्षेत्र (thematic-scope) हुनुपर्छ' },
  'type must be one of {values}': { nepali: 'प्रकार यीमध्ये एक हुनुपर्छ: {values}' },
  'The type of an option cannot be changed': { nepali: 'विकल्पको प्रकार बदल्न मिल्दैन' },
  'must be text': { nepali: 'पाठ हुनुपर्छ' },
  'must be at most {max} characters': { nepali: 'बढीमा {max} अक्षरको हुनुपर्छ' },
  'must be an id': { nepali: 'क्रम सङ्ख्या हुनुपर्छ' },
  'must be 1 or 0': { nepali: '१ वा ० हुनुपर्छ' },
  'must be true or false': { nepali: 'हो वा होइन हुनुपर्छ' },
  'at most {max} rows': { nepali: 'बढीमा {max} पङ्क्ति' },
  'must be an uploaded file id': { nepali: 'अपलोड गरिएको फाइलको पहिचान हुनुपर्छ' },
  'too many items': { nepali: 'धेरै वस्तु छानिए' },
  'must be a list of ids': { nepali: 'क्रम सङ्ख्याको सूची हुनुपर्छ' },
  'must be lalitpur or others': { nepali: 'ललितपुर वा अन्य हुनुपर्छ' },
  'must be tribe or people_with_disability': { nepali: 'जातीय समूह वा अपाङ्गता भएका व्यक्ति हुनुपर्छ' },
  'name is required': { nepali: 'नेपाली नाम आवश्यक छ' },
  'status must be active or inactive': { nepali: 'अवस्था सक्रिय वा निष्क्रिय हुनुपर्छ' },
  'status must be new_registration, active or inactive': { nepali: 'अवस्था नयाँ दर्ता, सक्रिय वा निष्क्रिय हुनुपर्छ' },
  'limit must be between 10 and 50': { nepali: 'प्रति पृष्ठ पङ्क्ति १० देखि ५० सम्म हुनुपर्छ' },
  'search_by must be one of {values}': { nepali: 'खोज्ने क्षेत्र यीमध्ये एक हुनुपर्छ: {values}' },
  'q must be at most {max} characters': { nepali: 'खोज बढीमा {max} अक्षरको हुनुपर्छ' },
  unknown: { nepali: 'थाहा नभएको' },
  'appears twice': { nepali: 'दुई पटक परेको छ' },
  'not expected': { nepali: 'अपेक्षित थिएन' },
  'upload the file first': { nepali: 'पहिले फाइल अपलोड गर्नुहोस्' },
  'unknown document type': { nepali: 'थाहा नभएको कागजातको प्रकार' },
  'unknown organization type': { nepali: 'थाहा नभएको संस्थाको प्रकार' },
  'is of another document type': { nepali: 'अर्कै प्रकारको कागजात हो' },
  'must be the profile id, logo or audit-report/{year}': { nepali: 'प्रोफाइलको क्रम सङ्ख्या, लोगो वा audit-report/{year} हुनुपर्छ' },
  'must be a plain file name': { nepali: 'साधारण फाइलको नाम हुनुपर्छ' },
}

/** What the API answers about a profile's sections and uploads: the own profile editor shows it. */
export const PROFILE_MESSAGE_LABELS: Record<string, Label> = {
  // ---------------------------------------------------------------- profiles and their sections
  'Profile already exists': { nepali: 'प्रोफाइल पहिले नै छ' },
  'website must be a web address': { nepali: 'वेबसाइट वेब ठेगाना हुनुपर्छ' },
  '{field}: unknown {type} {ids}': { nepali: '{field}: थाहा नभएको {type} {ids}' },
  'unknown organizational structure': { nepali: 'थाहा नभएको सांगठनिक संरचना' },
  'name and ethnicity are required': { nepali: 'नाम र वर्ग आवश्यक छन्' },
  '{name} appears twice': { nepali: '{name} दुई पटक परेको छ' },
  'subject is required': { nepali: 'विषय आवश्यक छ' },
  'the financial year appears twice': { nepali: 'आर्थिक वर्ष दुई पटक परेको छ' },
  'unknown rules, regulations or plan': { nepali: 'थाहा नभएको नियम, विनियम वा योजना' },
  '{field}: unknown ward {ids}': { nepali: '{field}: थाहा नभएको वडा {ids}' },
  'unknown ward': { nepali: 'थाहा नभएको वडा' },
  'the document is of another document type': { nepali: 'कागजात अर्कै प्रकारको हो' },

  // ---------------------------------------------------------------- uploads
  'The upload must be sent as multipart/form-data': { nepali: 'अपलोड multipart/form-data का रूपमा पठाउनुपर्छ' },
  'The upload could not be read as multipart/form-data': { nepali: 'अपलोड multipart/form-data का रूपमा पढ्न सकिएन' },
  'image is required': { nepali: 'फाइल आवश्यक छ' },
  'id is required': { nepali: 'अपलोड कहाँको हो (id) आवश्यक छ' },
  'id must be the profile id, logo or audit-report/{year}': { nepali: 'id प्रोफाइलको क्रम सङ्ख्या, लोगो वा audit-report/{year} हुनुपर्छ' },
  'file_name is not a valid file name': { nepali: 'फाइलको नाम मिलेन' },
  'file_name must be text': { nepali: 'फाइलको नाम पाठ हुनुपर्छ' },
  'Unexpected field {name}': { nepali: 'अपेक्षा नगरिएको क्षेत्र {name}' },
  'File name': { nepali: 'फाइलको नाम' },

  // ---------------------------------------------------------------- the names of a field
  'Ordinary members – Male': { nepali: 'साधारण सदस्य – पुरुष' },
  'Ordinary members – Female': { nepali: 'साधारण सदस्य – महिला' },
  'Ordinary members – LGBTQI': { nepali: 'साधारण सदस्य – यौनिक तथा लैङ्गिक अल्पसंख्यक' },
  'Working committee – Male': { nepali: 'कार्यसमिति – पुरुष' },
  'Working committee – Female': { nepali: 'कार्यसमिति – महिला' },
  'Working committee – LGBTQI': { nepali: 'कार्यसमिति – यौनिक तथा लैङ्गिक अल्पसंख्यक' },
  'Employees – Male': { nepali: 'कर्मचारी – पुरुष' },
  'Employees – Female': { nepali: 'कर्मचारी – महिला' },
  'Employees – LGBTQI': { nepali: 'कर्मचारी – यौनिक तथा लैङ्गिक अल्पसंख्यक' },
  'Volunteers – Male': { nepali: 'स्वयंसेवक – पुरुष' },
  'Volunteers – Female': { nepali: 'स्वयंसेवक – महिला' },
  'Volunteers – LGBTQI': { nepali: 'स्वयंसेवक – यौनिक तथा लैङ्गिक अल्पसंख्यक' },
}

/** What the API answers the content pages. */
export const CONTENT_MESSAGE_LABELS: Record<string, Label> = {
  // ---------------------------------------------------------------- content management
  'Document Config Not Found': { nepali: 'कागजात सेटिङ भेटिएन' },
  'Organizational Structure Config Not Found': { nepali: 'सांगठनिक संरचना सेटिङ भेटिएन' },
  'Rules Regulations Plan Config Not Found': { nepali: 'नियम/विनियम/योजना सेटिङ भेटिएन' },
  'Organization Type Not Found': { nepali: 'संस्थाको प्रकार भेटिएन' },
  'Financial Year Not Found': { nepali: 'आर्थिक वर्ष भेटिएन' },
  'Option Not Found': { nepali: 'विकल्प भेटिएन' },
  'Translation Not Found': { nepali: 'अनुवाद भेटिएन' },
  '{type} Not Found: {ids}': { nepali: '{type} भेटिएन: {ids}' },
  'Cannot delete: it is used by NGO profiles': { nepali: 'मेटाउन मिल्दैन: संस्थाका प्रोफाइलहरूले यसलाई प्रयोग गरेका छन्' },
  'Used by {list}': { nepali: '{list} ले प्रयोग गरेको' },
  '{count} NGO profile': { nepali: '{count} संस्थाको प्रोफाइल' },
  '{count} NGO profiles': { nepali: '{count} संस्थाका प्रोफाइल' },
  '{count} annual budget row': { nepali: '{count} वार्षिक बजेट पङ्क्ति' },
  '{count} annual budget rows': { nepali: '{count} वार्षिक बजेट पङ्क्ति' },
  '{count} profile document': { nepali: '{count} प्रोफाइल कागजात' },
  '{count} profile documents': { nepali: '{count} प्रोफाइल कागजात' },
  '{count} audit report': { nepali: '{count} लेखापरीक्षण प्रतिवेदन' },
  '{count} audit reports': { nepali: '{count} लेखापरीक्षण प्रतिवेदन' },
  '{count} organizational structure row': { nepali: '{count} सांगठनिक संरचना पङ्क्ति' },
  '{count} organizational structure rows': { nepali: '{count} सांगठनिक संरचना पङ्क्ति' },
  '{count} rules/regulations/plan row': { nepali: '{count} नियम/विनियम/योजना पङ्क्ति' },
  '{count} rules/regulations/plan rows': { nepali: '{count} नियम/विनियम/योजना पङ्क्ति' },
  '{count} NGO profile with its office in the ward': { nepali: 'कार्यालय यही वडामा रहेको {count} संस्थाको प्रोफाइल' },
  '{count} NGO profiles with their office in the ward': { nepali: 'कार्यालय यही वडामा रहेका {count} संस्थाका प्रोफाइल' },
  '{count} NGO profile working in the ward': { nepali: 'यही वडामा काम गर्ने {count} संस्थाको प्रोफाइल' },
  '{count} NGO profiles working in the ward': { nepali: 'यही वडामा काम गर्ने {count} संस्थाका प्रोफाइल' },
  'Ward Created': { nepali: 'वडा थपियो' },
  'Ward Updated': { nepali: 'वडा अद्यावधिक भयो' },
  'Ward Deleted': { nepali: 'वडा मेटाइयो' },
  'Ward Not Found': { nepali: 'वडा भेटिएन' },
  'Ward Number Already Exist': { nepali: 'यो वडा नम्बर पहिले नै छ' },

  // ---------------------------------------------------------------- what a success says
  'Signed-in user': { nepali: 'लगइन गरेको प्रयोगकर्ता' },
  'Annual budgets': { nepali: 'वार्षिक बजेट' },
  Associates: { nepali: 'सहकार्य गर्ने संस्था तथा व्यक्ति' },
  'Audit Report Save Success': { nepali: 'लेखापरीक्षण प्रतिवेदन सुरक्षित भयो' },
  'Organizational structure': { nepali: 'सांगठनिक संरचना' },
  'Organizational Structure': { nepali: 'सांगठनिक संरचना' },
  'Financial years': { nepali: 'आर्थिक वर्षहरू' },
  'NGO Profile Counts': { nepali: 'संस्था प्रोफाइलको सङ्ख्या' },
  'Human Resource': { nepali: 'मानव संसाधन' },
  'NGO Total': { nepali: 'जम्मा संस्था' },
  'NGO Registration Graph': { nepali: 'संस्था दर्ताको ग्राफ' },
  'Target Group And Thematic Scope': { nepali: 'लक्षित समूह र कार्य क्षेत्र' },
  'Document configs': { nepali: 'कागजात सेटिङहरू' },
  'Organization types': { nepali: 'संस्थाका प्रकारहरू' },
  'Organizational structure configs': { nepali: 'सांगठनिक संरचना सेटिङहरू' },
  'Rules, regulations and plan configs': { nepali: 'नियम, विनियम तथा योजना सेटिङहरू' },
  'NGO Profile': { nepali: 'संस्थाको प्रोफाइल' },
  'NGO Profiles': { nepali: 'संस्थाका प्रोफाइलहरू' },
  Options: { nepali: 'विकल्पहरू' },
  '{type} Created': { nepali: '{type} थपियो' },
  '{type} Updated': { nepali: '{type} अद्यावधिक भयो' },
  '{type} Deleted': { nepali: '{type} मेटियो' },
  '{type} Merged': { nepali: '{type} गाभियो' },
}

/** What the API answers the document viewer of a profile page (and of the own editor). */
export const FILE_MESSAGE_LABELS: Record<string, Label> = {
  'File size should be less than or equal to 2MB!': { nepali: 'फाइल २ MB वा सोभन्दा सानो हुनुपर्छ!' },
  'Image dimensions are too large!': { nepali: 'तस्बिरको आकार (पिक्सेल) धेरै ठूलो छ!' },
  'File Upload Success': { nepali: 'फाइल अपलोड भयो' },
  'Please sign in to view documents': { nepali: 'कागजात हेर्न कृपया लगइन गर्नुहोस्' },
  'Document Not Found': { nepali: 'कागजात भेटिएन' },
  'Audit Report Not Found': { nepali: 'लेखापरीक्षण प्रतिवेदन भेटिएन' },
  'Please sign in to view this file': { nepali: 'यो फाइल हेर्न कृपया लगइन गर्नुहोस्' },
}
