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

const display = (item: ComboboxItem | undefined) => (item ? `${item.code} – ${item.name}` : '');

/**
 * An accessible combobox (WAI-ARIA APG "list autocomplete with manual selection"): typing
 * filters the list, ArrowDown/ArrowUp move through it, Enter picks, Escape closes (or clears
 * when closed). The active option is announced through aria-activedescendant, the number of
 * matches through a polite live region.
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

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.ownerDocument.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId is derived from a stable id
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    onChange(describe(item).key, item);
    setEditing(false);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
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
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
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
          setActive(-1);
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
              aria-selected={index === active}
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
