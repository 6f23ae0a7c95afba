import Box from '@mui/material/Box';
import {
  type AllergenCode,
  allergenTexts,
  durabilityTexts,
  type FoodInformation,
  type IngredientSegment,
  type Nutrition,
  operatorRoleTexts,
} from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from './text';

const decimal = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** Allergen names inside a sentence: 'latte, frutta a guscio'. */
const allergenList = (codes: readonly AllergenCode[]) => codes.map((code) => allergenTexts[code].name.toLowerCase()).join(', ');

function Fact({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Text id={id} component="h3" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** The list as the label reads it, each allergen in bold: text nodes only, never HTML. */
function Ingredients({ segments }: { segments: readonly IngredientSegment[] }) {
  return (
    <Text sx={{ lineHeight: 1.65 }}>
      {segments.map((segment, index) =>
        segment.allergen ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments never move; the same word may come twice.
          <strong key={index}>{segment.text}</strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Text>
  );
}

const cellSx = { py: 0.75, px: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left', fontWeight: 400 } as const;

/** The nutrition declaration as a real table: caption, a header per column, a header per row. */
function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { t } = useTranslation();
  const grams = (value: number) => t('foodInformation.grams', { value: decimal.format(value) });
  const rows: { key: string; label: string; value: string; part?: boolean }[] = [
    { key: 'energy', label: t('foodInformation.energy'), value: `${nutrition.energyKj} kJ / ${nutrition.energyKcal} kcal` },
    { key: 'fat', label: t('foodInformation.fat'), value: grams(nutrition.fat) },
    { key: 'saturates', label: t('foodInformation.saturates'), value: grams(nutrition.saturates), part: true },
    { key: 'carbohydrate', label: t('foodInformation.carbohydrate'), value: grams(nutrition.carbohydrate) },
    { key: 'sugars', label: t('foodInformation.sugars'), value: grams(nutrition.sugars), part: true },
    { key: 'protein', label: t('foodInformation.protein'), value: grams(nutrition.protein) },
    { key: 'salt', label: t('foodInformation.salt'), value: grams(nutrition.salt) },
  ];
  return (
    <Box component="table" sx={{ width: '100%', maxWidth: 480, borderCollapse: 'collapse', fontSize: '0.95rem' }}>
      <Box component="caption" sx={{ textAlign: 'left', fontWeight: 700, fontSize: '1rem', pb: 0.75, captionSide: 'top' }}>
        {t('foodInformation.nutrition', { per: nutrition.per })}
      </Box>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 700 }}>
            {t('foodInformation.nutrient')}
          </Box>
          <Box component="th" scope="col" sx={{ ...cellSx, fontWeight: 700, textAlign: 'right' }}>
            {t('foodInformation.perAmount', { per: nutrition.per })}
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <Box component="th" scope="row" sx={{ ...cellSx, pl: row.part ? 3 : 1 }}>
              {row.label}
            </Box>
            <Box component="td" sx={{ ...cellSx, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {row.value}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * What the law asks the shop to say about a food before it is bought (Reg. 1169/2011 art. 14), in the
 * order a label reads: name, ingredients with allergens in bold, allergens and traces, nutrition table,
 * storage and date, origin, producer, net quantity, alcohol.
 */
export function FoodInformationSections({ information }: { information: FoodInformation }) {
  const { t } = useTranslation();
  const storage = [information.storage, information.use, information.durability && `${durabilityTexts[information.durability]}.`];
  return (
    <Box component="section" aria-labelledby="food-information-title" sx={{ mt: { xs: 3, md: 5 }, maxWidth: 820 }}>
      <Text id="food-information-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('foodInformation.title')}
      </Text>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Fact id="food-denomination" title={t('foodInformation.denomination')}>
          <Text>{information.denomination}</Text>
        </Fact>
        {information.ingredients && (
          <Fact id="food-ingredients" title={t('foodInformation.ingredients')}>
            <Ingredients segments={information.ingredients} />
          </Fact>
        )}
        <Fact id="food-allergens" title={t('foodInformation.allergens')}>
          <Text>
            {information.allergens.length > 0
              ? t('foodInformation.contains', { list: allergenList(information.allergens) })
              : t('foodInformation.noAllergens')}
          </Text>
        </Fact>
        {information.mayContain.length > 0 && (
          <Fact id="food-traces" title={t('foodInformation.mayContain')}>
            <Text>{`${allergenList(information.mayContain)}.`}</Text>
          </Fact>
        )}
        {information.nutrition && <NutritionTable nutrition={information.nutrition} />}
        <Fact id="food-storage" title={t('foodInformation.storage')}>
          {storage.filter(Boolean).map((line) => (
            <Text key={line as string}>{line}</Text>
          ))}
        </Fact>
        {information.origin && (
          <Fact id="food-origin" title={t('foodInformation.origin')}>
            {information.origin.map((line) => (
              <Text key={line.label}>{`${line.label}: ${line.value}`}</Text>
            ))}
          </Fact>
        )}
        <Fact id="food-operator" title={t('foodInformation.operator')}>
          <Text>{`${operatorRoleTexts[information.operator.role]} ${information.operator.name}, ${information.operator.address}`}</Text>
        </Fact>
        <Fact id="food-net-quantity" title={t('foodInformation.netQuantity')}>
          <Text>{information.netQuantity}</Text>
        </Fact>
        {information.alcoholByVolume !== null && (
          <Fact id="food-alcohol" title={t('foodInformation.alcohol')}>
            <Text>{t('foodInformation.alcoholValue', { value: decimal.format(information.alcoholByVolume) })}</Text>
          </Fact>
        )}
      </Box>
    </Box>
  );
}
