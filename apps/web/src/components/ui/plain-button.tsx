import { alpha, type PaletteColor, type Theme, useTheme } from '@mui/material/styles';
import { type ButtonHTMLAttributes, type ReactNode, useInsertionEffect } from 'react';
import { Link, type LinkProps } from 'react-router';
import { FOCUS_RING } from '../../app/theme';

/**
 * Buttons of the shell's first paint (navbar, search box, account, cookie bar, the quantity control),
 * looking as MUI's text, outlined and contained Button and its IconButton do, drawn as plain
 * `<button>`s (or react-router links, for a place that is a page too) with the class
 * names of one style sheet written from the theme. MUI's buttons have their styles serialised and
 * compiled by emotion when the first of each kind is drawn: on a phone's first load those were
 * ~80 of the ~190 style rules inserted before the first paint, in the start's longest task
 * (decision 0011). No ripple: the focus ring and the hover colour say what the ripple said.
 */

type Tone = 'primary' | 'secondary' | 'inherit';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>;

/** How a plain button looks: MUI's Button variants, and icons before and after the text (20 px, as MUI's). */
type ButtonLook = {
  variant?: 'text' | 'outlined' | 'contained';
  color?: Tone;
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
  endIcon?: ReactNode;
};

/** How a plain icon button looks: MUI's IconButton colours and sizes. */
type IconButtonLook = {
  color?: Tone;
  size?: 'small' | 'medium';
  /** The button's name for screen readers: an icon button has no text of its own. */
  'aria-label': string;
};

export type PlainButtonProps = NativeButtonProps & ButtonLook;
export type PlainIconButtonProps = NativeButtonProps & IconButtonLook;
/** A link (react-router's) that looks as a plain button: for a place that is a page of its own too (e.g. /login). */
export type PlainButtonLinkProps = Omit<LinkProps, 'color'> & ButtonLook;
export type PlainIconButtonLinkProps = Omit<LinkProps, 'color'> & IconButtonLook;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A plain button's class names and content (its text between its icons), whatever element carries them. */
function buttonParts(
  { variant = 'text', color = 'primary', size = 'medium', startIcon, endIcon }: ButtonLook,
  className?: string,
) {
  return {
    className: classes(
      'plain-button',
      `plain-button--${variant}`,
      `plain-button--${color}`,
      size !== 'medium' && `plain-button--${size}`,
      className,
    ),
    content: (children: ReactNode) => (
      <>
        {startIcon && <span className="plain-button__start-icon">{startIcon}</span>}
        {children}
        {endIcon && <span className="plain-button__end-icon">{endIcon}</span>}
      </>
    ),
  };
}

const iconButtonClassName = ({ color = 'inherit', size = 'medium' }: Omit<IconButtonLook, 'aria-label'>, className?: string) =>
  classes('plain-icon-button', `plain-icon-button--${color}`, size === 'small' && 'plain-icon-button--small', className);

/**
 * A plain button's class names and content for an element of one's own (a native link to a part of
 * the page, for one), its sheet written: `<a className={look.className}>{look.content(text)}</a>`.
 */
export function usePlainButton(look: ButtonLook, className?: string) {
  usePlainButtonSheet();
  return buttonParts(look, className);
}

/** A plain button's look, class name and text as its element's className and children; its other props as they are. */
function usePlainButtonProps<Props extends ButtonLook & { className?: string; children?: ReactNode }>(props: Props) {
  const { variant, color, size, startIcon, endIcon, className, children, ...rest } = props;
  const look = usePlainButton({ variant, color, size, startIcon, endIcon }, className);
  return { ...rest, className: look.className, children: look.content(children) };
}

export function PlainButton({ type = 'button', ...props }: PlainButtonProps) {
  return <button type={type} {...usePlainButtonProps(props)} />;
}

export function PlainIconButton({ color, size, className, type = 'button', ...rest }: PlainIconButtonProps) {
  usePlainButtonSheet();
  return <button type={type} className={iconButtonClassName({ color, size }, className)} {...rest} />;
}

export function PlainButtonLink(props: PlainButtonLinkProps) {
  return <Link {...usePlainButtonProps(props)} />;
}

export function PlainIconButtonLink({ color, size, className, ...rest }: PlainIconButtonLinkProps) {
  usePlainButtonSheet();
  return <Link className={iconButtonClassName({ color, size }, className)} {...rest} />;
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

/** A colour's rules: its text and icon buttons' colour and hover, its outlined border, its contained fill. */
function toneCss(tone: Exclude<Tone, 'inherit'>, color: PaletteColor, hoverOpacity: number): string {
  const hover = alpha(color.main, hoverOpacity);
  const button = `.plain-button--${tone}`;
  return `
${button} { color: ${color.main}; }
${button}.plain-button--text:hover, ${button}.plain-button--outlined:hover { background-color: ${hover}; }
${button}.plain-button--outlined { border-color: ${alpha(color.main, 0.5)}; }
${button}.plain-button--outlined:hover { border-color: ${color.main}; }
${button}.plain-button--contained { color: ${color.contrastText}; background-color: ${color.main}; }
${button}.plain-button--contained:hover { background-color: ${color.dark}; }
.plain-icon-button--${tone} { color: ${color.main}; }
.plain-icon-button--${tone}:hover { background-color: ${hover}; }
@media (hover: none) { ${button}.plain-button--contained:hover { background-color: ${color.main}; } }`;
}

/**
 * The CSS of the plain buttons: MUI's Button and IconButton values, read from the theme. Rules that
 * must win over a colour's (disabled, no hover on touch screens) name the class twice.
 */
export function plainButtonCss(theme: Theme): string {
  const { palette, typography, shape, shadows } = theme;
  const radius = `${Number(shape.borderRadius)}px`;
  const grey = palette.grey[300];
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
.plain-button {
  min-width: 64px; padding: 6px 16px; border-radius: ${radius};
  font-size: ${typography.button.fontSize}; font-weight: ${typography.button.fontWeight};
  line-height: ${typography.button.lineHeight}; letter-spacing: ${typography.button.letterSpacing};
  text-transform: ${typography.button.textTransform};
}
.plain-button--text { padding: 6px 8px; }
.plain-button--outlined { padding: 5px 15px; border: 1px solid currentColor; }
.plain-button--contained { box-shadow: ${shadows[2]}; }
.plain-button--contained:hover { box-shadow: ${shadows[4]}; }
.plain-button--contained:active { box-shadow: ${shadows[8]}; }
.plain-button--inherit.plain-button--text:hover, .plain-button--inherit.plain-button--outlined:hover {
  background-color: ${palette.action.hover};
}
.plain-button--inherit.plain-button--contained { color: ${palette.getContrastText(grey)}; background-color: ${grey}; }
.plain-button--inherit.plain-button--contained:hover { background-color: ${palette.grey.A100}; }
.plain-button--small { font-size: ${typography.pxToRem(13)}; }
.plain-button--small.plain-button--text { padding: 4px 5px; }
.plain-button--small.plain-button--outlined { padding: 3px 9px; }
.plain-button--small.plain-button--contained { padding: 4px 10px; }
.plain-button--large { font-size: ${typography.pxToRem(15)}; }
.plain-button--large.plain-button--text { padding: 8px 11px; }
.plain-button--large.plain-button--outlined { padding: 7px 21px; }
.plain-button--large.plain-button--contained { padding: 8px 22px; }
.plain-button__start-icon { display: inherit; margin-left: -4px; margin-right: 8px; }
.plain-button__end-icon { display: inherit; margin-left: 8px; margin-right: -4px; }
.plain-button__start-icon > svg, .plain-button__end-icon > svg { font-size: 20px; }
.plain-icon-button { flex: 0 0 auto; padding: 8px; border-radius: 50%; font-size: 1.5rem; text-align: center; }
.plain-icon-button--small { padding: 5px; font-size: 1.125rem; }
.plain-icon-button:hover { background-color: ${palette.action.hover}; }
${toneCss('primary', palette.primary, palette.action.hoverOpacity)}
${toneCss('secondary', palette.secondary, palette.action.hoverOpacity)}
.plain-button.plain-button:disabled, .plain-icon-button.plain-icon-button:disabled {
  cursor: default; pointer-events: none; color: ${palette.action.disabled};
}
.plain-button.plain-button--outlined:disabled { border-color: ${palette.action.disabledBackground}; }
.plain-button.plain-button--contained:disabled { background-color: ${palette.action.disabledBackground}; box-shadow: none; }
@media (hover: none) {
  .plain-button.plain-button--text:hover, .plain-button.plain-button--outlined:hover,
  .plain-icon-button.plain-icon-button:hover { background-color: transparent; }
}
`;
}
