import type { CategoryBlock } from './define.js';

export const HUMAN_LANGUAGE_BLOCKS: CategoryBlock[] = [
  {
    area: 'language',
    category: 'Languages',
    lines: `
English [english-language] | English language
Spanish | Spanish language, Español, Castilian
French | French language, Français
German | German language, Deutsch
Italian | Italian language
Portuguese | Portuguese language, Brazilian Portuguese
Dutch | Dutch language, Flemish
Mandarin Chinese | Mandarin, Chinese, Putonghua, Simplified Chinese, Traditional Chinese
Cantonese
Japanese | Japanese language, Nihongo
Korean | Korean language
Arabic | Arabic language, Modern Standard Arabic
Hebrew
Hindi | Hindi language
Urdu
Bengali | Bangla
Punjabi
Tamil
Telugu
Marathi
Gujarati
Kannada
Malayalam
Russian | Russian language
Ukrainian
Polish | Polish language
Czech
Slovak
Hungarian
Romanian
Bulgarian
Serbian | Croatian, Bosnian, Serbo-Croatian
Slovenian
Greek | Greek language
Turkish | Turkish language
Persian | Farsi, Dari
Pashto
Kurdish
Swahili | Kiswahili
Amharic
Somali
Yoruba
Igbo
Hausa
Zulu | isiZulu, Xhosa
Afrikaans
Vietnamese
Thai | Thai language
Indonesian | Bahasa Indonesia, Bahasa
Malay | Bahasa Melayu
Javanese
Tagalog | Filipino
Khmer
Burmese
Lao language
Nepali
Sinhala
Swedish
Norwegian
Danish
Finnish
Icelandic
Estonian
Latvian
Lithuanian
Irish Gaelic | Irish language
Welsh
Catalan
Basque
Haitian Creole
Latin language [latin]
American Sign Language | ASL, sign language, BSL, British Sign Language
Braille
`,
  },
];
