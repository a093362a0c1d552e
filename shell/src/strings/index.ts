/**
 * The shell's German texts (verbatim from SPEC.md): the frame's and shared pieces' texts from @nahtlos/ui
 * and the titles its own pages link to. No remote's texts: each remote ships its own.
 */
import { uiStrings } from '@nahtlos/ui';

export const strings = {
  ...uiStrings,
  titles: {
    patterns: 'Schnittmuster',
    fabrics: 'Stoffbibliothek',
  },
} as const;
