import { alpha, type Theme, useTheme } from '@mui/material/styles';
import { type ButtonHTMLAttributes, type ReactNode, useInsertionEffect } from 'react';
import { FOCUS_RING } from '../../app/theme';

/**
 * Buttons of the shell's first paint (navbar, search box, cookie bar), looking as MUI's text,
 * outlined and contained Button and its IconButton do, drawn as plain `<button>`s with the class
 * names of one style sheet written from the theme. MUI's buttons have their styles serialised and
 * compiled by emotion when the first of each kind is drawn: on a phone's first load those were
 * ~80 of the ~190 style rules inserted before the first paint, in the start's longest task
 * (decision 0011). No ripple: the focus ring and the hover colour say what the ripple said.
 */

type Tone = 'primary' | 'inherit';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

export type PlainButtonProps = NativeButtonProps & {
  variant?: 'text' | 'outlined' | 'contained';
  color?: Tone;
  /** An icon before the text, drawn at 20 px as MUI's startIcon. */
  startIcon?: ReactNode;
};

export type PlainIconButtonProps = NativeButtonProps & {
  color?: Tone;
  size?: 'small' | 'medium';
  /** The button's name for screen readers: an icon button has no text of its own. */
  'aria-label': string;
};

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function PlainButton({
  variant = 'text',
  color = 'primary',
  startIcon,
  className,
  type = 'button',
  children,
  ...rest
}: PlainButtonProps) {
  usePlainButtonSheet();
  return (
    <button
      type={type}
      className={classes('plain-button', `plain-button--${variant}`, `plain-button--${color}`, className)}
      {...rest}
    >
      {startIcon && <span className="plain-button__start-icon">{startIcon}</span>}
      {children}
    </button>
  );
}

export function PlainIconButton({
  color = 'inherit',
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: PlainIconButtonProps) {
  usePlainButtonSheet();
  return (
    <button
      type={type}
      className={classes(
        'plain-icon-button',
        `plain-icon-button--${color}`,
        size === 'small' && 'plain-icon-button--small',
        className,
      )}
      {...rest}
    />
  );
}

/**
 * The sheet of each look, written once: by its text, since each ThemeProvider hands its children a
 * theme object of its own (the text is made once per theme object).
 */
const sheetTexts = new WeakMap<Theme, string>();
const writtenSheets = new Set<string>();

function usePlainButtonSheet() {
  const theme = useTheme();
  useInsertionEffect(() => {
    let text = sheetTexts.get(theme);
    if (text === undefined) {
      text = plainButtonCss(theme);
      sheetTexts.set(theme, text);
    }
    if (writtenSheets.has(text)) return;
    const sheet = document.createElement('style');
    sheet.dataset.plainButtons = '';
    sheet.textContent = text;
    document.head.appendChild(sheet);
    writtenSheets.add(text);
  }, [theme]);
}

/** The CSS of the plain buttons: MUI's Button and IconButton values, read from the theme. */
export function plainButtonCss(theme: Theme): string {
  const { palette, typography, shape, shadows } = theme;
  const primary = palette.primary.main;
  const hoverPrimary = alpha(primary, palette.action.hoverOpacity);
  const radius = `${Number(shape.borderRadius)}px`;
  return `
.plain-button, .plain-icon-button {
  display: inline-flex; align-items: center; justify-content: center; position: relative; box-sizing: border-box;
  margin: 0; border: 0; outline: 0; background-color: transparent; color: inherit; cursor: pointer;
  user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; vertical-align: middle;
  text-decoration: none; font-family: ${typography.fontFamily};
  transition: background-color 250ms cubic-bezier(0.4, 0, 0.2, 1), box-shadow 250ms cubic-bezier(0.4, 0, 0.2, 1),
    border-color 250ms cubic-bezier(0.4, 0, 0.2, 1);
}
.plain-button:focus-visible, .plain-icon-button:focus-visible { outline: ${FOCUS_RING}; outline-offset: 2px; }
.plain-button:disabled, .plain-icon-button:disabled { cursor: default; pointer-events: none; color: ${palette.action.disabled}; }
.plain-button {
  min-width: 64px; padding: 6px 16px; border-radius: ${radius};
  font-size: ${typography.button.fontSize}; font-weight: ${typography.button.fontWeight};
  line-height: ${typography.button.lineHeight}; letter-spacing: ${typography.button.letterSpacing};
  text-transform: ${typography.button.textTransform};
}
.plain-button--primary { color: ${primary}; }
.plain-button--text { padding: 6px 8px; }
.plain-button--text:hover, .plain-button--outlined:hover { background-color: ${hoverPrimary}; }
.plain-button--text.plain-button--inherit:hover, .plain-button--outlined.plain-button--inherit:hover {
  background-color: ${palette.action.hover};
}
.plain-button--outlined { padding: 5px 15px; border: 1px solid ${alpha(primary, 0.5)}; }
.plain-button--outlined.plain-button--inherit { border-color: currentColor; }
.plain-button--outlined:hover { border-color: ${primary}; }
.plain-button--outlined:disabled { border-color: ${palette.action.disabledBackground}; }
.plain-button--contained { color: ${palette.primary.contrastText}; background-color: ${primary}; box-shadow: ${shadows[2]}; }
.plain-button--contained:hover { background-color: ${palette.primary.dark}; box-shadow: ${shadows[4]}; }
.plain-button--contained:active { box-shadow: ${shadows[8]}; }
.plain-button--contained:disabled { background-color: ${palette.action.disabledBackground}; box-shadow: none; }
.plain-button__start-icon { display: inherit; margin-left: -4px; margin-right: 8px; }
.plain-button__start-icon > svg { font-size: 20px; }
.plain-icon-button { flex: 0 0 auto; padding: 8px; border-radius: 50%; font-size: 1.5rem; text-align: center; }
.plain-icon-button--small { padding: 5px; font-size: 1.125rem; }
.plain-icon-button--primary { color: ${primary}; }
.plain-icon-button:hover { background-color: ${palette.action.hover}; }
.plain-icon-button--primary:hover { background-color: ${hoverPrimary}; }
@media (hover: none) {
  .plain-button--text:hover, .plain-button--outlined:hover, .plain-icon-button:hover { background-color: transparent; }
  .plain-button--contained:hover { background-color: ${primary}; }
}
`;
}
