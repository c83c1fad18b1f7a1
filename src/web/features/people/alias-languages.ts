/**
 * Languages offered for an alias, as BCP 47 tags with their English names: the scripts
 * public figures' names are most often written in. Any other tag may be typed.
 */
export const COMMON_ALIAS_LANGUAGES = [
  { tag: 'ar', name: 'Arabic' },
  { tag: 'zh-Hans', name: 'Chinese (Simplified)' },
  { tag: 'zh-Hant', name: 'Chinese (Traditional)' },
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'French' },
  { tag: 'de', name: 'German' },
  { tag: 'el', name: 'Greek' },
  { tag: 'he', name: 'Hebrew' },
  { tag: 'hi', name: 'Hindi' },
  { tag: 'it', name: 'Italian' },
  { tag: 'ja', name: 'Japanese' },
  { tag: 'ko', name: 'Korean' },
  { tag: 'fa', name: 'Persian' },
  { tag: 'pt', name: 'Portuguese' },
  { tag: 'ru', name: 'Russian' },
  { tag: 'es', name: 'Spanish' },
  { tag: 'th', name: 'Thai' },
  { tag: 'tr', name: 'Turkish' },
  { tag: 'uk', name: 'Ukrainian' },
] as const;
