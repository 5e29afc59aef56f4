import { useHoverOpen, type HoverOpen } from '../../../lib/use-hover-open';

/** The ranking's card popup: the id of the card it shows. */
export type CardPopup = HoverOpen<string>;

export function useCardPopup(): CardPopup {
  return useHoverOpen<string>();
}
