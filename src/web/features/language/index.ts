// The interface language: chosen in the header, kept per account (and on the device for the first paint).
export { useAccountLocale } from './use-locale';
export { LanguageSwitch } from './components/language-switch';
