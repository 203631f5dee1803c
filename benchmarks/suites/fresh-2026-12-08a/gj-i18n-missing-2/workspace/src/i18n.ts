import { createI18n } from 'vue-i18n';
import en from './locales/en.json';
import de from './locales/de.json';
import fr from './locales/fr.json';

export const i18n = createI18n({
  legacy: false,
  locale: navigator.language.slice(0, 2),
  fallbackLocale: 'en',
  messages: { en, de, fr },
});
