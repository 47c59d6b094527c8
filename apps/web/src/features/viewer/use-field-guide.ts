import { useCallback, useState } from 'react';
import type { GuidedField } from './page-navigation.ts';

/**
 * Leads the signer from one of their fields to the next (issue 20): "Go to my field", then
 * "Next field" while there are several; `shown` is the field last shown, for the announcement.
 */
export function useFieldGuide(
  fields: readonly GuidedField[],
  goToField: (key: string, instant?: boolean) => boolean,
) {
  const [index, setIndex] = useState(-1);
  const show = useCallback(
    (at: number, instant = false) => {
      const field = fields[at];
      if (field && goToField(field.key, instant)) setIndex(at);
    },
    [fields, goToField],
  );
  const shown = index >= 0 ? fields[index] : undefined;
  return {
    shown,
    /** The field the button leads to next, counted from 1. */
    upcoming: index < 0 ? 1 : ((index + 1) % Math.max(1, fields.length)) + 1,
    visited: index >= 0,
    /** Sign: the first field, at once (the signing flow's first dialog follows). */
    first: () => show(0, true),
    next: () => show(index < 0 ? 0 : (index + 1) % fields.length),
  };
}

export type FieldGuide = ReturnType<typeof useFieldGuide>;
