import Box from '@mui/material/Box';
import type { Facet } from '@spesa/domain';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import type { CatalogueFiltersApi } from '../hooks/use-catalogue-filters';
import { Text } from './text';

const VISIBLE_VALUES = 6;

const focusRing = { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 } as const;

// Native inputs styled here: fully accessible and far lighter than MUI's Switch and Checkbox.
const switchSx = {
  appearance: 'none',
  flex: 'none',
  position: 'relative',
  width: 40,
  height: 22,
  m: 0,
  borderRadius: 11,
  bgcolor: 'grey.400',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    width: 16,
    height: 16,
    borderRadius: '50%',
    bgcolor: '#fff',
    boxShadow: 1,
    transition: 'transform 150ms',
  },
  '&:checked': { bgcolor: 'primary.main' },
  '&:checked::before': { transform: 'translateX(18px)' },
  '&:focus-visible': focusRing,
} as const;

const checkboxSx = {
  flex: 'none',
  width: 18,
  height: 18,
  m: 0,
  accentColor: (theme: { palette: { primary: { main: string } } }) => theme.palette.primary.main,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'default' },
} as const;

function Choice({
  type,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  type: 'switch' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        minHeight: 36,
        cursor: disabled ? 'default' : 'pointer',
        color: disabled ? 'text.disabled' : 'text.primary',
        fontSize: type === 'checkbox' ? '0.9rem' : '1rem',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        role={type === 'switch' ? 'switch' : undefined}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        sx={type === 'switch' ? switchSx : checkboxSx}
      />
      <span>{children}</span>
    </Box>
  );
}

function FacetGroup({ facet, filters }: { facet: Facet; filters: CatalogueFiltersApi }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const isSelected = (id: string) => filters.filters.facets.includes(`${facet.parameterName}:${id}`);
  // Chosen values stay visible even when they are past the first few.
  const values = expanded ? facet.values : facet.values.filter((value, index) => index < VISIBLE_VALUES || isSelected(value.id));
  const hidden = facet.values.length - values.length;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Text component="legend" sx={{ p: 0, mb: 0.5, fontWeight: 700, fontSize: '0.95rem' }}>
        {facet.name}
      </Text>
      {values.map((value) => {
        const checked = isSelected(value.id);
        return (
          <Choice
            key={value.id}
            type="checkbox"
            checked={checked}
            disabled={value.count === 0 && !checked}
            onChange={() => filters.toggleFacet(facet.parameterName, value.id)}
          >
            {t('catalogue.filters.valueWithCount', { name: value.name, count: value.count })}
          </Choice>
        );
      })}
      {facet.values.length > VISIBLE_VALUES && (hidden > 0 || expanded) && (
        <PlainButton size="small" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} style={{ padding: '4px' }}>
          {expanded ? t('catalogue.filters.showLess') : t('catalogue.filters.showMore', { count: hidden })}
        </PlainButton>
      )}
    </Box>
  );
}

/** The filters: 'In offerta' and 'Novità' switches, then each facet's values with their counts. */
export function FacetsPanel({ facets, filters }: { facets: Facet[]; filters: CatalogueFiltersApi }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Choice type="switch" checked={filters.filters.promo} onChange={(event) => filters.setPromo(event.target.checked)}>
          {t('catalogue.filters.promo')}
        </Choice>
        <Choice type="switch" checked={filters.filters.onlyNew} onChange={(event) => filters.setOnlyNew(event.target.checked)}>
          {t('catalogue.filters.onlyNew')}
        </Choice>
      </Box>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <FacetGroup key={facet.parameterName} facet={facet} filters={filters} />
        ))}
      {filters.activeCount > 0 && (
        <PlainButton variant="outlined" onClick={filters.reset} style={{ alignSelf: 'flex-start' }}>
          {t('catalogue.filters.reset')}
        </PlainButton>
      )}
    </Box>
  );
}
