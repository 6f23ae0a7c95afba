import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createShopTheme } from '../../app/theme';
import { PlainButton, PlainButtonLink, PlainIconButton, PlainIconButtonLink, plainButtonCss } from './plain-button';

describe('plain buttons', () => {
  it('are buttons a shopper can press, with their text or their label as name', async () => {
    const onPress = vi.fn();
    const theme = createShopTheme('#1565c0');
    render(
      <ThemeProvider theme={theme}>
        <PlainButton variant="contained" onClick={onPress}>
          Accetta tutti
        </PlainButton>
        <PlainIconButton aria-label="Apri il carrello" color="primary" onClick={onPress}>
          <svg />
        </PlainIconButton>
        <PlainButton variant="outlined" disabled>
          Rifiuta tutti
        </PlainButton>
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apri il carrello' }));
    expect(onPress).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Rifiuta tutti' })).toBeDisabled();
    // Never a form's submit button unless asked.
    expect(screen.getByRole('button', { name: 'Accetta tutti' })).toHaveAttribute('type', 'button');
  });

  it('write their sheet once per theme, in the brand colour', () => {
    const theme = createShopTheme('#1565c0');
    const drawn = (
      <ThemeProvider theme={theme}>
        <PlainButton>Personalizza</PlainButton>
        <PlainIconButton aria-label="Cerca">
          <svg />
        </PlainIconButton>
      </ThemeProvider>
    );
    const first = render(drawn);
    first.unmount();
    render(drawn);
    const sheets = document.head.querySelectorAll('style[data-plain-buttons]');
    expect([...sheets].filter((sheet) => sheet.textContent?.includes('#1565c0'))).toHaveLength(1);
    expect([...sheets].map((sheet) => sheet.textContent).join()).toContain(
      '.plain-button--contained { color: #fff; background-color: #1565c0;',
    );
    expect(plainButtonCss(createShopTheme('#c62828'))).toContain('background-color: #c62828');
  });

  it('can be links to a page, with the same look', () => {
    render(
      <ThemeProvider theme={createShopTheme('#1565c0')}>
        <MemoryRouter>
          <PlainButtonLink
            to="/login"
            color="inherit"
            startIcon={<svg data-testid="start" />}
            endIcon={<svg data-testid="end" />}
          >
            Accedi
          </PlainButtonLink>
          <PlainIconButtonLink to="/login" aria-label="Accedi dal telefono">
            <svg />
          </PlainIconButtonLink>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Accedi' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveClass('plain-button', 'plain-button--text', 'plain-button--inherit');
    // The icons on either side of the text.
    expect([...link.children].map((child) => child.className)).toEqual(['plain-button__start-icon', 'plain-button__end-icon']);
    expect(screen.getByRole('link', { name: 'Accedi dal telefono' })).toHaveClass('plain-icon-button');
  });

  it('have a rule for each colour, and disabled buttons win over it', () => {
    const css = plainButtonCss(createShopTheme('#1565c0'));
    expect(css).toMatch(/\.plain-button--secondary\.plain-button--contained \{ color: [^;]+; background-color: [^;]+; \}/);
    expect(css).toContain('.plain-button.plain-button--contained:disabled');
  });
});
