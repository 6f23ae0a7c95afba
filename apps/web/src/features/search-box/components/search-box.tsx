import ClearIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { SEARCH_SUGGEST_MIN_LENGTH } from '@spesa/domain';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { savedSearchWords } from '../utils/saved-search-words-store';
import { type SearchOption, searchOptionGroups } from './search-options';

export const SUGGEST_DEBOUNCE_MS = 150;

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/**
 * The navbar's search: a combobox that offers recent searches when empty and the server's
 * suggestions from the third letter; arrows move, Enter chooses or searches, Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [savedWords, setSavedWords] = useState(() => savedSearchWords.list());

  // On the search page the box shows what was searched.
  useEffect(() => {
    if (location.pathname === paths.search.pattern) setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const typed = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const enoughText = typed.length >= SEARCH_SUGGEST_MIN_LENGTH && text.trim().length >= SEARCH_SUGGEST_MIN_LENGTH;
  const suggestions = useSearchSuggestions(typed, open && enoughText);

  const groups = useMemo(
    () => searchOptionGroups(text, savedWords, enoughText ? suggestions.data : undefined),
    [text, savedWords, enoughText, suggestions.data],
  );
  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const search = (word: string) => {
    const q = word.trim();
    if (!q) return;
    setSavedWords(savedSearchWords.record(q));
    setText(q);
    close();
    inputRef.current?.blur();
    navigate(paths.search.to(q));
  };

  const choose = (option: SearchOption) => {
    if (option.kind === 'recent' || option.kind === 'word') return search(option.label);
    close();
    inputRef.current?.blur();
    if (option.kind === 'category') navigate(paths.category.to(option.slug));
    else navigate(paths.product.to(option.slug));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
    if (option) choose(option);
    else search(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text itself: going past either end returns to it.
      setActiveIndex((index) => {
        const next = index + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (text) {
        setText('');
      }
    }
  };

  const groupTitle = {
    recent: t('searchBox.recent'),
    words: t('searchBox.words'),
    categories: t('searchBox.categories'),
    products: t('searchBox.products'),
  };
  let index = -1;

  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ position: 'relative', width: '100%' }}>
      <Paper
        elevation={0}
        sx={{
          display: 'flex',
          alignItems: 'center',
          height: 44,
          pl: 2,
          pr: 0.5,
          borderRadius: 22,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}40` },
        }}
      >
        <Box
          component="input"
          ref={inputRef}
          value={text}
          placeholder={t('searchBox.placeholder')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            setSavedWords(savedSearchWords.list());
            setOpen(true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          role="combobox"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          aria-label={t('searchBox.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          sx={{
            flex: 1,
            minWidth: 0,
            height: '100%',
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 16,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
            // The box has its own clear button.
            '&::-webkit-search-cancel-button': { display: 'none' },
          }}
        />
        {text && (
          <IconButton
            size="small"
            aria-label={t('searchBox.clear')}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
        <IconButton type="submit" aria-label={t('searchBox.submit')} color="primary">
          <SearchIcon />
        </IconButton>
      </Paper>
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
                  onMouseMove={() => setActiveIndex(optionIndex)}
                  onClick={() => choose(option)}
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
    </Box>
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
        <Box sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{euro.format(option.priceCents / 100)}</Box>
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
