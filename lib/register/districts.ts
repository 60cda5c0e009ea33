// The 77 districts of Nepal, for the district column of an imported register:
// a spreadsheet names the district of registration in English or Nepali, with
// the spellings in common use. The profile keeps `lalitpur` or `others` with
// the district's Nepali name (spec section 4). No I/O here.
import { LALITPUR_DISTRICT_NAME } from '@/lib/profile/schemas'

type District = { en: string; ne: string; aliases?: string[] }

export const DISTRICTS: readonly District[] = [
  // Koshi
  { en: 'Taplejung', ne: 'ताप्लेजुङ' },
  { en: 'Panchthar', ne: 'पाँचथर' },
  { en: 'Ilam', ne: 'इलाम' },
  { en: 'Jhapa', ne: 'झापा' },
  { en: 'Morang', ne: 'मोरङ' },
  { en: 'Sunsari', ne: 'सुनसरी' },
  { en: 'Dhankuta', ne: 'धनकुटा' },
  { en: 'Terhathum', ne: 'तेह्रथुम', aliases: ['Tehrathum', 'Terathum'] },
  { en: 'Sankhuwasabha', ne: 'सङ्खुवासभा', aliases: ['संखुवासभा'] },
  { en: 'Bhojpur', ne: 'भोजपुर' },
  { en: 'Solukhumbu', ne: 'सोलुखुम्बु' },
  { en: 'Okhaldhunga', ne: 'ओखलढुङ्गा', aliases: ['Okhaldunga', 'ओखलढुंगा'] },
  { en: 'Khotang', ne: 'खोटाङ' },
  { en: 'Udayapur', ne: 'उदयपुर', aliases: ['Udaypur'] },
  // Madhesh
  { en: 'Saptari', ne: 'सप्तरी' },
  { en: 'Siraha', ne: 'सिराहा' },
  { en: 'Dhanusha', ne: 'धनुषा', aliases: ['Dhanusa'] },
  { en: 'Mahottari', ne: 'महोत्तरी' },
  { en: 'Sarlahi', ne: 'सर्लाही' },
  { en: 'Rautahat', ne: 'रौतहट' },
  { en: 'Bara', ne: 'बारा' },
  { en: 'Parsa', ne: 'पर्सा' },
  // Bagmati
  { en: 'Dolakha', ne: 'दोलखा' },
  { en: 'Sindhupalchok', ne: 'सिन्धुपाल्चोक', aliases: ['Sindhupalchowk'] },
  { en: 'Rasuwa', ne: 'रसुवा' },
  { en: 'Dhading', ne: 'धादिङ' },
  { en: 'Nuwakot', ne: 'नुवाकोट' },
  { en: 'Kathmandu', ne: 'काठमाडौं', aliases: ['काठमाडौँ', 'काठमाण्डौ', 'काठमाण्डौं'] },
  { en: 'Bhaktapur', ne: 'भक्तपुर' },
  { en: 'Lalitpur', ne: LALITPUR_DISTRICT_NAME, aliases: ['Patan'] },
  { en: 'Kavrepalanchok', ne: 'काभ्रेपलाञ्चोक', aliases: ['Kavre', 'Kabhre', 'Kavrepalanchowk', 'Kabhrepalanchok', 'काभ्रे'] },
  { en: 'Ramechhap', ne: 'रामेछाप' },
  { en: 'Sindhuli', ne: 'सिन्धुली' },
  { en: 'Makwanpur', ne: 'मकवानपुर', aliases: ['Makawanpur'] },
  { en: 'Chitwan', ne: 'चितवन', aliases: ['Chitawan'] },
  // Gandaki
  { en: 'Gorkha', ne: 'गोरखा' },
  { en: 'Manang', ne: 'मनाङ' },
  { en: 'Mustang', ne: 'मुस्ताङ' },
  { en: 'Myagdi', ne: 'म्याग्दी' },
  { en: 'Kaski', ne: 'कास्की' },
  { en: 'Lamjung', ne: 'लमजुङ' },
  { en: 'Tanahun', ne: 'तनहुँ', aliases: ['Tanahu', 'तनहुं'] },
  { en: 'Nawalparasi East', ne: 'नवलपरासी (बर्दघाट सुस्ता पूर्व)', aliases: ['Nawalpur', 'नवलपुर', 'Nawalparasi (Bardaghat Susta East)'] },
  { en: 'Syangja', ne: 'स्याङ्जा', aliases: ['स्याङजा'] },
  { en: 'Parbat', ne: 'पर्वत' },
  { en: 'Baglung', ne: 'बागलुङ' },
  // Lumbini
  { en: 'Rukum East', ne: 'रुकुम (पूर्वी भाग)', aliases: ['Eastern Rukum', 'पूर्वी रुकुम'] },
  { en: 'Rolpa', ne: 'रोल्पा' },
  { en: 'Pyuthan', ne: 'प्युठान' },
  { en: 'Gulmi', ne: 'गुल्मी' },
  { en: 'Arghakhanchi', ne: 'अर्घाखाँची' },
  { en: 'Palpa', ne: 'पाल्पा' },
  { en: 'Nawalparasi West', ne: 'नवलपरासी (बर्दघाट सुस्ता पश्चिम)', aliases: ['Parasi', 'परासी', 'Nawalparasi (Bardaghat Susta West)'] },
  { en: 'Rupandehi', ne: 'रुपन्देही' },
  { en: 'Kapilvastu', ne: 'कपिलवस्तु', aliases: ['Kapilbastu'] },
  { en: 'Dang', ne: 'दाङ' },
  { en: 'Banke', ne: 'बाँके' },
  { en: 'Bardiya', ne: 'बर्दिया' },
  // Karnali
  { en: 'Dolpa', ne: 'डोल्पा' },
  { en: 'Mugu', ne: 'मुगु' },
  { en: 'Humla', ne: 'हुम्ला' },
  { en: 'Jumla', ne: 'जुम्ला' },
  { en: 'Kalikot', ne: 'कालिकोट' },
  { en: 'Dailekh', ne: 'दैलेख' },
  { en: 'Jajarkot', ne: 'जाजरकोट' },
  { en: 'Rukum West', ne: 'रुकुम (पश्चिम भाग)', aliases: ['Western Rukum', 'पश्चिम रुकुम'] },
  { en: 'Salyan', ne: 'सल्यान' },
  { en: 'Surkhet', ne: 'सुर्खेत' },
  // Sudurpashchim
  { en: 'Bajura', ne: 'बाजुरा' },
  { en: 'Bajhang', ne: 'बझाङ' },
  { en: 'Darchula', ne: 'दार्चुला' },
  { en: 'Baitadi', ne: 'बैतडी' },
  { en: 'Dadeldhura', ne: 'डडेल्धुरा' },
  { en: 'Doti', ne: 'डोटी' },
  { en: 'Achham', ne: 'अछाम' },
  { en: 'Kailali', ne: 'कैलाली' },
  { en: 'Kanchanpur', ne: 'कञ्चनपुर' },
]

/** Case, spaces, punctuation and the word "district" do not matter. */
function spelling(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\b(district|jilla)\b|जिल्ला/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '')
}

const BY_SPELLING = new Map<string, District>()
for (const district of DISTRICTS) {
  for (const name of [district.en, district.ne, ...(district.aliases ?? [])]) BY_SPELLING.set(spelling(name), district)
}

export type DistrictChoice = { dao_district: 'lalitpur' | 'others'; dao_district_name: string | null }

/**
 * A district cell as the profile stores it: `lalitpur` or `others` (the
 * editor's two choices, `others` without a name), or the name of a district,
 * which sets both. Null when it names no district of Nepal.
 */
export function readDistrict(text: string): DistrictChoice | null {
  const key = spelling(text)
  if (key === 'others' || key === spelling('अन्य')) return { dao_district: 'others', dao_district_name: null }
  const district = BY_SPELLING.get(key)
  if (!district) return null
  return district.ne === LALITPUR_DISTRICT_NAME ? { dao_district: 'lalitpur', dao_district_name: LALITPUR_DISTRICT_NAME } : { dao_district: 'others', dao_district_name: district.ne }
}
