import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Empty, Field, FieldError, Input, Label, Listbox, Option, OptionCode, OptionDetail, OptionName, VisuallyHidden } from './combobox.styles';

export interface ComboboxItem {
  /** The value the field holds (a code). */
  key: string;
  /** Shown in bold before the name. */
  code: string;
  name: string;
  /** A second line: city, country… */
  detail?: string;
}

export interface ComboboxProps<T> {
  label: string;
  /** The selected key, or null. */
  value: string | null;
  onChange: (key: string | null, item: T | undefined) => void;
  /** The options for what was typed (already ranked and limited). */
  search: (query: string) => readonly T[];
  /** The record of a key, to show the selection. */
  lookup: (key: string) => T | undefined;
  describe: (item: T) => ComboboxItem;
  placeholder?: string;
  /** The options are not available yet. */
  loading?: boolean;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  noMatchText?: string;
}

/** An index past any list: clamped to its last option. */
const LAST = Number.MAX_SAFE_INTEGER;

const display = (item: ComboboxItem | undefined) => (item ? `${item.code} – ${item.name}` : '');

/**
 * An accessible combobox (WAI-ARIA APG combobox pattern, "list autocomplete with automatic
 * selection"): typing filters the list and highlights its first option, so Enter picks what is
 * highlighted; ArrowDown/ArrowUp move the highlight (wrapping), and so does the pointer; Enter or
 * Tab picks the highlighted option (Tab then moves on); Escape closes the list (or clears the
 * field when closed). Focus stays in the field: the highlighted option is announced through
 * aria-activedescendant, the number of matches through a polite live region.
 */
export function Combobox<T>({
  label, value, onChange, search, lookup, describe, placeholder, loading = false, error, disabled, required, name, id, className, ref,
  noMatchText = 'No match',
}: ComboboxProps<T>) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listId = `${autoId}-listbox`;
  const errorId = `${autoId}-error`;
  const optionId = (index: number) => `${autoId}-option-${index}`;

  const selected = useMemo(() => (value ? lookup(value) : undefined), [value, lookup]);
  const selectedText = selected ? display(describe(selected)) : '';
  const [text, setText] = useState(selectedText);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // The field shows the selection unless the user is typing.
  const shown = editing ? text : selectedText;
  const options = useMemo(() => (open && !loading ? search(editing ? text : '') : []), [open, loading, search, editing, text]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    onChange(describe(item).key, item);
    setEditing(false);
    close();
  };

  // The highlight never points past the options the list shows now.
  const current = active < options.length ? active : options.length - 1;
  const highlighted = open && current >= 0 ? options[current] : undefined;
  const move = (step: 1 | -1) => {
    const count = options.length;
    if (!open || count === 0) {
      setOpen(true);
      setActive(step === 1 ? 0 : LAST); // the first, or the last once the list is there
    } else {
      setActive(current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count);
    }
  };

  useEffect(() => {
    if (current < 0) return;
    listRef.current?.ownerDocument.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from a stable id
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (highlighted) {
          event.preventDefault(); // picking is not submitting the form
          pick(highlighted);
        }
        break;
      case 'Tab':
        if (highlighted) pick(highlighted); // and the focus moves on
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (shown) {
          event.preventDefault();
          setEditing(false);
          onChange(null, undefined);
        }
        break;
      default:
    }
  };

  const onBlur = () => {
    close();
    if (editing && text.trim() === '') onChange(null, undefined);
    setEditing(false); // an unfinished search falls back to the selection
  };

  const status = !open ? '' : loading ? 'Loading…' : options.length === 0 ? noMatchText : `${options.length} result${options.length === 1 ? '' : 's'} available`;
  const describedBy = error ? errorId : undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={highlighted ? optionId(current) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={loading || undefined}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          setEditing(true);
          setOpen(true);
          setActive(event.target.value.trim() ? 0 : -1); // what was typed highlights the best match
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onClick={() => setOpen(true)}
      />
      <Listbox ref={listRef} id={listId} role="listbox" aria-label={label} hidden={options.length === 0}>
        {options.map((item, index) => {
          const d = describe(item);
          return (
            <Option
              key={d.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              onMouseMove={() => index !== current && setActive(index) /* one highlight: the pointer's is Enter's */}
              onMouseDown={(event) => event.preventDefault() /* keep the focus in the field */}
              onClick={() => pick(item)}
            >
              <OptionCode>{d.code}</OptionCode>
              <OptionName>{d.name}</OptionName>
              {d.detail && <OptionDetail>{d.detail}</OptionDetail>}
            </Option>
          );
        })}
      </Listbox>
      {open && options.length === 0 && <Empty aria-hidden>{loading ? 'Loading…' : noMatchText}</Empty>}
      <VisuallyHidden role="status" aria-live="polite">{status}</VisuallyHidden>
      {error && <FieldError id={errorId} role="alert">{error}</FieldError>}
    </Field>
  );
}
