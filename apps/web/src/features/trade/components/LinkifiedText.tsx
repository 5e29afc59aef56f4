import { Anchor, Text } from '@mantine/core';
import { linkifyParts } from '../lib/linkify';

/** A post's plain text with its addresses as links opening in a new tab (§5); never parsed as HTML. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {linkifyParts(text).map((part, i) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ),
      )}
    </Text>
  );
}
