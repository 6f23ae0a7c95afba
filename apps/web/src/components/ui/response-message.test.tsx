import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createShopTheme } from '../../app/theme';
import { ResponseMessage } from './response-message';

const theme = createShopTheme('#1565c0');
const colourOf = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

describe('response-message box', () => {
  it('draws errors red, warnings yellow and infos green (the spec), errors and warnings as alerts', () => {
    render(
      <ThemeProvider theme={theme}>
        <ResponseMessage kind="error">Errore</ResponseMessage>
        <ResponseMessage kind="warning">Avviso</ResponseMessage>
        <ResponseMessage kind="info">Fatto</ResponseMessage>
      </ThemeProvider>,
    );
    const [error, warning] = screen.getAllByRole('alert') as [HTMLElement, HTMLElement];
    const info = screen.getByRole('status');
    expect(error).toHaveTextContent('Errore');
    expect(warning).toHaveTextContent('Avviso');
    expect(info).toHaveTextContent('Fatto');
    expect(error.className).toMatch(/colorError/);
    expect(warning.className).toMatch(/colorWarning/);
    // MUI's "info" would be blue: the spec's infos are green.
    expect(info.className).toMatch(/colorSuccess/);
    expect(new Set([colourOf(error), colourOf(warning), colourOf(info)]).size).toBe(3);
  });

  it('closes when the screen allows it and carries an action', async () => {
    const onClose = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <ResponseMessage kind="warning" action={<button type="button">Salva comunque</button>}>
          Indirizzo non verificato
        </ResponseMessage>
        <ResponseMessage kind="error" onClose={onClose}>
          Errore
        </ResponseMessage>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Salva comunque' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Close|Chiudi/ }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
