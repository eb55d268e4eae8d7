/** The nine languages' names, each written in its own language, in the order the site offers them. */
export const LANGUAGE_NAMES = [
  'Português',
  'English',
  'Tiếng Việt',
  'Bahasa Indonesia',
  'Bahasa Melayu',
  'ไทย',
  'Türkçe',
  '简体中文',
  '繁體中文',
];
