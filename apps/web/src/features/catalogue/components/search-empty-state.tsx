import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSuggestions } from '../api/get-suggestions';
import { Pill } from './pill';
import { Text } from './text';

/** No product matched a search: tips, and the words and departments the suggestions offer. */
export function SearchEmptyState({ q }: { q: string }) {
  const { t } = useTranslation();
  const suggestions = useSuggestions(q);
  const words = (suggestions.data?.words ?? []).filter((word) => word.toLowerCase() !== q.toLowerCase()).slice(0, 8);
  const categories = (suggestions.data?.categories ?? []).slice(0, 6);

  return (
    <Box sx={{ py: { xs: 3, md: 5 }, px: 2, textAlign: 'center', bgcolor: 'background.paper', borderRadius: 2 }}>
      <Text component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('catalogue.search.emptyTitle', { q })}
      </Text>
      <Text color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 2 }}>
        {t('catalogue.search.emptyTips')}
      </Text>
      {words.length > 0 && (
        <SuggestionRow
          label={t('catalogue.search.suggestions')}
          items={words.map((word) => ({ key: word, label: word, to: paths.search.to(word) }))}
        />
      )}
      {categories.length > 0 && (
        <SuggestionRow
          label={t('catalogue.search.suggestedCategories')}
          items={categories.map((category) => ({
            key: String(category.categoryId),
            label: category.name,
            to: paths.category.to(category.slug),
          }))}
        />
      )}
    </Box>
  );
}

function SuggestionRow({ label, items }: { label: string; items: { key: string; label: string; to: string }[] }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Text sx={{ fontWeight: 600, mb: 1 }}>{label}</Text>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {items.map((item) => (
          <li key={item.key}>
            <Pill to={item.to}>{item.label}</Pill>
          </li>
        ))}
      </Box>
    </Box>
  );
}
