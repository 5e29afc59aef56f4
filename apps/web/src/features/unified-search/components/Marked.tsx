import { Highlight, type HighlightProps } from '@mantine/core';
import { highlightWords } from '../lib/search-links';

type MarkedProps = Omit<HighlightProps, 'highlight' | 'children'> & { q: string; children: string };

/**
 * Text with the searched word marked, as portal search results show it. Accent folding is off: it
 * decomposes text before matching, which Hangul syllables do not need.
 */
export function Marked({ q, children, ...props }: MarkedProps) {
  return (
    <Highlight
      component="span"
      highlight={highlightWords(q)}
      accentInsensitive={false}
      highlightStyles={{ padding: 0 }}
      {...props}
    >
      {children}
    </Highlight>
  );
}
