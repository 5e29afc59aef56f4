import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { textPieces } from '../lib/text-links';

/** One line of a policy text, with its addresses as links. */
export function PolicyLine({ text }: { text: string }) {
  return (
    <>
      {textPieces(text).map((piece, index) => {
        if (piece.kind === 'text') return piece.text;
        if (piece.kind === 'internal') {
          return (
            <Anchor key={index} component={Link} to={piece.text} inherit>
              {piece.text}
            </Anchor>
          );
        }
        return (
          <Anchor key={index} href={piece.text} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {piece.text}
          </Anchor>
        );
      })}
    </>
  );
}
