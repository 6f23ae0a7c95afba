import ClearIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FOCUS_RING } from '../../../app/theme';
import { PlainIconButton } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';
import { savedSearchWords } from '../utils/saved-search-words-store';
import type { SearchOption } from './search-options';

// The dropdown (recent searches, the server's suggestions) is downloaded when the shopper reaches
// for the box (pointer over it, touch or focus), not with the page: the box itself draws at once.
const loadSuggestions = () => import('./search-suggestions');
const SearchSuggestions = lazy(loadSuggestions);

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
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [suggestionsWanted, setSuggestionsWanted] = useState(false);

  // On the search page the box shows what was searched.
  useEffect(() => {
    if (location.pathname === paths.search.pattern) setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.pathname, location.search]);

  const expanded = open && options.length > 0;
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  const wantSuggestions = () => {
    void loadSuggestions();
    setSuggestionsWanted(true);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const search = (word: string) => {
    const q = word.trim();
    if (!q) return;
    savedSearchWords.record(q);
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

  const emptyListbox = <Box id={listboxId} role="listbox" aria-label={t('searchBox.label')} hidden sx={{ display: 'none' }} />;

  return (
    <Box component="form" role="search" onSubmit={onSubmit} sx={{ position: 'relative', width: '100%' }}>
      <Box
        onPointerEnter={wantSuggestions}
        sx={{
          color: 'text.primary',
          transition: (theme) => theme.transitions.create('box-shadow'),
          display: 'flex',
          alignItems: 'center',
          height: 44,
          pl: 2,
          pr: 0.5,
          borderRadius: 22,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          // The shop's focus ring (visible on the brand's bar and on white), not a faint glow of the brand colour.
          '&:focus-within': { borderColor: 'primary.main', outline: FOCUS_RING, outlineOffset: 2 },
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
            wantSuggestions();
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
          <PlainIconButton
            size="small"
            aria-label={t('searchBox.clear')}
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
          >
            <ClearIcon fontSize="small" />
          </PlainIconButton>
        )}
        <PlainIconButton type="submit" aria-label={t('searchBox.submit')} color="primary">
          <SearchIcon />
        </PlainIconButton>
      </Box>
      {suggestionsWanted ? (
        <Suspense fallback={emptyListbox}>
          <SearchSuggestions
            listboxId={listboxId}
            text={text}
            open={open}
            activeIndex={activeIndex}
            optionId={optionId}
            onOptions={setOptions}
            onActiveIndex={setActiveIndex}
            onChoose={choose}
          />
        </Suspense>
      ) : (
        emptyListbox
      )}
    </Box>
  );
}
