import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The text a combobox that searches on the server asks for: what is typed, settled `delayMs`
 * after the last key (one request per pause, not per key). The combobox asks for the options of
 * the text while rendering (`search`), so `ask` notes it and updates after the render.
 */
export function useTypedQuery(delayMs = 250) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const asked = useRef('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  const ask = useCallback((text: string) => {
    if (text === asked.current) return;
    asked.current = text;
    queueMicrotask(() => setTyped(text));
  }, []);
  /** `settled`: the query is what was typed last (otherwise the answer shown is for earlier text). */
  return { query, settled: query === typed, ask };
}
