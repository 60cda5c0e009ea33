import type { Label } from './types'

// The register in and out of spreadsheets: the import page, the action log's
// records of imports and claims, and the messages of lib/register/messages.ts
// (those of the claims to review and the admin list's downloads are in
// register-list.ts).
export const REGISTER_LABELS: Record<string, Label> = {
  // columns the profile editor does not name
  'Profile number': { nepali: 'प्रोफाइल नम्बर' },
  'Owned by an account': { nepali: 'खातासँग जोडिएको' },
  'Thematic scope (description)': { nepali: 'कार्य क्षेत्र (विवरण)' },
  'Target group (description)': { nepali: 'लक्षित समूह (विवरण)' },
  AD: { nepali: 'ई.सं.' },

  // the import page
  'Import the register': { nepali: 'दर्ता सूची आयात' },
  'Upload a CSV or XLSX file of at most 5 MB and 5 000 rows whose first row names the columns. The file is checked first: nothing is saved until you confirm.': {
    nepali: 'बढीमा ५ MB र ५ ००० पङ्क्तिको, पहिलो पङ्क्तिमा स्तम्भका नाम भएको CSV वा XLSX फाइल अपलोड गर्नुहोस्। पहिले फाइल जाँचिन्छ: तपाईंले पुष्टि नगरेसम्म केही पनि सुरक्षित हुँदैन।',
  },
  'A row whose DAO Registration No. is already in the registry updates that profile; an empty cell keeps what is stored. Every other row becomes a new profile, unverified and owned by no account until its NGO claims it.': {
    nepali: 'पोर्टलको अभिलेखमा पहिले नै भएको जिल्ला प्रशासन कार्यालय दर्ता नम्बरको पङ्क्तिले सो प्रोफाइल अद्यावधिक गर्छ; खाली कोठाले भएको विवरण जस्ताको तस्तै राख्छ। अरू पङ्क्तिहरू नयाँ प्रोफाइल बन्छन्, जुन संस्थाले दाबी नगरेसम्म प्रमाणित नभएका र कुनै खातासँग नजोडिएका रहन्छन्।',
  },
  'Download the template': { nepali: 'नमुना फाइल डाउनलोड गर्नुहोस्' },
  'Template (CSV)': { nepali: 'नमुना (CSV)' },
  'Template (XLSX)': { nepali: 'नमुना (XLSX)' },
  'Spreadsheet file (CSV or XLSX)': { nepali: 'स्प्रेडसिट फाइल (CSV वा XLSX)' },
  'Check the file': { nepali: 'फाइल जाँच गर्नुहोस्' },
  'Checking the file…': { nepali: 'फाइल जाँच हुँदैछ…' },
  'Columns the import reads': { nepali: 'आयातले पढ्ने स्तम्भहरू' },
  'Field name': { nepali: 'फिल्डको नाम' },
  'Label (English)': { nepali: 'शीर्षक (अङ्ग्रेजी)' },
  'Label (Nepali)': { nepali: 'शीर्षक (नेपाली)' },
  'What it takes': { nepali: 'के लेख्ने' },
  'Text': { nepali: 'पाठ' },
  'A number; Nepali digits are converted': { nepali: 'नम्बर; नेपाली अङ्क अङ्ग्रेजीमा बदलिन्छन्' },
  'A date YYYY-MM-DD, BS or AD (add (BS) or (AD) to the column name to say which)': {
    nepali: 'मिति वर्ष-महिना-गते, वि.सं. वा ई.सं. (कुन हो भन्न स्तम्भको नाममा (वि.सं.) वा (ई.सं.) थप्नुहोस्)',
  },
  'A whole number of people': { nepali: 'मानिसको पूर्ण सङ्ख्या' },
  'A district of Nepal, in Nepali or English': { nepali: 'नेपालको जिल्ला, नेपाली वा अङ्ग्रेजीमा' },
  'The name of an organization type': { nepali: 'संस्थाको प्रकारको नाम' },
  'Names from the list, separated by ;': { nepali: 'सूचीका नामहरू, ; ले छुट्याएर' },
  'Check result': { nepali: 'जाँचको नतिजा' },
  New: { nepali: 'नयाँ' },
  Update: { nepali: 'अद्यावधिक' },
  Error: { nepali: 'त्रुटि' },
  'Errors': { nepali: 'त्रुटिहरू' },
  'Show': { nepali: 'देखाउनुहोस्' },
  'All rows': { nepali: 'सबै पङ्क्ति' },
  'Rows with errors': { nepali: 'त्रुटि भएका पङ्क्ति' },
  'New profiles': { nepali: 'नयाँ प्रोफाइल' },
  'Updates': { nepali: 'अद्यावधिकहरू' },
  'Row (in the file)': { nepali: 'पङ्क्ति (फाइलमा)' },
  'Columns not read: {value}': { nepali: 'नपढिएका स्तम्भहरू: {value}' },
  'Rows of the file': { nepali: 'फाइलका पङ्क्तिहरू' },
  'Pages of the check result': { nepali: 'जाँचको नतिजाका पृष्ठहरू' },
  'Import {new} new and {update} updated profiles': { nepali: '{new} नयाँ र {update} अद्यावधिक प्रोफाइल आयात गर्नुहोस्' },
  'Import {new} new and {update} updated profiles? All of them are saved at once, or none.': {
    nepali: '{new} नयाँ र {update} अद्यावधिक प्रोफाइल आयात गर्ने? सबै एकैपटक सुरक्षित हुन्छन्, वा कुनै पनि हुँदैनन्।',
  },
  'Importing…': { nepali: 'आयात हुँदैछ…' },
  'Import progress': { nepali: 'आयातको प्रगति' },
  '{created} new profiles and {updated} updates saved.': { nepali: '{created} नयाँ प्रोफाइल र {updated} अद्यावधिक सुरक्षित भए।' },
  'See the NGO list': { nepali: 'संस्थाहरूको सूची हेर्नुहोस्' },
  'Failed to import': { nepali: 'आयात गर्न सकिएन' },
  // possible duplicates in the check result (decision 094)
  Resembles: { nepali: 'मिल्दोजुल्दो' },
  'Some new rows resemble profiles already in the registry: look at them before importing. They can still be imported, and merged later.': {
    nepali: 'केही नयाँ पङ्क्तिहरू अभिलेखमा पहिले नै भएका प्रोफाइलसँग मिल्दोजुल्दा छन्: आयात गर्नुअघि हेर्नुहोस्। तिनीहरू अझै आयात गर्न सकिन्छ, र पछि गाभ्न सकिन्छ।',
  },
  'Choose another file': { nepali: 'अर्को फाइल छान्नुहोस्' },

  // actions and records of the action log
  Imported: { nepali: 'आयात गर्‍यो' },
  'Claimed a profile': { nepali: 'प्रोफाइल दाबी गर्‍यो' },
  'Approved the claim of': { nepali: 'दाबी स्वीकृत गर्‍यो' },
  'Refused the claim of': { nepali: 'दाबी अस्वीकृत गर्‍यो' },
  'Register import': { nepali: 'दर्ता सूची आयात' },

  // REGISTER_MESSAGES (lib/register/messages.ts)
  'The file must be a CSV or XLSX spreadsheet': { nepali: 'फाइल CSV वा XLSX स्प्रेडसिट हुनुपर्छ' },
  'Old Excel files (.xls) are not read: save the sheet as .xlsx or as CSV UTF-8': { nepali: 'पुरानो एक्सेल फाइल (.xls) पढिँदैन: सिटलाई .xlsx वा CSV UTF-8 मा सुरक्षित गर्नुहोस्' },
  'The file must be at most 5 MB': { nepali: 'फाइल बढीमा ५ MB को हुनुपर्छ' },
  'The file is empty': { nepali: 'फाइल खाली छ' },
  'The CSV file is not UTF-8 text: save it as CSV UTF-8': { nepali: 'CSV फाइल UTF-8 पाठ होइन: यसलाई CSV UTF-8 मा सुरक्षित गर्नुहोस्' },
  'The file could not be read as a spreadsheet': { nepali: 'फाइललाई स्प्रेडसिटको रूपमा पढ्न सकिएन' },
  'The file has more than 5 000 rows: import at most 5 000 at a time': { nepali: 'फाइलमा ५ ००० भन्दा बढी पङ्क्ति छन्: एकपटकमा बढीमा ५ ००० आयात गर्नुहोस्' },
  'The file has more than 200 columns': { nepali: 'फाइलमा २०० भन्दा बढी स्तम्भ छन्' },
  'The first row must name the columns: DAO Registration No. and Name in Nepali are needed': {
    nepali: 'पहिलो पङ्क्तिमा स्तम्भका नाम हुनुपर्छ: जिल्ला प्रशासन कार्यालय दर्ता नं. र नेपाली नाम आवश्यक छन्',
  },
  'Two columns name the same field': { nepali: 'दुई स्तम्भले एउटै फिल्ड जनाउँछन्' },
  'Choose a CSV or XLSX file': { nepali: 'CSV वा XLSX फाइल छान्नुहोस्' },
  'The file is not the one that was checked: check it again before importing': { nepali: 'यो जाँच गरिएको फाइल होइन: आयात गर्नुअघि फेरि जाँच गर्नुहोस्' },
  'The file has rows with errors: correct them and check the file again': { nepali: 'फाइलका केही पङ्क्तिमा त्रुटि छन्: सच्याएर फाइल फेरि जाँच गर्नुहोस्' },
  'File checked: nothing has been saved yet': { nepali: 'फाइल जाँच भयो: अहिलेसम्म केही पनि सुरक्षित भएको छैन' },
  'Import complete': { nepali: 'आयात सम्पन्न भयो' },
  // 'DAO Registration No. is required' is the sign-up form's (lib/i18n/labels/auth.ts)
  'Name in Nepali is required for a new profile': { nepali: 'नयाँ प्रोफाइलका लागि नेपाली नाम आवश्यक छ' },
  'The same DAO Registration No. is on row {value}': { nepali: 'यही जिल्ला प्रशासन कार्यालय दर्ता नं. पङ्क्ति {value} मा पनि छ' },
  'More than one profile has this DAO Registration No.: {value}': { nepali: 'यो जिल्ला प्रशासन कार्यालय दर्ता नं. एकभन्दा बढी प्रोफाइलमा छ: {value}' },
  'Not a date: write YYYY-MM-DD in BS or AD': { nepali: 'मिति होइन: वि.सं. वा ई.सं. मा वर्ष-महिना-गते लेख्नुहोस्' },
  'Not a Bikram Sambat date': { nepali: 'विक्रम संवतको मिति होइन' },
  'Not an AD date': { nepali: 'ईस्वी संवतको मिति होइन' },
  'The BS and AD dates name different days': { nepali: 'वि.सं. र ई.सं. का मितिले फरक दिन जनाउँछन्' },
  'Read as BS; AD {value}': { nepali: 'वि.सं. मानियो; ई.सं. {value}' },
  'Read as AD; BS {value}': { nepali: 'ई.सं. मानियो; वि.सं. {value}' },
  'Unknown district': { nepali: 'अज्ञात जिल्ला' },
  'Unknown organization type': { nepali: 'अज्ञात संस्थाको प्रकार' },
  'Unknown thematic scope: {name}': { nepali: 'अज्ञात कार्य क्षेत्र: {name}' },
  'Unknown target group: {name}': { nepali: 'अज्ञात लक्षित समूह: {name}' },
  'Unknown ward: {name}': { nepali: 'अज्ञात वडा: {name}' },
  "A ward's number or its name": { nepali: 'वडाको नम्बर वा नाम' },
  'Ward numbers or names, separated by ;, or The whole municipality': { nepali: 'वडाका नम्बर वा नाम, ; ले छुट्याएर, वा सम्पूर्ण महानगरपालिका' },
  'A formula: kept as text, not calculated': { nepali: 'सूत्र: गणना नगरी पाठको रूपमा राखियो' },
  'Nepali digits written as {value}': { nepali: 'नेपाली अङ्क {value} को रूपमा लेखियो' },
  'Your request for the profile with this DAO Registration No. is waiting for the municipality to review it': {
    nepali: 'यो जिल्ला प्रशासन कार्यालय दर्ता नम्बरको प्रोफाइलका लागि तपाईंको अनुरोध नगरपालिकाले जाँच गर्दैछ',
  },
  Rows: { nepali: 'पङ्क्तिहरू' },
}
