import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SUGGESTION_MIN_LENGTH } from '@portal/contract/suggestion-limits';
import { MAX_SEARCH_LENGTH } from '@portal/contract/catalogue-limits';
import { useTranslation } from '@/shared/i18n/use-translation.ts';
import { inputClasses } from '@/shared/ui/field.tsx';
import { useSuggestions, type SuggestionsFor } from '../api/get-suggestions.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import {
  searchTarget,
  suggestionTarget,
  type SuggestionOption,
} from '../lib/suggestion-targets.ts';
import { SuggestionList } from './suggestion-list.tsx';

/** A pause this long in typing asks for suggestions: about one request per word typed. */
const TYPING_PAUSE_MS = 200;

/**
 * The header's search box (issue 32 point 4), a combobox with a list of suggestions (the WAI-ARIA
 * pattern): from two characters the products and categories the words match; the arrow keys move
 * through them while the focus stays in the box, Enter opens the one chosen or, with none, runs
 * the full search, and Escape closes the list, then clears the box. How many there are is said in
 * a live region, since a screen reader is not told of a list that opens beside the box.
 */
export function HeaderSearch({ target }: { target: SuggestionsFor }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const long = text.trim().length >= SUGGESTION_MIN_LENGTH;
  const suggestions = useSuggestions(target, typed);
  const data = long && typed.length >= SUGGESTION_MIN_LENGTH ? suggestions.data : undefined;
  const options: SuggestionOption[] = data
    ? [
        ...data.products.map((product) => ({ kind: 'product' as const, product })),
        ...data.categories.map((category) => ({ kind: 'category' as const, category })),
      ]
    : [];
  const shown = open && long && (data !== undefined || suggestions.isFetching);
  const expanded = shown && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string) => {
    close();
    setText('');
    void navigate(to);
  };
  const choose = (option: SuggestionOption) => go(suggestionTarget(option, target));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (words) go(searchTarget(words, target));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((at) => (at + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((at) => (at <= 0 ? count - 1 : at - 1));
        break;
      case 'Enter': {
        const option = expanded ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (shown) close();
        else setText('');
        break;
    }
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="relative w-full"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${id}-box`} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={`${id}-box`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        value={text}
        placeholder={t('search.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`${inputClasses} h-9 py-1`}
      />
      <SuggestionList
        id={listId}
        shown={shown}
        loading={data === undefined}
        options={options}
        active={active}
        signedIn={target.signedIn}
        onChoose={choose}
        onHover={setActive}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {shown && data !== undefined
          ? options.length > 0
            ? t('search.count', { count: options.length })
            : t('search.none')
          : ''}
      </p>
    </form>
  );
}
