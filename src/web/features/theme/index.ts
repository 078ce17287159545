// The theme: light, dark, or the system's, kept per account (and on the device for the first paint).
export { useAccountTheme } from './use-theme';
export { ThemeSwitch } from './components/theme-switch';
export { AppearanceChoice } from './components/appearance-choice';
