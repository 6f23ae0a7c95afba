import type { Plugin } from 'vite';

/**
 * MUI 7's `createTheme` and `ThemeProvider` each carry the CSS-variables flavour of themes
 * (createThemeWithVars, CssVarsProvider, the colour-scheme storage and its init script), and every
 * styled component reaches them through MUI's default theme: about 8 KB gzip of the entry that this
 * shop never runs, since its theme (app/theme.ts) has neither `cssVariables` nor `colorSchemes`.
 * For such themes MUI itself takes the no-variables path (createThemeNoVars, ThemeProviderNoVars);
 * in the build these two modules are given only that path, calling MUI's own code, and they refuse
 * a theme that would need the other one, so a later theme change fails loudly instead of silently
 * losing its colour schemes. Dev server and tests use MUI as published.
 */
const replacements: Record<string, string> = {
  '/@mui/material/esm/styles/createTheme.js': `
import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('createTheme: CSS variables and colour schemes are left out of this build (apps/web/build/mui-without-css-variables.ts)');
  }
  return createThemeNoVars(options, ...args);
}
`,
  '/@mui/material/esm/styles/ThemeProvider.js': `
'use client';
import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import THEME_ID from './identifier.js';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('ThemeProvider: colour schemes are left out of this build (apps/web/build/mui-without-css-variables.ts)');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
};

export function muiWithoutCssVariables(): Plugin {
  const replaced = new Set<string>();
  return {
    name: 'spesa-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.replaceAll('\\', '/').replace(/\?.*$/, '');
      const suffix = Object.keys(replacements).find((ending) => file.endsWith(ending));
      if (!suffix) return null;
      replaced.add(suffix);
      return replacements[suffix];
    },
    buildEnd(error) {
      // A MUI upgrade that moves these modules must not leave the build quietly heavier.
      if (!error && replaced.size !== Object.keys(replacements).length) {
        this.error(
          `mui-without-css-variables: MUI modules not found (${Object.keys(replacements)
            .filter((file) => !replaced.has(file))
            .join(', ')})`,
        );
      }
    },
  };
}
