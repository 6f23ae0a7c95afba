/**
 * What the components import as 'react-i18next' (Vite, Vitest and TypeScript map that name here):
 * `useTranslation()` gives `t` for the shop's texts. Only the part of react-i18next the shop uses;
 * see translator.ts for the text rules.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { i18n } from './index';
import type { Translator } from './translator';

const TranslatorContext = createContext<Translator>(i18n);

/** Gives `i18n` to the components below (without it they use the shop's Italian texts). */
export function I18nextProvider({ i18n: translator, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** The texts' `t` and the translator itself. */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator, ready: true } as const;
}
