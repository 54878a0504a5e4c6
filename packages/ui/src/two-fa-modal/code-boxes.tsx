import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, Row } from './two-fa-modal.styles';

export const CODE_LENGTH = 6; // docs/product/sessions.md#two-factor

export interface CodeBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * Six single-digit boxes (docs/product/sessions.md#two-factor): only digits, Tab and Backspace are
 * accepted; a typed digit moves on, Backspace clears and steps back; pasting a 6-digit code fills
 * every box.
 */
export function CodeBoxes({ digits, onChange, invalid = false, describedBy, disabled = false }: CodeBoxesProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const put = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') return;
    // Paste shortcuts reach onPaste; every other key is refused.
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'v') return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^[0-9]$/.test(event.key)) {
      put(index, event.key);
      refs.current[index + 1]?.focus();
    } else if (event.key === 'Backspace') {
      if (digits[index]) {
        put(index, '');
      } else if (index > 0) {
        put(index - 1, '');
        refs.current[index - 1]?.focus();
      }
    }
  };

  // Virtual keyboards may not report keys: accept a single typed digit, nothing else.
  const onInput = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(digits[index] ?? '', '').slice(-1);
    if (/^[0-9]$/.test(typed)) {
      put(index, typed);
      refs.current[index + 1]?.focus();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').replace(/\s/g, '');
    if (!new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(text)) return;
    onChange(text.split(''));
    refs.current[CODE_LENGTH - 1]?.focus();
  };

  return (
    <Row role="group" aria-label="Verification code" aria-describedby={describedBy}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <Box
          key={index}
          ref={(el) => { refs.current[index] = el; }}
          value={digits[index] ?? ''}
          onKeyDown={onKeyDown(index)}
          onChange={onInput(index)}
          onPaste={onPaste}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
        />
      ))}
    </Row>
  );
}
