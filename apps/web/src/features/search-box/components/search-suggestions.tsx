import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { formatEuro, SEARCH_SUGGEST_MIN_LENGTH } from '@spesa/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { savedSearchWords } from '../utils/saved-search-words-store';
import { type SearchOption, searchOptionGroups } from './search-options';

export const SUGGEST_DEBOUNCE_MS = 150;

type Props = {
  listboxId: string;
  text: string;
  open: boolean;
  activeIndex: number;
  optionId: (index: number) => string;
  /** The options offered now, for the box's arrows and Enter. */
  onOptions: (options: SearchOption[]) => void;
  onActiveIndex: (index: number) => void;
  onChoose: (option: SearchOption) => void;
};

/** The search box's dropdown: recent searches for an empty box, the server's suggestions from the third letter. */
export default function SearchSuggestions({
  listboxId,
  text,
  open,
  activeIndex,
  optionId,
  onOptions,
  onActiveIndex,
  onChoose,
}: Props) {
  const { t } = useTranslation();
  const [savedWords, setSavedWords] = useState(() => savedSearchWords.list());

  // Read again at each opening: a search just made is among them.
  useEffect(() => {
    if (open) setSavedWords(savedSearchWords.list());
  }, [open]);

  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enoughText = typed.length >= SEARCH_SUGGEST_MIN_LENGTH && text.trim().length >= SEARCH_SUGGEST_MIN_LENGTH;
  const suggestions = useSearchSuggestions(typed, open && enoughText);

  const groups = useMemo(
    () => searchOptionGroups(text, savedWords, enoughText ? suggestions.data : undefined),
    [text, savedWords, enoughText, suggestions.data],
  );
  useEffect(() => onOptions(groups.flatMap((group) => group.options)), [groups, onOptions]);
  const expanded = open && groups.length > 0;

  const groupTitle = {
    recent: t('searchBox.recent'),
    words: t('searchBox.words'),
    categories: t('searchBox.categories'),
    products: t('searchBox.products'),
  };
  let index = -1;

  return (
    <Paper
      elevation={8}
      id={listboxId}
      role="listbox"
      aria-label={t('searchBox.label')}
      hidden={!expanded}
      sx={{
        position: 'absolute',
        top: 'calc(100% + 6px)',
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        maxHeight: '70vh',
        overflowY: 'auto',
        py: 1,
        display: expanded ? 'block' : 'none',
      }}
    >
      {groups.map((group) => (
        <Box key={group.id} role="group" aria-labelledby={`${listboxId}-${group.id}`}>
          <Box
            id={`${listboxId}-${group.id}`}
            sx={{ px: 2, pt: 1, pb: 0.5, fontSize: 12, fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }}
          >
            {groupTitle[group.id]}
          </Box>
          {group.options.map((option) => {
            index += 1;
            const optionIndex = index;
            const active = optionIndex === activeIndex;
            return (
              <Box
                key={`${option.kind}-${option.label}-${optionIndex}`}
                id={optionId(optionIndex)}
                role="option"
                aria-selected={active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActiveIndex(optionIndex)}
                onClick={() => onChoose(option)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 2,
                  py: 0.75,
                  minHeight: 40,
                  cursor: 'pointer',
                  bgcolor: active ? 'action.selected' : 'transparent',
                }}
              >
                <OptionContent option={option} />
              </Box>
            );
          })}
        </Box>
      ))}
    </Paper>
  );
}

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  if (option.kind === 'product') {
    return (
      <>
        <Box sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
          <img
            src={option.mediaURL}
            alt=""
            width={40}
            height={40}
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
            style={{ display: 'block' }}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{option.label}</Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{option.brand}</Box>
        </Box>
        <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatEuro(option.priceCents)}</Box>
      </>
    );
  }
  if (option.kind === 'category') {
    return (
      <Box>
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
          {t('searchBox.inCategory')}
        </Box>{' '}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {option.label}
        </Box>
      </Box>
    );
  }
  return (
    <>
      <SearchIcon fontSize="small" color="action" />
      <Box>{option.label}</Box>
    </>
  );
}
